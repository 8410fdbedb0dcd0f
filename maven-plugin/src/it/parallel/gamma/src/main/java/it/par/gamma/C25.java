package it.par.gamma;

public final class C25 {
    public static int value() {
        return 25 * 31 + "gamma".length();
    }
}
