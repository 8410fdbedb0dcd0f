package it.par.gamma;

public final class C3 {
    public static int value() {
        return 3 * 31 + "gamma".length();
    }
}
