package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.OptionContext;
import dev.storagebench.OptionNames;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.cli.BenchCli;
import dev.storagebench.cli.CheckCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Checks, option by option, that {@code storagebench:check} and {@code bench-cli check} hand core the same settings:
 * with the same context, both give equal {@link CheckOptions}, defaults included.
 */
class CheckOptionParityTest {

    private static final String REPO = "/var/cache/m2";

    @Test
    void theGoalAndTheCommandAgree(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("p.yaml"), "rules:\n  - metric: stat-p99\n    fail: 9ms\n");
        Files.writeString(root.resolve("base.json"), "{\"schema\": \"storagebench-probe/1\", \"label\": \"x\", "
                + "\"results\": [], \"notes\": [], \"unavailable\": {}}");
        OptionContext context = OptionContext.standalone(root, OptionNames.CORE);
        assertEquals(cli(context), mojo(context), "nothing set");
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
            assertEquals(cli(context, s[2]), mojo(context, s[0], s[1]), s[0]);
        }
        assertEquals(cli(context, "--baseline=base.json", "--max-regression=35%"),
                mojo(context, "baseline", "base.json", "maxRegression", "35%"), "maxRegression");
    }

    private static CheckOptions mojo(OptionContext context, String... fieldAndValue) throws Exception {
        CheckMojo m = new CheckMojo() {
            @Override
            String localRepository() {
                return REPO;
            }
        };
        Mojos.set(m, fieldAndValue);
        return CheckOptions.from(m, context);
    }

    private static CheckOptions cli(OptionContext context, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("check"));
        all.addAll(List.of(args));
        CommandLine.ParseResult parsed = BenchCli.commandLine().parseArgs(all.toArray(String[]::new));
        return CheckOptions.from((CheckCommand) parsed.subcommand().commandSpec().userObject(), context);
    }
}
