package it.par.alpha;

public final class C7 {
    public static int value() {
        return 7 * 31 + "alpha".length();
    }
}
