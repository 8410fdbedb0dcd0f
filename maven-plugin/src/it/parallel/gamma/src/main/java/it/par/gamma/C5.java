package it.par.gamma;

public final class C5 {
    public static int value() {
        return 5 * 31 + "gamma".length();
    }
}
