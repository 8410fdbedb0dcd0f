package dev.storagebench.compare;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.ProbeCell;
import dev.storagebench.compare.Comparison.ProbeRow;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.format.Text;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.probe.ProbeResult;
import dev.storagebench.record.FileOpCount;
import dev.storagebench.record.FileOps;
import dev.storagebench.report.GroupSummary;
import dev.storagebench.report.OperationSummary;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.Summaries;
import dev.storagebench.report.SummaryReport;
import dev.storagebench.report.SyscallReport;
import dev.storagebench.stats.Distribution;
import dev.storagebench.stats.RatioEstimate;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** Reads run reports from several storages, compares each task across them and renders the comparison. */
public final class CompareService {

    /** The statistical method, as {@code --help}, the docs and every output state it. */
    public static final String METHOD = "ratio of geometric means of real time (and of user+sys CPU) against the "
            + "baseline; confidence interval from Welch's t-test on the logarithms of the per-run times; at least "
            + RatioEstimate.MIN_RUNS + " succeeded runs per storage are needed for an interval";

    /**
     * What {@code compare} produced.
     *
     * @param comparison the comparison itself
     * @param rendered it in the requested format
     * @param output the file written, or null when the caller prints {@code rendered}
     */
    public record CompareResult(Comparison comparison, String rendered, Path output) {
    }

    private final OptionNames names;

    /** @param names how the adapter names options, for errors */
    public CompareService(OptionNames names) {
        this.names = names;
    }

    /** Compares the reports {@code options} name and renders them. */
    public CompareResult compare(CompareOptions options) throws StoragebenchException {
        ReportFiles.Found found = ReportFiles.load(options.inputs(), options.workingDirectory(), names);
        if (found.runs().isEmpty() && found.probes().isEmpty()) {
            throw new InvalidOptionException(names.name("inputs"), String.join(" ", options.inputs()),
                    "holds no storagebench reports",
                    "pass the run-N.json, summary.json or probe.json files that measure, run and fs wrote, or their "
                            + "directories");
        }
        Comparison comparison = build(found.runs(), found.probes(), found.syscalls(), options.baseline(),
                options.confidence(), found.notes(), names);
        String rendered = Renderers.render(comparison, options);
        if (options.output() != null) {
            try {
                Path parent = options.output().toAbsolutePath().getParent();
                Files.createDirectories(parent);
                Files.writeString(options.output(), rendered, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new StoragebenchException("cannot write " + options.output() + ": " + e.getMessage(), e);
            }
        }
        return new CompareResult(comparison, rendered, options.output());
    }

    /** The comparison of {@code runs} and {@code probes}. */
    static Comparison build(List<RunReport> runs, List<ProbeReport> probes, String baseline, double confidence,
                            List<String> searchNotes, OptionNames names) throws InvalidOptionException {
        return build(runs, probes, List.of(), baseline, confidence, searchNotes, names);
    }

    /** The same, with the file-system calls that {@code run --count-syscalls} counted. */
    static Comparison build(List<RunReport> runs, List<ProbeReport> probes, List<SyscallReport> syscalls,
                            String baseline, double confidence, List<String> searchNotes, OptionNames names)
            throws InvalidOptionException {
        List<String> notes = new ArrayList<>(searchNotes);
        Map<TaskKey, Map<String, List<RunReport>>> byTask = new LinkedHashMap<>();
        Map<TaskKey, Instant> firstStart = new LinkedHashMap<>();
        Set<String> allLabels = new TreeSet<>();
        for (RunReport r : runs) {
            // runs of different JVM variants are different tasks, never one distribution
            TaskKey key = new TaskKey(r.kind(), r.jvmOptions(), r.task());
            byTask.computeIfAbsent(key, k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.label(), k -> new ArrayList<>()).add(r);
            firstStart.merge(key, r.start(), (a, b) -> a.isBefore(b) ? a : b);
            allLabels.add(r.label());
        }
        probes.forEach(p -> allLabels.add(p.label()));
        if (baseline != null && !allLabels.contains(baseline)) {
            throw new InvalidOptionException(names.name("baseline"), baseline, "is not a label in the reports (they have: "
                    + String.join(", ", allLabels) + ")", "use one of those labels or leave it out for the fastest");
        }
        List<TaskKey> keys = new ArrayList<>(byTask.keySet());
        keys.sort(Comparator.comparing(firstStart::get));
        List<TaskComparison> tasks = new ArrayList<>();
        for (TaskKey key : keys) {
            TaskComparison t = task(key.kind(), key.task(), key.jvmOptions(), byTask.get(key), baseline, confidence,
                    notes);
            tasks.add(key.kind() == ReportKind.RUN ? withSyscalls(t, syscalls) : t);
        }
        Map<String, ProbeReport> newest = newestProbes(probes, notes);
        Map<String, String> probeMounts = new LinkedHashMap<>();
        newest.forEach((label, p) -> probeMounts.put(label, MountInfo.describe(p.mount())));
        return new Comparison(Comparison.SCHEMA, Version.tool(), METHOD, confidence, runs.size(), tasks,
                probeRows(newest), probeMounts, notes);
    }

    /** What makes runs one task: what ran them, the JVM variant (runs of different variants never mix) and what ran. */
    private record TaskKey(ReportKind kind, String jvmOptions, String task) {
    }

    /** Probe operations side by side, the newest probe of each label; each row's fastest label is its baseline. */
    private static Map<String, ProbeReport> newestProbes(List<ProbeReport> probes, List<String> notes) {
        Map<String, ProbeReport> newest = new LinkedHashMap<>();
        for (ProbeReport p : probes) {
            ProbeReport seen = newest.get(p.label());
            if (seen != null) {
                notes.add("several probes of " + p.label() + "; the newest is compared");
            }
            if (seen == null || p.start().isAfter(seen.start())) {
                newest.put(p.label(), p);
            }
        }
        return newest;
    }

    private static List<ProbeRow> probeRows(Map<String, ProbeReport> newest) {
        Map<String, ProbeResult> operations = new LinkedHashMap<>();
        newest.values().forEach(p -> p.results().forEach(r -> operations.putIfAbsent(r.name(), r)));
        List<ProbeRow> rows = new ArrayList<>();
        for (ProbeResult op : operations.values()) {
            String best = null;
            double bestRate = -1;
            for (ProbeReport p : newest.values()) {
                ProbeResult r = p.result(op.workload(), op.operation());
                if (r != null && r.opsPerSecond() > bestRate) {
                    bestRate = r.opsPerSecond();
                    best = p.label();
                }
            }
            List<ProbeCell> cells = new ArrayList<>();
            for (ProbeReport p : newest.values()) {
                ProbeResult r = p.result(op.workload(), op.operation());
                cells.add(r == null ? new ProbeCell(p.label(), null, null, null, null)
                        : new ProbeCell(p.label(), r.opsPerSecond(), r.mibPerSecond(),
                                r.latency() == null ? null : r.latency().p99Nanos(),
                                p.label().equals(best) || r.opsPerSecond() <= 0 ? null : bestRate / r.opsPerSecond()));
            }
            rows.add(new ProbeRow(op.workload(), op.operation(), best, cells));
        }
        return rows;
    }

    /** The name of the one group a run comparison gets when strace counted its calls. */
    static final String TRACED_COMMAND = "whole command (calls from one untimed strace run)";

    /**
     * A run comparison with one group, the whole command, whose cells carry each storage's strace counts: so compare
     * shows the same per-kind rows for a command as for a build's phases.
     */
    private static TaskComparison withSyscalls(TaskComparison t, List<SyscallReport> syscalls) {
        Map<String, SyscallReport> byLabel = new LinkedHashMap<>();
        for (SyscallReport s : syscalls) {
            if (s.task().equals(t.task())) {
                byLabel.merge(s.label(), s, (a, b) -> a.start() != null && b.start() != null
                        && b.start().isAfter(a.start()) ? b : a);
            }
        }
        if (byLabel.isEmpty()) {
            return t;
        }
        List<GroupCell> cells = new ArrayList<>();
        for (StorageResult s : t.storages()) {
            SyscallReport r = byLabel.get(s.label());
            List<OperationSummary> ops = null;
            if (r != null) {
                ops = new ArrayList<>();
                for (FileOpCount c : new FileOps(r.fileOps()).byKind()) {
                    ops.add(new OperationSummary(c.kind(), one(c.calls()), one(c.nanos()), one(c.bytes()),
                            one(c.entries())));
                }
            }
            cells.add(new GroupCell(s.label(), s.wallNanos(), s.runs(), s.runs(), s.wallRatio(), ops));
        }
        return new TaskComparison(t.task(), t.kind(), t.baseline(), t.baselineReason(),
                t.storages(), List.of(new GroupComparison(TRACED_COMMAND, null, cells)), t.mojos(), t.jvmOptions());
    }

    private static Distribution one(long value) {
        return Distribution.of(List.of(value));
    }

    private static TaskComparison task(ReportKind kind, String task, String jvmOptions,
                                       Map<String, List<RunReport>> byLabel, String chosenBaseline,
                                       double confidence, List<String> notes) {
        String shown = Text.printable(task); // notes are one line each, whatever the command held
        Map<String, List<RunReport>> ok = new LinkedHashMap<>();
        Map<String, Integer> failed = new LinkedHashMap<>();
        for (Map.Entry<String, List<RunReport>> e : byLabel.entrySet()) {
            List<RunReport> good = e.getValue().stream().filter(RunReport::succeeded).toList();
            int bad = e.getValue().size() - good.size();
            failed.put(e.getKey(), bad);
            if (bad > 0) {
                notes.add(String.format(Locale.ROOT, "'%s' on %s: %d failed run(s) left out", shown, e.getKey(), bad));
            }
            if (good.isEmpty()) {
                notes.add(String.format(Locale.ROOT, "'%s' on %s: no succeeded run, so it is not compared", shown, e.getKey()));
            } else {
                ok.put(e.getKey(), good);
                if (good.size() < RatioEstimate.MIN_RUNS) {
                    notes.add(String.format(Locale.ROOT, "'%s' on %s: %d succeeded run; too few for a confidence interval "
                                    + "(need %d or more; raise --runs or -Dstoragebench.runs)", shown, e.getKey(),
                            good.size(), RatioEstimate.MIN_RUNS));
                }
            }
        }
        List<String> labels = new ArrayList<>(ok.keySet());
        labels.sort(Comparator.comparingDouble(l -> median(ok.get(l), r -> r.totals().wallNanos())));
        String baseline;
        String reason;
        if (chosenBaseline != null && ok.containsKey(chosenBaseline)) {
            baseline = chosenBaseline;
            reason = "chosen";
        } else {
            baseline = labels.isEmpty() ? null : labels.get(0);
            reason = "fastest";
            if (chosenBaseline != null && baseline != null) {
                notes.add(String.format(Locale.ROOT, "'%s' has no succeeded run on the baseline %s; compared against the "
                        + "fastest, %s", shown, chosenBaseline, baseline));
            }
        }
        List<StorageResult> storages = new ArrayList<>();
        List<RunReport> base = baseline == null ? List.of() : ok.get(baseline);
        for (String label : labels) {
            List<RunReport> rs = ok.get(label);
            boolean isBase = label.equals(baseline);
            storages.add(new StorageResult(label, MountInfo.describe(rs.get(0).workspaceMount()),
                    rs.size(), failed.get(label),
                    dist(rs, r -> r.totals().wallNanos()),
                    dist(rs, r -> r.totals().userNanos()),
                    dist(rs, r -> r.totals().systemNanos()),
                    isBase ? null : ratio(values(rs, r -> r.totals().wallNanos()),
                            values(base, r -> r.totals().wallNanos()), confidence),
                    isBase ? null : ratio(values(rs, CompareService::cpuNanos), values(base, CompareService::cpuNanos),
                            confidence)));
        }
        List<GroupComparison> phases = List.of();
        List<GroupComparison> mojos = List.of();
        if (kind == ReportKind.MEASURE && baseline != null) {
            Map<String, SummaryReport> summaries = new LinkedHashMap<>();
            for (String label : labels) {
                summaries.put(label, Summaries.summarize(Version.tool(), kind, label, task, 0, ok.get(label),
                        List.of()));
            }
            phases = groups(summaries, SummaryReport::phases, baseline, labels.get(labels.size() - 1), confidence);
            mojos = groups(summaries, SummaryReport::mojos, baseline, labels.get(labels.size() - 1), confidence);
        }
        return new TaskComparison(task, kind, baseline, reason, storages, phases, mojos, jvmOptions);
    }

    /**
     * Phases or mojos across storages, in the order the slowest storage lists them (lifecycle order for phases,
     * slowest first for mojos), then any that only other storages have.
     */
    private static List<GroupComparison> groups(Map<String, SummaryReport> summaries,
                                                Function<SummaryReport, List<GroupSummary>> of, String baseline,
                                                String slowest, double confidence) {
        Set<String> names = new LinkedHashSet<>();
        Map<String, String> phaseOf = new LinkedHashMap<>();
        List<SummaryReport> order = new ArrayList<>();
        order.add(summaries.get(slowest));
        order.addAll(summaries.values());
        for (SummaryReport s : order) {
            for (GroupSummary g : of.apply(s)) {
                names.add(g.name());
                phaseOf.putIfAbsent(g.name(), g.phase());
            }
        }
        List<GroupComparison> result = new ArrayList<>();
        for (String name : names) {
            GroupSummary base = find(of.apply(summaries.get(baseline)), name);
            List<GroupCell> cells = new ArrayList<>();
            for (Map.Entry<String, SummaryReport> e : summaries.entrySet()) {
                GroupSummary g = find(of.apply(e.getValue()), name);
                RatioEstimate ratio = null;
                if (!e.getKey().equals(baseline) && g != null && base != null && g.wallNanos() != null
                        && base.wallNanos() != null) {
                    ratio = ratio(g.wallNanos().values(), base.wallNanos().values(), confidence);
                }
                cells.add(new GroupCell(e.getKey(), g == null ? null : g.wallNanos(),
                        g == null ? 0 : g.presentInRuns(), e.getValue().runs(), ratio, g == null ? null : g.fileOps()));
            }
            result.add(new GroupComparison(name, phaseOf.get(name), cells));
        }
        return result;
    }

    private static GroupSummary find(List<GroupSummary> groups, String name) {
        return groups.stream().filter(g -> g.name().equals(name)).findFirst().orElse(null);
    }

    /** A ratio when both sides have positive values for every run; null otherwise. */
    private static RatioEstimate ratio(List<Double> measured, List<Double> baseline, double confidence) {
        if (measured.isEmpty() || baseline.isEmpty() || measured.stream().anyMatch(v -> !(v > 0))
                || baseline.stream().anyMatch(v -> !(v > 0))) {
            return null;
        }
        return RatioEstimate.of(measured, baseline, confidence);
    }

    private static Long cpuNanos(RunReport r) {
        Long u = r.totals().userNanos();
        Long s = r.totals().systemNanos();
        return u == null || s == null ? null : u + s;
    }

    /** The values of a metric over runs; empty when any run lacks it, so a partial set never reads as complete. */
    private static List<Double> values(List<RunReport> runs, Function<RunReport, Number> metric) {
        List<Double> v = new ArrayList<>();
        for (RunReport r : runs) {
            Number n = metric.apply(r);
            if (n == null) {
                return List.of();
            }
            v.add(n.doubleValue());
        }
        return v;
    }

    private static Distribution dist(List<RunReport> runs, Function<RunReport, Number> metric) {
        return Distribution.of(values(runs, metric));
    }

    private static double median(List<RunReport> runs, Function<RunReport, Number> metric) {
        Distribution d = dist(runs, metric);
        return d == null ? Double.MAX_VALUE : d.median();
    }
}
