package it.nested;

public final class Greeter {
    public static String greet(String name) {
        return "hello " + name;
    }
}
