package it.par.beta;

public final class C7 {
    public static int value() {
        return 7 * 31 + "beta".length();
    }
}
