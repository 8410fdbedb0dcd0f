package it.par.beta;

public final class C18 {
    public static int value() {
        return 18 * 31 + "beta".length();
    }
}
