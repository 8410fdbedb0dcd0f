package it.par.alpha;

public final class C2 {
    public static int value() {
        return 2 * 31 + "alpha".length();
    }
}
