package it.par.beta;

public final class C14 {
    public static int value() {
        return 14 * 31 + "beta".length();
    }
}
