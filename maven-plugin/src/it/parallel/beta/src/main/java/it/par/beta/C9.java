package it.par.beta;

public final class C9 {
    public static int value() {
        return 9 * 31 + "beta".length();
    }
}
