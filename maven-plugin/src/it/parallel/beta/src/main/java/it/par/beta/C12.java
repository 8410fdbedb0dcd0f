package it.par.beta;

public final class C12 {
    public static int value() {
        return 12 * 31 + "beta".length();
    }
}
