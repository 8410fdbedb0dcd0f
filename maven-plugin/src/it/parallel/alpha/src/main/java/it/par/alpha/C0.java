package it.par.alpha;

public final class C0 {
    public static int value() {
        return 0 * 31 + "alpha".length();
    }
}
