package it.par.alpha;

public final class C27 {
    public static int value() {
        return 27 * 31 + "alpha".length();
    }
}
