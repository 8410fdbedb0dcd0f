package it.par.alpha;

public final class C20 {
    public static int value() {
        return 20 * 31 + "alpha".length();
    }
}
