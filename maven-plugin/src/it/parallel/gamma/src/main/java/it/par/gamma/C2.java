package it.par.gamma;

public final class C2 {
    public static int value() {
        return 2 * 31 + "gamma".length();
    }
}
