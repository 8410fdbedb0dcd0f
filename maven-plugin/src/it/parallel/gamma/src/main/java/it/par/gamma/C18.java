package it.par.gamma;

public final class C18 {
    public static int value() {
        return 18 * 31 + "gamma".length();
    }
}
