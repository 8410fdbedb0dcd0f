package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StorageLabel;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * What a CI self-check does, with every default defined here once.
 *
 * @param workspace the workspace directory to check
 * @param repository the local repository to check as well, or null to check only the workspace
 * @param policy the rules
 * @param baseline a probe.json or check.json to compare against, or null
 * @param baselineProbe the probe read from it (a check's workspace probe), read up front so a bad baseline fails
 *     before any probing; null without a baseline
 * @param maxRegression how much worse than the baseline a metric may be, as a fraction (0.2 = 20%)
 * @param label the workspace storage's label, or null for the mount's default label
 * @param outputDirectory where the report goes ({@code <label>/check.json} inside it)
 * @param junitFile where to write JUnit XML, or null
 * @param stepSummary a GitHub Actions step summary file to append Markdown to, or null
 * @param failOn the verdict from which the check fails: FAIL, or WARN for a strict check
 * @param phaseDuration the probe's time budget per operation
 * @param timeLimit when to stop probing and fail what was not measured yet
 */
public record CheckOptions(Path workspace, Path repository, Policy policy, Path baseline,
                           ProbeReport baselineProbe, double maxRegression,
                           String label, Path outputDirectory, Path junitFile, Path stepSummary, Outcome failOn,
                           Duration phaseDuration, Duration timeLimit) {

    /** The largest regression against a baseline when none is given: 20%, above this machine's run-to-run spread. */
    public static final int DEFAULT_MAX_REGRESSION_PERCENT = 20;
    /** The largest regression allowed, in percent. */
    public static final int MAX_REGRESSION_PERCENT = 1000;
    /** The same as a fraction. */
    public static final double DEFAULT_MAX_REGRESSION = DEFAULT_MAX_REGRESSION_PERCENT / 100.0;
    /** Checks fail on FAIL verdicts unless asked to fail on warnings too, as the user would write it. */
    public static final String DEFAULT_FAIL_ON_TEXT = "fail";
    /** The same as an outcome. */
    public static final Outcome DEFAULT_FAIL_ON = Outcome.valueOf(DEFAULT_FAIL_ON_TEXT.toUpperCase(Locale.ROOT));
    /** The probe's budget per operation: the quick probe's. */
    public static final Duration DEFAULT_PHASE_DURATION = ProbeOptions.QUICK_PHASE_DURATION;
    /** The time after which the probing stops, in seconds. */
    public static final long DEFAULT_TIME_LIMIT_SECONDS = 60;
    /** The longest time limit: a check is a pipeline step, not a benchmark. */
    public static final long MAX_TIME_LIMIT_SECONDS = 3600;
    /** The same as a duration. */
    public static final Duration MAX_TIME_LIMIT = Duration.ofSeconds(MAX_TIME_LIMIT_SECONDS);
    /** The same as the user would write it. */
    public static final String DEFAULT_TIME_LIMIT_TEXT = DEFAULT_TIME_LIMIT_SECONDS + "s";
    /** The time after which the probing stops; storage that slow fails what was not measured. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(DEFAULT_TIME_LIMIT_SECONDS);

    /**
     * Options from what the user set, each value validated and each unset one given core's default.
     *
     * @param context the base of relative paths (and the workspace when none is given), the default report
     *     directory and how the adapter names options
     */
    public static CheckOptions from(CheckSettings settings, OptionContext context) throws InvalidOptionException {
        Path ws = OptionContext.blank(settings.path()) ? context.baseDirectory() : context.resolve(settings.path());
        if (!Files.isDirectory(ws)) {
            throw context.invalid("path", ws.toString(), "is not a directory",
                    "point it at the build workspace; the check makes its scratch directory inside it");
        }
        String policy = settings.policy();
        Policy p;
        try {
            p = Policies.resolve(OptionContext.blank(policy) ? Policy.BUILT_IN_DEFAULT : policy,
                    context.baseDirectory());
        } catch (InvalidPolicyException e) {
            throw new InvalidPolicyException(context.name("policy"), e.value(), e.problem(), e.fix());
        }
        Path base = context.resolve(settings.baseline());
        if (base != null && !Files.isRegularFile(base)) {
            throw context.invalid("baseline", settings.baseline(), "is not a file",
                    "give a check.json or probe.json written by an earlier check or probe");
        }
        double regression = DEFAULT_MAX_REGRESSION;
        String maxRegression = settings.maxRegression();
        if (!OptionContext.blank(maxRegression)) {
            if (base == null) {
                throw context.invalid("maxRegression", maxRegression, "needs a baseline to compare with",
                        "add " + context.name("baseline") + ", or leave the maximum regression out");
            }
            regression = percentage(maxRegression, context);
        }
        Outcome fo = DEFAULT_FAIL_ON;
        String failOn = settings.failOn();
        if (!OptionContext.blank(failOn)) {
            fo = switch (failOn.trim().toLowerCase(Locale.ROOT)) {
                case "fail" -> Outcome.FAIL;
                case "warn" -> Outcome.WARN;
                default -> throw context.invalid("failOn", failOn, "is not fail or warn",
                        "use fail (the default) or warn to fail the check on warnings too");
            };
        }
        ProbeReport baselineProbe = base == null ? null : Baselines.read(base, context.name("baseline"));
        Duration phase = settings.duration() == null ? DEFAULT_PHASE_DURATION
                : ProbeOptions.parseDuration(context.name("duration"), settings.duration(),
                        ProbeOptions.MAX_PHASE_DURATION);
        Duration limit = settings.timeLimit() == null ? DEFAULT_TIME_LIMIT
                : ProbeOptions.parseDuration(context.name("timeLimit"), settings.timeLimit(), MAX_TIME_LIMIT);
        return new CheckOptions(ws, context.resolve(settings.repository()), p, base, baselineProbe, regression,
                StorageLabel.check(context.name("label"), settings.label()),
                context.outputDirectory(settings.outputDirectory()), context.resolve(settings.junitFile()),
                context.resolve(settings.stepSummary()), fo, phase, limit);
    }

    private static double percentage(String text, OptionContext context) throws InvalidOptionException {
        String t = text.trim();
        boolean sign = t.endsWith("%");
        double v;
        try {
            v = Double.parseDouble(sign ? t.substring(0, t.length() - 1).trim() : t);
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!(v >= 0 && v <= MAX_REGRESSION_PERCENT)) {
            throw context.invalid("maxRegression", text, "is not a percentage from 0% to " + MAX_REGRESSION_PERCENT
                    + "%", "write e.g. " + DEFAULT_MAX_REGRESSION_PERCENT + "%");
        }
        if (!sign && v > 0 && v < 1) {
            // 0.2 could mean 20% (a fraction) or 0.2%: refuse to guess
            throw context.invalid("maxRegression", text, "is ambiguous (a fraction, or " + t + "%?)",
                    "write the percent sign: e.g. " + Math.round(v * 100) + "% or " + t + "%");
        }
        return v / 100;
    }

}
