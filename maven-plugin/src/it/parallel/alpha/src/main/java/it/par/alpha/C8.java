package it.par.alpha;

public final class C8 {
    public static int value() {
        return 8 * 31 + "alpha".length();
    }
}
