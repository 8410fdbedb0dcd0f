package it.par.alpha;

public final class C12 {
    public static int value() {
        return 12 * 31 + "alpha".length();
    }
}
