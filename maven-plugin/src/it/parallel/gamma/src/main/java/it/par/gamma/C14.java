package it.par.gamma;

public final class C14 {
    public static int value() {
        return 14 * 31 + "gamma".length();
    }
}
