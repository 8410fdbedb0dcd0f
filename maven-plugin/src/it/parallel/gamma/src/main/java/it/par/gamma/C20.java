package it.par.gamma;

public final class C20 {
    public static int value() {
        return 20 * 31 + "gamma".length();
    }
}
