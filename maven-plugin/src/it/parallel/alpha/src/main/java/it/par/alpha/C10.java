package it.par.alpha;

public final class C10 {
    public static int value() {
        return 10 * 31 + "alpha".length();
    }
}
