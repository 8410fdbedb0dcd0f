package it.par.gamma;

public final class C24 {
    public static int value() {
        return 24 * 31 + "gamma".length();
    }
}
