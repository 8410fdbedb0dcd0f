package it.par.alpha;

public final class C19 {
    public static int value() {
        return 19 * 31 + "alpha".length();
    }
}
