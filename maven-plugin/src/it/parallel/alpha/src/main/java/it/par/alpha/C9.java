package it.par.alpha;

public final class C9 {
    public static int value() {
        return 9 * 31 + "alpha".length();
    }
}
