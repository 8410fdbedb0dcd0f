package dev.storagebench.compare;

import dev.storagebench.report.ReportKind;
import dev.storagebench.report.OperationSummary;
import dev.storagebench.stats.Distribution;
import dev.storagebench.stats.RatioEstimate;
import java.util.List;
import java.util.Map;

/**
 * Runs of the same tasks on different storage side by side: the file {@code compare --format json} writes,
 * schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param method how ratios and intervals were computed, in words
 * @param confidence the intervals' confidence level
 * @param runsRead how many run reports were read
 * @param tasks one entry per task (goals or command), in the order they were first run
 * @param probes one row per probe operation across the probed storages; empty without probe reports
 * @param probeMounts the mount of each probed label, in one line
 * @param notes what the reader should know: runs left out, too few runs, skipped files
 */
public record Comparison(String schema, String tool, String method, double confidence, int runsRead,
                         List<TaskComparison> tasks, List<ProbeRow> probes, Map<String, String> probeMounts,
                         List<String> notes) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-comparison/1";

    public Comparison {
        tasks = List.copyOf(tasks);
        probes = List.copyOf(probes);
        probeMounts = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(probeMounts));
        notes = List.copyOf(notes);
    }

    /** Every label, in the order the first task lists them, then any the first task lacks. */
    public List<String> labels() {
        java.util.LinkedHashSet<String> all = new java.util.LinkedHashSet<>();
        tasks.forEach(t -> t.storages().forEach(s -> all.add(s.label())));
        return List.copyOf(all);
    }

    /** The labels of the probe reports, in the order of the rows' cells. */
    public List<String> probeLabels() {
        return probes.isEmpty() ? List.of() : probes.get(0).cells().stream().map(ProbeCell::label).toList();
    }

    /**
     * One probe operation on every probed storage.
     *
     * @param workload the workload, e.g. {@code metadata}
     * @param operation the operation, e.g. {@code create+write+close}
     * @param baseline the label with the highest rate, against which the others are compared
     * @param cells one per probed label; a null rate where that probe did not run the operation
     */
    public record ProbeRow(String workload, String operation, String baseline, List<ProbeCell> cells) {
        public ProbeRow {
            cells = List.copyOf(cells);
        }
    }

    /**
     * One probe operation on one storage.
     *
     * @param label the storage label
     * @param opsPerSecond operations per second; null when not run there
     * @param mibPerSecond MiB per second; null for metadata operations or when not run
     * @param p99Nanos the 99th percentile latency; null when not run
     * @param slowerBy how many times slower than the baseline (its rate divided by this one); null for the baseline
     */
    public record ProbeCell(String label, Double opsPerSecond, Double mibPerSecond, Long p99Nanos, Double slowerBy) {
    }

    /**
     * One task across storages.
     *
     * @param task the goals or command
     * @param kind {@code measure} or {@code run}
     * @param baseline the label the others are compared against
     * @param baselineReason why that label: {@code fastest} or {@code chosen}
     * @param storages one entry per label, fastest first
     * @param phases per lifecycle phase (measure reports only)
     * @param mojos per mojo (measure reports only)
     * @param jvmOptions the JVM options variant of these runs ({@code measure -Dstoragebench.jvmVariants});
     *     null when none
     */
    public record TaskComparison(String task, ReportKind kind, String baseline, String baselineReason,
                                 List<StorageResult> storages, List<GroupComparison> phases,
                                 List<GroupComparison> mojos, String jvmOptions) {
        public TaskComparison {
            storages = List.copyOf(storages);
            phases = List.copyOf(phases);
            mojos = List.copyOf(mojos);
        }

        /** The result for {@code label}, or null when the task has no runs there. */
        public StorageResult storage(String label) {
            return storages.stream().filter(s -> s.label().equals(label)).findFirst().orElse(null);
        }
    }

    /**
     * One task on one storage.
     *
     * @param label the storage label
     * @param mount the workspace's mount in one line
     * @param runs succeeded runs counted
     * @param failedRuns failed runs left out
     * @param wallNanos real time per run
     * @param userNanos user CPU of the process tree per run; null when not measured
     * @param systemNanos system CPU of the process tree per run; null when not measured
     * @param wallRatio real time against the baseline; null for the baseline itself
     * @param cpuRatio user+system CPU against the baseline; null for the baseline or when CPU was not measured
     */
    public record StorageResult(String label, String mount, int runs, int failedRuns, Distribution wallNanos,
                                Distribution userNanos, Distribution systemNanos, RatioEstimate wallRatio,
                                RatioEstimate cpuRatio) {
    }

    /**
     * One phase or mojo of a task across storages.
     *
     * @param name the phase or mojo
     * @param phase the phase it ran in
     * @param cells one per storage of the task, in the task's storage order
     */
    public record GroupComparison(String name, String phase, List<GroupCell> cells) {
        public GroupComparison {
            cells = List.copyOf(cells);
        }
    }

    /**
     * One phase or mojo on one storage.
     *
     * @param label the storage label
     * @param wallNanos its wall time per run, summed over executions; null when it never ran there
     * @param presentInRuns in how many of the storage's runs it ran
     * @param runs the storage's runs
     * @param ratio its wall time against the baseline's; null for the baseline or when either side lacks it
     */
    public record GroupCell(String label, Distribution wallNanos, int presentInRuns, int runs, RatioEstimate ratio,
                            List<OperationSummary> fileOps) {
    }
}
