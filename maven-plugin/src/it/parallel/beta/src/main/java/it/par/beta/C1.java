package it.par.beta;

public final class C1 {
    public static int value() {
        return 1 * 31 + "beta".length();
    }
}
