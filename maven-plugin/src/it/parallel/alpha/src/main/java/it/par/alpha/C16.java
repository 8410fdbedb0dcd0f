package it.par.alpha;

public final class C16 {
    public static int value() {
        return 16 * 31 + "alpha".length();
    }
}
