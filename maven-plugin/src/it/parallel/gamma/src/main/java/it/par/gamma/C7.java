package it.par.gamma;

public final class C7 {
    public static int value() {
        return 7 * 31 + "gamma".length();
    }
}
