package it.par.beta;

public final class C25 {
    public static int value() {
        return 25 * 31 + "beta".length();
    }
}
