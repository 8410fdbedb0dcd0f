package it.par.gamma;

public final class C28 {
    public static int value() {
        return 28 * 31 + "gamma".length();
    }
}
