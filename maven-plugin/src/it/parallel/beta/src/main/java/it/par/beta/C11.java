package it.par.beta;

public final class C11 {
    public static int value() {
        return 11 * 31 + "beta".length();
    }
}
