package it.par.gamma;

public final class C12 {
    public static int value() {
        return 12 * 31 + "gamma".length();
    }
}
