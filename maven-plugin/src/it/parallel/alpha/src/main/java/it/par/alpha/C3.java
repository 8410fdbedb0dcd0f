package it.par.alpha;

public final class C3 {
    public static int value() {
        return 3 * 31 + "alpha".length();
    }
}
