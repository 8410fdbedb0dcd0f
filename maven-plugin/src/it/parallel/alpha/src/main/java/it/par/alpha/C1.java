package it.par.alpha;

public final class C1 {
    public static int value() {
        return 1 * 31 + "alpha".length();
    }
}
