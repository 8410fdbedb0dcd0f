package it;

/** Something to compile. */
public class Hello {
    public static String greet(String name) {
        return "Hello, " + name;
    }
}
