package it.par.beta;

public final class C6 {
    public static int value() {
        return 6 * 31 + "beta".length();
    }
}
