package it.par.beta;

public final class C0 {
    public static int value() {
        return 0 * 31 + "beta".length();
    }
}
