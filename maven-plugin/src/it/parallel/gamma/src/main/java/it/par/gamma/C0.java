package it.par.gamma;

public final class C0 {
    public static int value() {
        return 0 * 31 + "gamma".length();
    }
}
