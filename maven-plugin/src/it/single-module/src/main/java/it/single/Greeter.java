package it.single;

public final class Greeter {
    public static String greet(String name) {
        return "hello " + name;
    }
}
