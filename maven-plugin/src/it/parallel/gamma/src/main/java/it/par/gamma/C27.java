package it.par.gamma;

public final class C27 {
    public static int value() {
        return 27 * 31 + "gamma".length();
    }
}
