package it.par.alpha;

public final class C5 {
    public static int value() {
        return 5 * 31 + "alpha".length();
    }
}
