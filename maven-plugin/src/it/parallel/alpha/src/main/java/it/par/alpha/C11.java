package it.par.alpha;

public final class C11 {
    public static int value() {
        return 11 * 31 + "alpha".length();
    }
}
