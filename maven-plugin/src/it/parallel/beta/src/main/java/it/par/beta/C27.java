package it.par.beta;

public final class C27 {
    public static int value() {
        return 27 * 31 + "beta".length();
    }
}
