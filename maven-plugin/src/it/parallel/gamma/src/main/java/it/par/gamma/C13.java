package it.par.gamma;

public final class C13 {
    public static int value() {
        return 13 * 31 + "gamma".length();
    }
}
