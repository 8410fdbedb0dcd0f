package it.failing;

public final class Answer {
    public static int get() {
        return 41;
    }
}
