package it.par.alpha;

public final class C22 {
    public static int value() {
        return 22 * 31 + "alpha".length();
    }
}
