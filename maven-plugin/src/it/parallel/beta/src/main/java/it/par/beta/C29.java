package it.par.beta;

public final class C29 {
    public static int value() {
        return 29 * 31 + "beta".length();
    }
}
