package it.par.gamma;

public final class C6 {
    public static int value() {
        return 6 * 31 + "gamma".length();
    }
}
