package it.par.gamma;

public final class C4 {
    public static int value() {
        return 4 * 31 + "gamma".length();
    }
}
