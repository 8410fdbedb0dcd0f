package it.par.alpha;

public final class C4 {
    public static int value() {
        return 4 * 31 + "alpha".length();
    }
}
