package it.par.alpha;

public final class C24 {
    public static int value() {
        return 24 * 31 + "alpha".length();
    }
}
