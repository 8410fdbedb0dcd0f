package it.par.beta;

public final class C15 {
    public static int value() {
        return 15 * 31 + "beta".length();
    }
}
