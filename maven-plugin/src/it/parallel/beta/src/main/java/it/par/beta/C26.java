package it.par.beta;

public final class C26 {
    public static int value() {
        return 26 * 31 + "beta".length();
    }
}
