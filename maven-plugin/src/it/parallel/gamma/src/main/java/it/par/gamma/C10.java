package it.par.gamma;

public final class C10 {
    public static int value() {
        return 10 * 31 + "gamma".length();
    }
}
