package it.par.beta;

public final class C22 {
    public static int value() {
        return 22 * 31 + "beta".length();
    }
}
