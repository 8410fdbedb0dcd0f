package it.par.gamma;

public final class C26 {
    public static int value() {
        return 26 * 31 + "gamma".length();
    }
}
