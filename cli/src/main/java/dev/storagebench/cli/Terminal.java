package dev.storagebench.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether standard output is an interactive terminal that may show colours (none when piped or NO_COLOR is set). */
final class Terminal {

    private Terminal() {
    }

    static boolean colorAllowed() {
        String noColor = System.getenv("NO_COLOR");
        if (noColor != null && !noColor.isEmpty()) {
            return false;
        }
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            // JDK 22+ returns a console even when redirected; isTerminal() tells the truth there
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // JDK 17-21: a console exists only for a terminal
        }
    }
}
