package it.multi.app;

import it.multi.core.Sizes;

public final class App {
    public static void main(String[] args) {
        System.out.println(Sizes.kib(4096));
    }
}
