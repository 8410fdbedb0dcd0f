package it.par.gamma;

public final class C29 {
    public static int value() {
        return 29 * 31 + "gamma".length();
    }
}
