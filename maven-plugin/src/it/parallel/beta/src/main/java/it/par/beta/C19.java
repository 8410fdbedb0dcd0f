package it.par.beta;

public final class C19 {
    public static int value() {
        return 19 * 31 + "beta".length();
    }
}
