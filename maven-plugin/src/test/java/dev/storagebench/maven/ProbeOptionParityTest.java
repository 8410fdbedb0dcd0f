package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.cli.BenchCli;
import dev.storagebench.cli.FsCommand;
import dev.storagebench.probe.ProbeOptions;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Checks, option by option, that {@code storagebench:probe} and {@code bench-cli fs} turn the same settings into
 * the same core options (the way JMH checks its builder against its command line), defaults included.
 */
class ProbeOptionParityTest {

    @Test
    void theGoalAndTheCommandAgree(@TempDir Path root) throws Exception {
        assertEquals(cli(root), mojo(root), "nothing set");
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
            assertEquals(cli(root, s[2]), mojo(root, s[0], s[1]), s[0]);
        }
    }

    private static ProbeOptions mojo(Path root, String... fieldAndValue) throws Exception {
        ProbeMojo m = new ProbeMojo();
        for (int i = 0; i < fieldAndValue.length; i += 2) {
            Field f = ProbeMojo.class.getDeclaredField(fieldAndValue[i]);
            f.setAccessible(true);
            String v = fieldAndValue[i + 1];
            f.set(m, f.getType() == Boolean.class ? Boolean.valueOf(v) : f.getType() == Integer.class
                    ? Integer.valueOf(v) : v);
        }
        ProbeOptions o = m.options(root);
        // the goal's report directory default is Maven's target/storagebench, the CLI's storagebench-reports
        return fieldAndValue.length > 0 && fieldAndValue[0].equals("outputDirectory") ? o : withOutput(o, null);
    }

    private static ProbeOptions cli(Path root, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("fs"));
        all.addAll(List.of(args));
        CommandLine.ParseResult parsed = BenchCli.commandLine().parseArgs(all.toArray(String[]::new));
        FsCommand fs = (FsCommand) parsed.subcommand().commandSpec().userObject();
        ProbeOptions o = fs.options(root);
        return args.length > 0 && args[0].startsWith("--output-dir") ? o : withOutput(o, null);
    }

    private static ProbeOptions withOutput(ProbeOptions o, Path out) {
        return new ProbeOptions(o.path(), o.workloads(), o.quick(), o.phaseDuration(), o.maxThreads(),
                o.sequentialBytes(), o.randomFileBytes(), o.maxFiles(), o.seed(), o.label(), out);
    }
}
