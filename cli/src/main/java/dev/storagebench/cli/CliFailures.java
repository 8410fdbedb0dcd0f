package dev.storagebench.cli;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StoragebenchException;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Turns a command's exceptions into one line on standard error and an exit code: 2 for a bad option (with the
 * option named as typed and a pointer to --help), 1 for anything else; stack traces only with --stacktrace.
 */
final class CliFailures implements CommandLine.IExecutionExceptionHandler {

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
            err.println(name + ": " + bad.messageFor(shown(cmd.getCommandSpec(), bad.option())));
            err.println("Run '" + name + " --help' for the options.");
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
     * The option as the user typed it: {@code --runs} for an option ({@code --max-threads} for core's
     * {@code maxThreads}), the parameter's label for a positional.
     */
    static String shown(CommandSpec spec, String coreName) {
        String kebab = "--" + coreName.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
        if (spec.findOption(kebab) != null) {
            return kebab;
        }
        return coreName;
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
