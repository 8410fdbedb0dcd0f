package dev.storagebench.check;

import dev.storagebench.OptionNames;
import dev.storagebench.OutputDirectory;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.format.Formats;
import dev.storagebench.json.ReportJson;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.probe.ProbeFailedException;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.probe.ProbeResult;
import dev.storagebench.probe.ProbeService;
import dev.storagebench.probe.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The CI self-check: runs the quick probe's workloads that a policy needs on the workspace (and the local repository
 * when asked), judges every rule PASS, WARN or FAIL, compares with a baseline when given, and writes the JSON report,
 * JUnit XML and a GitHub step summary.
 */
public final class CheckService {

    private final Consumer<String> progress;
    private final OptionNames names;

    /**
     * @param progress receives a line per measured operation
     * @param names how the adapter names options, for hints
     */
    public CheckService(Consumer<String> progress, OptionNames names) {
        this.progress = progress;
        this.names = names;
    }

    /**
     * What a check produced.
     *
     * @param report the report
     * @param reportFile where it was written
     * @param lines the lines to print at the end, each with the outcome it reports
     */
    public record Checked(CheckReport report, Path reportFile, List<ConsoleLine> lines) {
        public Checked {
            lines = List.copyOf(lines);
        }

        /** The lines as text. */
        public List<String> console() {
            return lines.stream().map(ConsoleLine::text).toList();
        }

        /** Whether the check passed, as the exit code and the build result should say. */
        public boolean passed() {
            return report.passed();
        }
    }

    /** Runs the check. Storage that cannot even be probed (full, read-only, no permission) fails the check. */
    public Checked check(CheckOptions options) throws StoragebenchException {
        OutputDirectory.prepare(options.outputDirectory(), names.name("outputDirectory"));
        CheckReport report = probeAndJudge(options);
        return writeOutputs(options, report);
    }

    /** Probes what the policy needs, judges every rule and compares with the baseline: the report, not yet written. */
    private CheckReport probeAndJudge(CheckOptions options) throws StoragebenchException {
        long t0 = System.nanoTime();
        Instant start = Instant.now();
        Policy policy = options.policy();
        ProbeReport baseline = options.baselineProbe();
        MountTable mounts = MountTable.load();
        List<CheckTarget> targets = new ArrayList<>();
        List<RuleResult> results = new ArrayList<>();
        List<String> notes = new ArrayList<>();

        MountInfo wsMount = mounts.lookup(options.workspace());
        String label = options.label() != null ? options.label() : wsMount.defaultLabel();
        ProbeReport wsProbe = null;
        if (policy.covers(Target.WORKSPACE)) {
            wsProbe = probe(Target.WORKSPACE, options.workspace(), options, label, policy, t0, results);
            targets.add(new CheckTarget(Target.WORKSPACE.id(), options.workspace().toString(),
                    options.workspace().toString(), wsMount, wsProbe, null));
            if (wsProbe != null) {
                judge(policy, Target.WORKSPACE, wsProbe, false, results);
            }
        } else {
            targets.add(new CheckTarget(Target.WORKSPACE.id(), options.workspace().toString(),
                    options.workspace().toString(), wsMount, null, "no rule of the policy applies to the workspace"));
        }
        if (options.repository() != null) {
            targets.add(repository(options, mounts, wsMount, wsProbe, t0, results));
        }
        if (baseline != null && wsProbe != null) {
            compare(policy, wsProbe, baseline, options, results, notes);
        } else if (baseline != null) {
            notes.add("the baseline was not compared: the workspace was not probed");
        }
        Outcome outcome = results.stream().map(RuleResult::outcome).reduce(Outcome.PASS, Outcome::worst);
        boolean passed = outcome.ordinal() < options.failOn().ordinal();
        long wall = System.nanoTime() - t0;
        return new CheckReport(CheckReport.SCHEMA, Version.tool(), "check", label, policy.name(),
                policy.source(), outcome, options.failOn(), passed, start, Instant.now(), wall,
                options.baseline() == null ? null : options.baseline().toString(),
                options.baseline() == null ? null : options.maxRegression(), targets, results, notes);
    }

    /** The local repository: judged on the workspace's probe when it shares the mount, else probed itself. */
    private CheckTarget repository(CheckOptions options, MountTable mounts, MountInfo wsMount, ProbeReport wsProbe,
                                   long t0, List<RuleResult> results) throws StoragebenchException {
        Policy policy = options.policy();
        Path repo = options.repository();
        Path existing = nearestExisting(repo);
        MountInfo repoMount = mounts.lookup(existing);
        String note = existing.equals(repo) ? null : repo + " does not exist yet; probed " + existing
                + ", where it will be created";
        if (!policy.covers(Target.REPOSITORY)) {
            return new CheckTarget(Target.REPOSITORY.id(), repo.toString(), existing.toString(), repoMount, null,
                    "no rule of the policy applies to the repository");
        }
        if (repoMount.mountPoint() != null && repoMount.mountPoint().equals(wsMount.mountPoint()) && wsProbe != null) {
            judge(policy, Target.REPOSITORY, wsProbe, true, results);
            return new CheckTarget(Target.REPOSITORY.id(), repo.toString(), existing.toString(), repoMount, null,
                    "on the same mount as the workspace (" + repoMount.mountPoint() + "), so the workspace's results "
                            + "stand for it");
        }
        ProbeReport repoProbe = probe(Target.REPOSITORY, existing, options, null, policy, t0, results);
        if (repoProbe != null) {
            judge(policy, Target.REPOSITORY, repoProbe, false, results);
        }
        return new CheckTarget(Target.REPOSITORY.id(), repo.toString(), existing.toString(), repoMount, repoProbe,
                note);
    }

    /**
     * Writes the report, then the JUnit XML and the step summary. Only the report is essential: an extra output that
     * cannot be written is a warning under the verdict, never a failed check.
     */
    private Checked writeOutputs(CheckOptions options, CheckReport report) throws StoragebenchException {
        Path file = options.outputDirectory().resolve(report.label()).resolve("check.json");
        write(file, report);
        List<ConsoleLine> console = new ArrayList<>(CheckText.render(report));
        String extra = "";
        if (options.junitFile() != null) {
            try {
                JUnitReport.write(report, options.junitFile());
                extra = "; JUnit XML: " + options.junitFile();
            } catch (IOException e) {
                console.add(new ConsoleLine(Outcome.WARN, "warning: cannot write the JUnit report "
                        + options.junitFile() + " (" + firstLine(e) + "); the verdict above stands"));
            }
        }
        if (options.stepSummary() != null) {
            try {
                Files.writeString(options.stepSummary(), CheckMarkdown.render(report), StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                console.add(new ConsoleLine(Outcome.WARN, "warning: cannot append to the step summary "
                        + options.stepSummary() + " (" + firstLine(e) + "); the verdict above stands"));
            }
        }
        console.add(new ConsoleLine(null, "report: " + file + extra));
        return new Checked(report, file, console);
    }

    private static String firstLine(IOException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.lines().findFirst().orElse(m);
    }

    /** Probes one target; a storage that fails the probe gets a FAIL result instead of a report. */
    private ProbeReport probe(Target target, Path dir, CheckOptions options, String label, Policy policy, long t0,
                              List<RuleResult> results) throws StoragebenchException {
        Set<Workload> workloads = EnumSet.noneOf(Workload.class);
        policy.rules().stream().filter(r -> r.targets().contains(target)).forEach(r -> workloads.add(r.metric()
                .workload()));
        Duration left = options.timeLimit().minusNanos(System.nanoTime() - t0);
        if (left.isNegative() || left.isZero()) {
            results.add(new RuleResult("probe", target.id(), null, null, null, null, null, Outcome.FAIL, "n/a", "",
                    "not probed: the check's time limit of " + Formats.duration(options.timeLimit().toNanos())
                            + " was used up before", "", null, 0));
            return null;
        }
        ProbeOptions probe = ProbeOptions.quickWarm(dir, workloads, options.phaseDuration(), label,
                options.outputDirectory(), left);
        try {
            return new ProbeService(progress, names).measure(probe);
        } catch (ProbeFailedException e) {
            results.add(new RuleResult("probe", target.id(), null, null, null, null, null, Outcome.FAIL, "n/a", "",
                    e.getMessage(), "a build needs to create, write and delete files in its " + target.id(), null,
                    0));
            return null;
        }
    }

    /**
     * Judges the rules that apply to {@code target} on {@code probe}.
     *
     * @param onlyOwn judge only rules that do not also apply to the workspace (the repository shares its mount)
     */
    private static void judge(Policy policy, Target target, ProbeReport probe, boolean onlyOwn,
                              List<RuleResult> results) {
        boolean timedOut = probe.unavailable().containsKey("timeLimit");
        for (Rule rule : policy.rules()) {
            if (!rule.targets().contains(target) || onlyOwn && rule.targets().contains(Target.WORKSPACE)) {
                continue;
            }
            Metric m = rule.metric();
            Double value = m.valueIn(probe);
            ProbeResult measured = m.resultIn(probe);
            Double warn = rule.warn() == null ? null : rule.warn().value();
            Double fail = rule.fail() == null ? null : rule.fail().value();
            if (value == null) {
                String why = timedOut ? "not measured: the probe stopped at the check's time limit first, so the "
                        + "storage is too slow for it" : "not measured: the probe did not report " + m.workload().id()
                        + " " + m.operation();
                results.add(new RuleResult(rule.id(), target.id(), m.id(), unit(m), null, warn, fail, Outcome.FAIL,
                        "n/a", rule.thresholdText(), why, rule.why(), null, 0));
                continue;
            }
            Outcome outcome = rule.judge(value);
            String shown = Threshold.format(value, m.unit());
            String message = switch (outcome) {
                case PASS -> shown + ": " + m.description();
                case WARN -> shown + " is " + rule.comparison().missWord() + " the warn threshold "
                        + Threshold.format(warn, m.unit());
                case FAIL -> shown + " is " + rule.comparison().missWord() + " the fail threshold "
                        + Threshold.format(fail, m.unit());
            };
            results.add(new RuleResult(rule.id(), target.id(), m.id(), unit(m), value, warn, fail, outcome, shown,
                    rule.thresholdText(), message, rule.why(), caveat(measured), measured.elapsedNanos()));
        }
    }

    /** Compares every metric of the policy's workspace rules with the baseline. */
    private static void compare(Policy policy, ProbeReport now, ProbeReport baseline, CheckOptions options,
                                List<RuleResult> results, List<String> notes) {
        notes.add(String.format(Locale.ROOT, "baseline: %s (%s, %s, probed %s)", options.baseline(),
                baseline.label(), MountInfo.describe(baseline.mount()), baseline.start()));
        if (baseline.phaseNanos() != now.phaseNanos()) {
            notes.add("the baseline ran " + Formats.duration(baseline.phaseNanos()) + " per operation and "
                    + "this check " + Formats.duration(now.phaseNanos()) + "; short runs spread more");
        }
        Set<Metric> metrics = new LinkedHashSet<>();
        policy.rules().stream().filter(r -> r.targets().contains(Target.WORKSPACE)).forEach(r -> metrics.add(
                r.metric()));
        double allowed = options.maxRegression();
        for (Metric m : metrics) {
            Double before = m.valueIn(baseline);
            Double after = m.valueIn(now);
            String id = m.id() + "-vs-baseline";
            String limit = String.format(Locale.ROOT, "fail if over %.0f%% worse than %s", allowed * 100,
                    before == null ? "the baseline" : Threshold.format(before, m.unit()));
            if (before == null || after == null || before <= 0) {
                results.add(new RuleResult(id, Target.WORKSPACE.id(), m.id(), unit(m), after, null, null,
                        Outcome.PASS, after == null ? "n/a" : Threshold.format(after, m.unit()), limit,
                        "not compared: " + (before == null ? "the baseline" : "this check") + " has no value",
                        "", null, 0));
                continue;
            }
            double worse = m.higherIsBetter() ? (before - after) / before : (after - before) / before;
            double failAt = m.higherIsBetter() ? before * (1 - allowed) : before * (1 + allowed);
            Outcome outcome = worse > allowed ? Outcome.FAIL : Outcome.PASS;
            String change = worse > 0 ? String.format(Locale.ROOT, "%.0f%% worse", worse * 100)
                    : String.format(Locale.ROOT, "%.0f%% better", -worse * 100);
            results.add(new RuleResult(id, Target.WORKSPACE.id(), m.id(), unit(m), after, null,
                    Math.max(failAt, 0), outcome, Threshold.format(after, m.unit()), limit,
                    Threshold.format(after, m.unit()) + " against " + Threshold.format(before, m.unit())
                            + " in the baseline: " + change, "", null, m.resultIn(now).elapsedNanos()));
        }
    }

    private static String caveat(ProbeResult r) {
        if (r.note() != null && r.note().contains("warm")) {
            return "warm reads: the page cache may serve them, so the figure can overstate the storage (" + r.note()
                    + ")";
        }
        return null;
    }

    private static String unit(Metric m) {
        return switch (m.unit()) {
            case RATE -> "ops/s";
            case THROUGHPUT -> "MiB/s";
            case LATENCY -> "ns";
        };
    }

    private static Path nearestExisting(Path path) {
        Path p = path;
        while (p != null && !Files.isDirectory(p)) {
            p = p.getParent();
        }
        return p == null ? path.getRoot() : p;
    }

    private static void write(Path file, CheckReport report) throws StoragebenchException {
        try {
            ReportJson.write(file, report);
        } catch (IOException e) {
            throw new StoragebenchException("cannot write the report " + file + ": " + e.getMessage(), e);
        }
    }
}
