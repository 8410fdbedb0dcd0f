package it.par.beta;

public final class C13 {
    public static int value() {
        return 13 * 31 + "beta".length();
    }
}
