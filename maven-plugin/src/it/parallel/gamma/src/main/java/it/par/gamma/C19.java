package it.par.gamma;

public final class C19 {
    public static int value() {
        return 19 * 31 + "gamma".length();
    }
}
