package it.par.gamma;

public final class C23 {
    public static int value() {
        return 23 * 31 + "gamma".length();
    }
}
