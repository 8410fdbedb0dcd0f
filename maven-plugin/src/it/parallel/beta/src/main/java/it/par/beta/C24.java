package it.par.beta;

public final class C24 {
    public static int value() {
        return 24 * 31 + "beta".length();
    }
}
