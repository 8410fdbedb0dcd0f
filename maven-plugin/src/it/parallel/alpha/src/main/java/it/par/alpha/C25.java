package it.par.alpha;

public final class C25 {
    public static int value() {
        return 25 * 31 + "alpha".length();
    }
}
