package it.par.alpha;

public final class C28 {
    public static int value() {
        return 28 * 31 + "alpha".length();
    }
}
