package dev.storagebench.cli;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StoragebenchException;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * Turns a command's failures into one line on standard error and an exit code: 2 for a bad option, whether picocli
 * or core found it (the option named as typed, and a pointer to --help), 1 for anything else; stack traces only
 * with --stacktrace.
 */
final class CliFailures implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {

    /** Exit code for success. */
    static final int OK = 0;
    /** Exit code for an unexpected error or a failed command. */
    static final int ERROR = 1;
    /** Exit code for a usage error. */
    static final int USAGE = 2;
    /** Exit code of {@code check} when the storage failed the check. */
    static final int CHECK_FAILED = 3;

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        int code;
        if (e instanceof InvalidOptionException bad) {
            err.println(name + ": " + bad.getMessage());
            err.println(helpHint(cmd));
            code = USAGE;
        } else if (e instanceof StoragebenchException known) {
            err.println(name + ": " + known.getMessage());
            code = ERROR;
        } else {
            err.println(name + ": unexpected error: " + e + " (run with --stacktrace for details)");
            code = ERROR;
        }
        if (stacktrace(parsed)) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            err.print(trace);
        }
        err.flush();
        return code;
    }

    /**
     * A command line picocli could not parse (an unknown option, a value of the wrong type, a missing value): one
     * line naming it, where picocli would print the whole usage.
     */
    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        if (e.getCause() instanceof CommandLine.TypeConversionException && e.getArgSpec() != null) {
            message = "Invalid value for " + (e.getArgSpec().isOption()
                    ? ((CommandLine.Model.OptionSpec) e.getArgSpec()).longestName() : e.getArgSpec().paramLabel())
                    + ": " + e.getValue() + " is not " + article(e.getArgSpec().type());
        }
        err.println(cmd.getCommandSpec().qualifiedName() + ": " + message);
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.println(helpHint(cmd));
        err.flush();
        return USAGE;
    }

    private static String article(Class<?> type) {
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class) {
            return "a number";
        }
        return "a " + type.getSimpleName();
    }

    private static String helpHint(CommandLine cmd) {
        return "Run '" + cmd.getCommandSpec().qualifiedName() + " --help' for the options.";
    }

    private static boolean stacktrace(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--stacktrace")) {
                return true;
            }
        }
        return false;
    }
}
