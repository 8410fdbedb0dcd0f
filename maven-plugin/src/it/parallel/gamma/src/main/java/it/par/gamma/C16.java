package it.par.gamma;

public final class C16 {
    public static int value() {
        return 16 * 31 + "gamma".length();
    }
}
