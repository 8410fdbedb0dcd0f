package it.par.alpha;

public final class C14 {
    public static int value() {
        return 14 * 31 + "alpha".length();
    }
}
