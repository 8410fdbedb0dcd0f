package it.multi.core;

public final class Sizes {
    public static long kib(long bytes) {
        return bytes / 1024;
    }
}
