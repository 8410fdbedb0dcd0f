package it.par.beta;

public final class C4 {
    public static int value() {
        return 4 * 31 + "beta".length();
    }
}
