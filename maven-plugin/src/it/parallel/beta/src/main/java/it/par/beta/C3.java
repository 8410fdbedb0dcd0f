package it.par.beta;

public final class C3 {
    public static int value() {
        return 3 * 31 + "beta".length();
    }
}
