package it.par.beta;

public final class C23 {
    public static int value() {
        return 23 * 31 + "beta".length();
    }
}
