package it.par.alpha;

public final class C26 {
    public static int value() {
        return 26 * 31 + "alpha".length();
    }
}
