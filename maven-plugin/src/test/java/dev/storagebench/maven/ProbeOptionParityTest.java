package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.OptionContext;
import dev.storagebench.OptionNames;
import dev.storagebench.cli.BenchCli;
import dev.storagebench.cli.FsCommand;
import dev.storagebench.probe.ProbeOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Checks, option by option, that {@code storagebench:probe} and {@code bench-cli fs} hand core the same settings
 * (the way JMH checks its builder against its command line): with the same context, both give equal
 * {@link ProbeOptions}, defaults included.
 */
class ProbeOptionParityTest {

    @Test
    void theGoalAndTheCommandAgree(@TempDir Path root) throws Exception {
        OptionContext context = OptionContext.standalone(root, OptionNames.CORE);
        assertEquals(cli(context), mojo(context), "nothing set");
        String[][] settings = {
            {"quick", "true", "--quick"},
            {"duration", "0.7s", "--duration=0.7s"},
            {"workloads", "fsync,metadata", "--workloads=fsync,metadata"},
            {"maxThreads", "3", "--max-threads=3"},
            {"label", "efs-x", "--label=efs-x"},
            {"outputDirectory", "reports", "--output-dir=reports"},
            {"path", ".", "."},
        };
        for (String[] s : settings) {
            assertEquals(cli(context, s[2]), mojo(context, s[0], s[1]), s[0]);
        }
    }

    private static ProbeOptions mojo(OptionContext context, String... fieldAndValue) throws Exception {
        ProbeMojo m = new ProbeMojo();
        Mojos.set(m, fieldAndValue);
        return ProbeOptions.from(m, context);
    }

    private static ProbeOptions cli(OptionContext context, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("fs"));
        all.addAll(List.of(args));
        CommandLine.ParseResult parsed = BenchCli.commandLine().parseArgs(all.toArray(String[]::new));
        return ProbeOptions.from((FsCommand) parsed.subcommand().commandSpec().userObject(), context);
    }
}
