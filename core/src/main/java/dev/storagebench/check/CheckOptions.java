package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StorageLabel;
import dev.storagebench.probe.ProbeOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * What a CI self-check does, with every default defined here once; adapters pass nulls for what the user left unset.
 *
 * @param workspace the workspace directory to check
 * @param repository the local repository to check as well, or null to check only the workspace
 * @param policy the rules
 * @param baseline a probe.json or check.json to compare against, or null
 * @param maxRegression how much worse than the baseline a metric may be, as a fraction (0.2 = 20%)
 * @param label the workspace storage's label, or null for the mount's default label
 * @param outputDirectory where the report goes ({@code <label>/check.json} inside it)
 * @param junitFile where to write JUnit XML, or null
 * @param stepSummary a GitHub Actions step summary file to append Markdown to, or null
 * @param failOn the verdict from which the check fails: FAIL, or WARN for a strict check
 * @param phaseDuration the probe's time budget per operation
 * @param timeLimit when to stop probing and fail what was not measured yet
 */
public record CheckOptions(Path workspace, Path repository, Policy policy, Path baseline, double maxRegression,
                           String label, Path outputDirectory, Path junitFile, Path stepSummary, Outcome failOn,
                           Duration phaseDuration, Duration timeLimit) {

    /** The largest regression against a baseline when none is given: 20%, above this machine's run-to-run spread. */
    public static final double DEFAULT_MAX_REGRESSION = 0.20;
    /** Checks fail on FAIL verdicts unless asked to fail on warnings too. */
    public static final Outcome DEFAULT_FAIL_ON = Outcome.FAIL;
    /** The probe's budget per operation: the quick probe's. */
    public static final Duration DEFAULT_PHASE_DURATION = ProbeOptions.QUICK_PHASE_DURATION;
    /** The time after which the probing stops; storage that slow fails what was not measured. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(60);

    /**
     * Builds options from what the user set, validating each value.
     *
     * @param cwd the directory relative paths are resolved against
     * @param repository the local repository to check too, or null to leave it out
     * @param maxRegression a percentage such as {@code 20%} or {@code 20}
     * @param failOn {@code fail} or {@code warn}
     * @param outputDirectory the report directory; the adapter's default applies when null
     */
    public static CheckOptions of(Path cwd, String workspace, String repository, String policy, String baseline,
                                  String maxRegression, String label, Path outputDirectory, String junitFile,
                                  String stepSummary, String failOn, String duration, String timeLimit)
            throws InvalidOptionException {
        Path ws = workspace == null || workspace.isBlank() ? cwd : cwd.resolve(workspace);
        if (!Files.isDirectory(ws)) {
            throw new InvalidOptionException("path", ws.toString(), "is not a directory",
                    "point it at the build workspace; the check makes its scratch directory inside it");
        }
        Path repo = repository == null || repository.isBlank() ? null : cwd.resolve(repository);
        Policy p = Policies.resolve(policy == null || policy.isBlank() ? Policy.BUILT_IN_DEFAULT : policy, cwd);
        Path base = null;
        if (baseline != null && !baseline.isBlank()) {
            base = cwd.resolve(baseline);
            if (!Files.isRegularFile(base)) {
                throw new InvalidOptionException("baseline", baseline, "is not a file",
                        "give a check.json or probe.json written by an earlier check or 'bench-cli fs'");
            }
        }
        double regression = DEFAULT_MAX_REGRESSION;
        if (maxRegression != null && !maxRegression.isBlank()) {
            if (base == null) {
                throw new InvalidOptionException("maxRegression", maxRegression, "needs a baseline to compare with",
                        "add a baseline report, or leave the maximum regression out");
            }
            regression = percentage(maxRegression);
        }
        Outcome fo = DEFAULT_FAIL_ON;
        if (failOn != null && !failOn.isBlank()) {
            fo = switch (failOn.trim().toLowerCase(Locale.ROOT)) {
                case "fail" -> Outcome.FAIL;
                case "warn" -> Outcome.WARN;
                default -> throw new InvalidOptionException("failOn", failOn, "is not fail or warn",
                        "use fail (the default) or warn to fail the check on warnings too");
            };
        }
        Duration phase = duration == null || duration.isBlank() ? DEFAULT_PHASE_DURATION
                : ProbeOptions.parseDuration("duration", duration);
        Duration limit = timeLimit == null || timeLimit.isBlank() ? DEFAULT_TIME_LIMIT
                : ProbeOptions.parseDuration("timeLimit", timeLimit);
        return new CheckOptions(ws.toAbsolutePath().normalize(), repo == null ? null : repo.toAbsolutePath().normalize(),
                p, base, regression, StorageLabel.check("label", label), cwd.resolve(outputDirectory),
                junitFile == null || junitFile.isBlank() ? null : cwd.resolve(junitFile),
                stepSummary == null || stepSummary.isBlank() ? null : cwd.resolve(stepSummary), fo, phase, limit);
    }

    private static double percentage(String text) throws InvalidOptionException {
        String t = text.trim();
        try {
            double v = Double.parseDouble(t.endsWith("%") ? t.substring(0, t.length() - 1).trim() : t);
            if (!(v > 0 && v <= 1000)) {
                throw new NumberFormatException();
            }
            return v / 100;
        } catch (NumberFormatException e) {
            throw new InvalidOptionException("maxRegression", text, "is not a percentage between 0 and 1000",
                    "write e.g. 20%");
        }
    }
}
