package dev.storagebench.cli;

import dev.storagebench.Version;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code bench-cli} entry point: parses the command line, runs one command and exits with its code. */
@Command(name = "bench-cli", mixinStandardHelpOptions = true, versionProvider = BenchCli.VersionProvider.class,
        description = {"How the storage under a build's workspace shapes build time.",
                "Measure a Maven build per phase with 'mvn storagebench:measure', time any command per workspace "
                        + "with 'run', put the reports side by side with 'compare'."},
        subcommands = {CompareCommand.class, RunCommand.class, FsCommand.class, CheckCommand.class,
            MountsCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:unexpected error", "2:usage error", "3:check: the storage failed the check"})
public final class BenchCli implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Declared once here and inherited by every command; {@link CliFailures} reads it from the parse result. */
    @CommandLine.Option(names = "--stacktrace", scope = CommandLine.ScopeType.INHERIT,
            description = "Print the stack trace of an error.")
    private boolean stacktrace;

    /** Runs {@code bench-cli} and exits the JVM with the command's exit code. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command line with all commands, as {@code main} and the tests use it. */
    public static CommandLine commandLine() {
        CliFailures failures = new CliFailures();
        return new CommandLine(new BenchCli()).setExecutionExceptionHandler(failures)
                .setParameterExceptionHandler(failures);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Reports the version stamped into the jar. */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Version.tool()};
        }
    }
}
