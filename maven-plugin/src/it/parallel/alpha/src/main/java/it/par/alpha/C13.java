package it.par.alpha;

public final class C13 {
    public static int value() {
        return 13 * 31 + "alpha".length();
    }
}
