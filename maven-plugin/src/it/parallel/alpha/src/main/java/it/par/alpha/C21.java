package it.par.alpha;

public final class C21 {
    public static int value() {
        return 21 * 31 + "alpha".length();
    }
}
