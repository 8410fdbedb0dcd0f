package it.par.beta;

public final class C20 {
    public static int value() {
        return 20 * 31 + "beta".length();
    }
}
