package it.par.gamma;

public final class C15 {
    public static int value() {
        return 15 * 31 + "gamma".length();
    }
}
