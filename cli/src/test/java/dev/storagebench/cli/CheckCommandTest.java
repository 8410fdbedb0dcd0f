package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.OptionContext;
import dev.storagebench.OptionNames;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.CheckSettings;
import dev.storagebench.check.Metric;
import dev.storagebench.check.Policies;
import dev.storagebench.check.Policy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CheckCommandTest {

    private static final String PASSING = "rules:\n  - metric: create-rate\n    fail: 1/s\n";

    @Test
    void aPassingCheckExitsZeroAndAFailingOneThree(@TempDir Path ws, @TempDir Path out) throws Exception {
        Files.writeString(out.resolve("ok.yaml"), PASSING);
        CliRun ok = CliRun.of("check", ws.toString(), "--policy", out.resolve("ok.yaml").toString(), "--duration",
                "0.05", "--label", "here", "--output-dir", out.toString(), "--junit", out.resolve("j.xml").toString());
        assertEquals(0, ok.exitCode(), ok.err());
        assertTrue(ok.out().contains("  PASS  create-rate"), ok.out());
        assertTrue(ok.out().contains("check PASSED: 1 passed, 0 warned, 0 failed"), ok.out());
        assertTrue(ok.err().contains("metadata create+write+close"), "progress goes to stderr");
        assertTrue(Files.isRegularFile(out.resolve("here/check.json")));
        assertTrue(Files.readString(out.resolve("j.xml")).contains("<testcase classname=\"storagebench.check."
                + "workspace\" name=\"create-rate\""));
        assertEquals(List.of(), names(ws));
        CliRun compare = CliRun.of("compare", out.resolve("here").toString());
        assertEquals(0, compare.exitCode(), compare.err());
        assertTrue(compare.out().startsWith("storagebench compare: probes of here"), compare.out());

        Files.writeString(out.resolve("strict.yaml"), "rules:\n  - metric: create-rate\n    fail: 1000000000000\n");
        CliRun failed = CliRun.of("check", ws.toString(), "--policy", out.resolve("strict.yaml").toString(),
                "--duration", "0.05", "--output-dir", out.toString());
        assertEquals(3, failed.exitCode(), failed.err());
        assertTrue(failed.out().contains("  FAIL  create-rate"), failed.out());
        assertTrue(failed.out().contains("is below the fail threshold 1,000,000,000,000/s"), failed.out());
        assertTrue(failed.out().contains("check FAILED: 0 passed, 0 warned, 1 failed"), failed.out());
    }

    @Test
    void aBadPolicyIsAOneLineUsageErrorNamingTheKey(@TempDir Path ws) throws Exception {
        Files.writeString(ws.resolve("p.yaml"), "rules:\n  - metric: create-rate\n    fail: fast\n");
        CliRun run = CliRun.of("check", ws.toString(), "--policy", ws.resolve("p.yaml").toString());
        assertEquals(2, run.exitCode());
        List<String> lines = run.err().lines().toList();
        assertEquals("bench-cli check: --policy=" + ws.resolve("p.yaml") + " rules[0].fail: 'fast' is not a number "
                + "with a unit; write e.g. 'fail: 2000/s' for create-rate (operations per second, with or without /s)",
                lines.get(0));
        assertEquals("Run 'bench-cli check --help' for the options.", lines.get(1));
        assertEquals(List.of("p.yaml"), names(ws), "refused before probing");

        CliRun regression = CliRun.of("check", ws.toString(), "--max-regression", "20%");
        assertEquals(2, regression.exitCode());
        assertTrue(regression.err().startsWith("bench-cli check: --max-regression=20% needs a baseline"),
                regression.err());
    }

    @Test
    void printsTheBuiltInPolicyAndTheMetrics(@TempDir Path ws) throws Exception {
        CliRun policy = CliRun.of("check", "--print-policy");
        assertEquals(0, policy.exitCode(), policy.err());
        assertTrue(policy.out().contains("name: build-agent"), policy.out());
        // what it prints is a policy file that works as it is
        Files.writeString(ws.resolve("copy.yaml"), policy.out());
        assertEquals(Policies.resolve(Policy.BUILT_IN_DEFAULT, ws).rules(), Policies.resolve("copy.yaml", ws).rules());
        CliRun metrics = CliRun.of("check", "--list-metrics");
        assertEquals(Metric.values().length, metrics.out().lines().count());
        assertTrue(metrics.out().contains("fsync-p99          latency    4 KiB write + fsync p99 (fsync write 4KiB + fsync)"), metrics.out());
    }

    @Test
    void helpDocumentsTheExitCodes() {
        CliRun help = CliRun.of("check", "--help");
        assertTrue(help.out().contains("3   the check failed"), help.out());
        assertTrue(help.out().contains("0   the check passed"), help.out());
        // the defaults the help states are core's
        String flat = help.out().replaceAll("\\s+", " ");
        assertTrue(flat.contains("(default: " + CheckOptions.DEFAULT_MAX_REGRESSION_PERCENT + "%;"), flat);
        assertTrue(flat.contains("(default: " + CheckOptions.DEFAULT_TIME_LIMIT.toSeconds() + "s;"), flat);
        assertTrue(flat.contains("(default: " + CheckOptions.DEFAULT_PHASE_DURATION.toMillis() / 1000.0 + "s,"), flat);
        assertTrue(flat.contains("(default: " + CheckOptions.DEFAULT_FAIL_ON.name().toLowerCase(java.util.Locale.ROOT)
                + ")"), flat);
    }

    @Test
    void theStepSummaryComesFromTheEnvironment(@TempDir Path ws) throws Exception {
        CommandLine.ParseResult parsed = BenchCli.commandLine().parseArgs("check", "--repository", "repo");
        CheckCommand check = (CheckCommand) parsed.subcommand().commandSpec().userObject();
        CheckOptions o = CheckOptions.from(check, OptionContext.standalone(ws, OptionNames.CORE));
        String fromEnvironment = System.getenv(CheckSettings.STEP_SUMMARY_VARIABLE);
        assertEquals(fromEnvironment == null ? null : ws.resolve(fromEnvironment), o.stepSummary());
        assertEquals(ws.resolve("repo"), o.repository());
        assertEquals(ws.resolve("storagebench-reports"), o.outputDirectory());
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }
}
