package it.par.gamma;

public final class C8 {
    public static int value() {
        return 8 * 31 + "gamma".length();
    }
}
