package it.par.beta;

public final class C28 {
    public static int value() {
        return 28 * 31 + "beta".length();
    }
}
