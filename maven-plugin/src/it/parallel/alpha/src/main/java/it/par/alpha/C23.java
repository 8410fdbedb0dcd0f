package it.par.alpha;

public final class C23 {
    public static int value() {
        return 23 * 31 + "alpha".length();
    }
}
