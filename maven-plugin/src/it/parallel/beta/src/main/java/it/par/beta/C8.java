package it.par.beta;

public final class C8 {
    public static int value() {
        return 8 * 31 + "beta".length();
    }
}
