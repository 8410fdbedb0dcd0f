package it.par.alpha;

public final class C18 {
    public static int value() {
        return 18 * 31 + "alpha".length();
    }
}
