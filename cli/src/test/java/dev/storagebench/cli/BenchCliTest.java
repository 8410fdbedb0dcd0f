package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.check.CheckSettings;
import dev.storagebench.compare.CompareSettings;
import dev.storagebench.probe.ProbeSettings;
import dev.storagebench.run.RunSettings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BenchCliTest {

    @Test
    void versionPrintsTheToolName() {
        StringWriter out = new StringWriter();
        CommandLine cli = BenchCli.commandLine();
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("--version"));
        assertTrue(out.toString().startsWith("storagebench "), out.toString());
    }

    @Test
    void anUnknownOptionIsAUsageError() {
        StringWriter err = new StringWriter();
        CommandLine cli = BenchCli.commandLine();
        cli.setErr(new PrintWriter(err));
        assertEquals(2, cli.execute("--no-such-option"));
        assertTrue(err.toString().contains("--no-such-option"), err.toString());
    }

    @Test
    void aValueOfTheWrongTypeIsOneLineAndAPointerToHelp() {
        CliRun run = CliRun.of("run", "--runs", "abc", "--", "true");
        assertEquals(2, run.exitCode());
        assertEquals(List.of("bench-cli run: Invalid value for --runs: abc is not a whole number",
                "Run 'bench-cli run --help' for the options."), run.err().lines().toList());
        CliRun unknown = CliRun.of("fs", "--quik");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().startsWith("bench-cli fs: Unknown option: '--quik'"), unknown.err());
        assertTrue(unknown.err().lines().count() <= 3, unknown.err());
    }

    @Test
    void stacktraceIsDeclaredOnceAndEveryCommandHasIt() {
        for (CommandLine sub : BenchCli.commandLine().getSubcommands().values()) {
            assertTrue(sub.getCommandSpec().findOption("--stacktrace") != null, sub.getCommandName());
        }
        CliRun run = CliRun.of("compare", "--stacktrace", "no/such/dir");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("at dev.storagebench"), run.err());
    }

    /** Core names every option of a goal; each name must be one the command has, or errors would name nothing. */
    @Test
    void everySettingIsAnOptionOfItsCommand() {
        Map<Class<?>, Class<?>> settings = Map.of(RunCommand.class, RunSettings.class, CompareCommand.class,
                CompareSettings.class, FsCommand.class, ProbeSettings.class, CheckCommand.class, CheckSettings.class);
        for (CommandLine sub : BenchCli.commandLine().getSubcommands().values()) {
            Class<?> type = settings.get(sub.getCommandSpec().userObject().getClass());
            if (type == null) {
                continue;
            }
            CliOptions names = CliOptions.names(sub.getCommandSpec());
            for (Method m : type.getMethods()) {
                if (m.isDefault() || m.getName().equals("colorAllowed")) {
                    continue; // read from the environment or the terminal, not from an option
                }
                assertNotNull(names.find(m.getName()), sub.getCommandName() + " has no option for " + m.getName());
            }
        }
        assertEquals("--warmup", CliOptions.names(BenchCli.commandLine().getSubcommands().get("run")
                .getCommandSpec()).name("warmups"));
    }
}
