package it.par.gamma;

public final class C9 {
    public static int value() {
        return 9 * 31 + "gamma".length();
    }
}
