package it.par.beta;

public final class C2 {
    public static int value() {
        return 2 * 31 + "beta".length();
    }
}
