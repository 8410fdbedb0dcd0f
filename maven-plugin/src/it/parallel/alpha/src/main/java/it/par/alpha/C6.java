package it.par.alpha;

public final class C6 {
    public static int value() {
        return 6 * 31 + "alpha".length();
    }
}
