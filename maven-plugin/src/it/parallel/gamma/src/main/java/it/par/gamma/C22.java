package it.par.gamma;

public final class C22 {
    public static int value() {
        return 22 * 31 + "gamma".length();
    }
}
