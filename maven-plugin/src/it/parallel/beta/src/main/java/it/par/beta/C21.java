package it.par.beta;

public final class C21 {
    public static int value() {
        return 21 * 31 + "beta".length();
    }
}
