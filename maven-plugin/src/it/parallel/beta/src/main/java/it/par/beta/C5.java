package it.par.beta;

public final class C5 {
    public static int value() {
        return 5 * 31 + "beta".length();
    }
}
