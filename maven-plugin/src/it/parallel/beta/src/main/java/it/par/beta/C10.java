package it.par.beta;

public final class C10 {
    public static int value() {
        return 10 * 31 + "beta".length();
    }
}
