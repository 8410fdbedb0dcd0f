package it.par.alpha;

public final class C29 {
    public static int value() {
        return 29 * 31 + "alpha".length();
    }
}
