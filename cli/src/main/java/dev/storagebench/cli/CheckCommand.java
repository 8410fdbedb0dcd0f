package dev.storagebench.cli;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.CheckService;
import dev.storagebench.check.CheckSettings;
import dev.storagebench.check.Metric;
import dev.storagebench.check.Policies;
import dev.storagebench.check.Policy;
import dev.storagebench.probe.ProbeOptions;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli check}: the CI build-agent self-check of the workspace storage. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks in seconds that the storage under a build workspace is fit for builds: runs the quick "
                + "probe's workloads that the policy needs, then judges each rule PASS, WARN or FAIL with the "
                + "measured value and the thresholds. Writes <output-dir>/<label>/check.json, optionally JUnit XML, "
                + "and appends a Markdown summary to $GITHUB_STEP_SUMMARY when that is set.",
            "Works only inside a scratch directory it creates under the path (storagebench-probe-*), removed at the "
                + "end, on failure and on Ctrl-C. It leaves the page cache alone.",
            "Start a custom policy from --print-policy; --list-metrics shows what rules can test."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the check passed (warnings allowed unless --fail-on warn)", "1:unexpected error",
            "2:usage error, including an invalid policy file", "3:the check failed: a rule's verdict was FAIL "
                + "(or WARN with --fail-on warn), or the storage could not be probed (full, read-only, no "
                + "permission)"})
public final class CheckCommand implements Callable<Integer>, CheckSettings {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "path", arity = "0..1", description = "The workspace directory to check (default: the "
            + "current directory).")
    private String path;

    @Option(names = "--repository", paramLabel = "dir", description = "Check this local repository too, e.g. "
            + "~/.m2/repository; when it is on the workspace's mount the workspace's results stand for it. A "
            + "directory that does not exist yet is checked where it will be created.")
    private String repository;

    @Option(names = "--policy", paramLabel = "name|file", description = "A built-in policy or a YAML/JSON policy "
            + "file (default: " + Policy.BUILT_IN_DEFAULT + "). See --print-policy.")
    private String policy;

    @Option(names = "--print-policy", description = "Print the built-in policy (with the evidence behind each "
            + "threshold) as YAML to start a custom one, and exit.")
    private boolean printPolicy;

    @Option(names = "--list-metrics", description = "List the metrics a policy rule can test, and exit.")
    private boolean listMetrics;

    @Option(names = "--baseline", paramLabel = "file", description = "A check.json or probe.json to compare with: "
            + "every metric of the policy fails when worse than it by more than --max-regression.")
    private String baseline;

    @Option(names = "--max-regression", paramLabel = "percent", description = "How much worse than the baseline "
            + "a metric may be (default: " + CheckOptions.DEFAULT_MAX_REGRESSION_PERCENT + "%%; 0%% to "
            + CheckOptions.MAX_REGRESSION_PERCENT + "%%, with the percent sign below 1).")
    private String maxRegression;

    @Option(names = "--fail-on", paramLabel = "fail|warn", description = "Fail the check on FAIL verdicts only, or "
            + "on warnings too (default: " + CheckOptions.DEFAULT_FAIL_ON_TEXT + ").")
    private String failOn;

    @Option(names = "--junit", paramLabel = "file", description = "Write JUnit XML here: one test per rule, so "
            + "Jenkins, GitLab and GitHub show each rule.")
    private String junitFile;

    @Option(names = {"-l", "--label"}, paramLabel = "name", description = "The workspace storage's label (default: "
            + "from the mount).")
    private String label;

    @Option(names = "--output-dir", paramLabel = "dir", description = "Where the report goes (default: "
            + OptionContext.STANDALONE_OUTPUT_DIRECTORY + ").")
    private String outputDirectory;

    @Option(names = "--duration", paramLabel = "seconds", description = "Time budget per probe operation "
            + "(default: " + ProbeOptions.QUICK_DURATION + ", the quick probe's). Longer spreads less.")
    private String duration;

    @Option(names = "--time-limit", paramLabel = "seconds", description = "Stop probing after this long and fail "
            + "what was not measured (default: " + CheckOptions.DEFAULT_TIME_LIMIT_TEXT + "; up to "
            + CheckOptions.MAX_TIME_LIMIT_SECONDS + "s).")
    private String timeLimit;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (printPolicy) {
            String name = policy == null ? Policy.BUILT_IN_DEFAULT : policy;
            String text = Policies.builtInText(name);
            if (text == null) {
                throw new InvalidOptionException(CliOptions.names(spec).name("policy"), name, "is not a built-in policy",
                        "--print-policy prints one of: " + String.join(", ", Policies.builtInNames()));
            }
            out.print(text);
            out.flush();
            return CliFailures.OK;
        }
        if (listMetrics) {
            Metric.catalogue().forEach(out::println);
            out.flush();
            return CliFailures.OK;
        }
        OptionContext context = CliOptions.context(spec);
        CheckOptions options = CheckOptions.from(this, context);
        PrintWriter err = spec.commandLine().getErr();
        CheckService.Checked checked = new CheckService(line -> {
            err.println(line);
            err.flush();
        }, context.names()).check(options);
        checked.console().forEach(out::println);
        out.flush();
        return checked.passed() ? CliFailures.OK : CliFailures.CHECK_FAILED;
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public String repository() {
        return repository;
    }

    @Override
    public String policy() {
        return policy;
    }

    @Override
    public String baseline() {
        return baseline;
    }

    @Override
    public String maxRegression() {
        return maxRegression;
    }

    @Override
    public String failOn() {
        return failOn;
    }

    @Override
    public String junitFile() {
        return junitFile;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }

    @Override
    public String duration() {
        return duration;
    }

    @Override
    public String timeLimit() {
        return timeLimit;
    }
}
