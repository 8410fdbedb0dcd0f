package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.check.CheckOptions;
import dev.storagebench.cli.BenchCli;
import dev.storagebench.cli.CheckCommand;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Checks, option by option, that {@code storagebench:check} and {@code bench-cli check} turn the same settings into
 * the same core options, defaults included (the report directory aside: Maven's is under target/).
 */
class CheckOptionParityTest {

    private static final String REPO = "/var/cache/m2";

    @Test
    void theGoalAndTheCommandAgree(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("p.yaml"), "rules:\n  - metric: stat-p99\n    fail: 9ms\n");
        Files.writeString(root.resolve("base.json"), "{}");
        assertEquals(cli(root), mojo(root), "nothing set");
        String[][] settings = {
            {"path", ".", "."},
            {"checkRepository", "true", "--repository=" + REPO},
            {"policy", "p.yaml", "--policy=p.yaml"},
            {"baseline", "base.json", "--baseline=base.json"},
            {"failOn", "warn", "--fail-on=warn"},
            {"junitFile", "rules.xml", "--junit=rules.xml"},
            {"label", "efs-x", "--label=efs-x"},
            {"outputDirectory", "reports", "--output-dir=reports"},
            {"duration", "1s", "--duration=1s"},
            {"timeLimit", "30", "--time-limit=30"},
        };
        for (String[] s : settings) {
            assertEquals(cli(root, s[2]), mojo(root, s[0], s[1]), s[0]);
        }
        assertEquals(cli(root, "--baseline=base.json", "--max-regression=35%"),
                mojo(root, "baseline", "base.json", "maxRegression", "35%"), "maxRegression");
    }

    private static CheckOptions mojo(Path root, String... fieldAndValue) throws Exception {
        CheckMojo m = new CheckMojo();
        for (int i = 0; i < fieldAndValue.length; i += 2) {
            Field f = CheckMojo.class.getDeclaredField(fieldAndValue[i]);
            f.setAccessible(true);
            String v = fieldAndValue[i + 1];
            f.set(m, f.getType() == Boolean.class ? Boolean.valueOf(v) : v);
        }
        CheckOptions o = m.options(root, REPO, "summary.md");
        return fieldAndValue.length > 0 && fieldAndValue[0].equals("outputDirectory") ? o : withoutOutput(o);
    }

    private static CheckOptions cli(Path root, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("check"));
        all.addAll(List.of(args));
        CommandLine.ParseResult parsed = BenchCli.commandLine().parseArgs(all.toArray(String[]::new));
        CheckCommand check = (CheckCommand) parsed.subcommand().commandSpec().userObject();
        CheckOptions o = check.options(root, "summary.md");
        return args.length > 0 && args[0].startsWith("--output-dir") ? o : withoutOutput(o);
    }

    private static CheckOptions withoutOutput(CheckOptions o) {
        return new CheckOptions(o.workspace(), o.repository(), o.policy(), o.baseline(), o.maxRegression(), o.label(),
                null, o.junitFile(), o.stepSummary(), o.failOn(), o.phaseDuration(), o.timeLimit());
    }
}
