package it.par.gamma;

public final class C11 {
    public static int value() {
        return 11 * 31 + "gamma".length();
    }
}
