package it.par.gamma;

public final class C17 {
    public static int value() {
        return 17 * 31 + "gamma".length();
    }
}
