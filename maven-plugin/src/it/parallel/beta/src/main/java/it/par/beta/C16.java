package it.par.beta;

public final class C16 {
    public static int value() {
        return 16 * 31 + "beta".length();
    }
}
