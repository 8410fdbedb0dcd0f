package it.par.beta;

public final class C17 {
    public static int value() {
        return 17 * 31 + "beta".length();
    }
}
