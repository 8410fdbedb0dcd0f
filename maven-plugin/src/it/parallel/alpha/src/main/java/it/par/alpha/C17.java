package it.par.alpha;

public final class C17 {
    public static int value() {
        return 17 * 31 + "alpha".length();
    }
}
