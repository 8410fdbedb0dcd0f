package it.par.gamma;

public final class C21 {
    public static int value() {
        return 21 * 31 + "gamma".length();
    }
}
