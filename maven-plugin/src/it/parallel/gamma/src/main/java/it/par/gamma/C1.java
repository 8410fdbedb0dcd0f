package it.par.gamma;

public final class C1 {
    public static int value() {
        return 1 * 31 + "gamma".length();
    }
}
