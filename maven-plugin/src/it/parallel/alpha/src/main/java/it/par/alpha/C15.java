package it.par.alpha;

public final class C15 {
    public static int value() {
        return 15 * 31 + "alpha".length();
    }
}
