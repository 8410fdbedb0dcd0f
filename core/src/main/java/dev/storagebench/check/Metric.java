package dev.storagebench.check;

import dev.storagebench.probe.Latency;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.probe.ProbeResult;
import dev.storagebench.probe.Workload;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** A figure a check rule can test, read from one operation of the quick probe. */
public enum Metric {
    CREATE_RATE("create-rate", "small-file creates (create, write 1-20 KiB, close)", Workload.METADATA,
            "create+write+close", Statistic.OPS_PER_SECOND),
    CREATE_P99("create-p99", "small-file create p99", Workload.METADATA, "create+write+close", Statistic.P99),
    STAT_RATE("stat-rate", "stat calls", Workload.METADATA, "stat", Statistic.OPS_PER_SECOND),
    STAT_P99("stat-p99", "stat p99", Workload.METADATA, "stat", Statistic.P99),
    READ_P99("small-read-p99", "small-file open+read p99", Workload.METADATA, "open+read", Statistic.P99),
    DELETE_RATE("delete-rate", "file deletes", Workload.METADATA, "delete", Statistic.OPS_PER_SECOND),
    FSYNC_RATE("fsync-rate", "4 KiB write + fsync", Workload.FSYNC, "write 4KiB + fsync", Statistic.OPS_PER_SECOND),
    FSYNC_P99("fsync-p99", "4 KiB write + fsync p99", Workload.FSYNC, "write 4KiB + fsync", Statistic.P99),
    RANDOM_READ_IOPS("random-read-iops", "4 KiB random reads, direct where supported", Workload.RANDOM,
            "read 4KiB", Statistic.OPS_PER_SECOND),
    RANDOM_READ_P99("random-read-p99", "4 KiB random read p99", Workload.RANDOM, "read 4KiB", Statistic.P99),
    RANDOM_WRITE_IOPS("random-write-iops", "4 KiB random O_DSYNC writes", Workload.RANDOM, "write 4KiB",
            Statistic.OPS_PER_SECOND),
    SEQUENTIAL_WRITE("sequential-write", "sequential 1 MiB writes with a final fsync", Workload.SEQUENTIAL,
            "write 1MiB", Statistic.MIB_PER_SECOND),
    SEQUENTIAL_READ("sequential-read", "sequential 1 MiB reads (warm: the check leaves the page cache alone)",
            Workload.SEQUENTIAL, "read 1MiB", Statistic.MIB_PER_SECOND),
    CHECKOUT_RATE("checkout-rate", "checkout-like tree write, files per second", Workload.CHECKOUT, "write tree",
            Statistic.OPS_PER_SECOND),
    COMPILE_RATE("compile-rate", "compile-like stat+read+write, sources per second", Workload.COMPILE,
            "stat+read+write", Statistic.OPS_PER_SECOND);

    /** Which number of a probe result a metric reads, and so its unit. */
    public enum Statistic {
        OPS_PER_SECOND(Unit.RATE),
        MIB_PER_SECOND(Unit.THROUGHPUT),
        P99(Unit.LATENCY);

        private final Unit unit;

        Statistic(Unit unit) {
            this.unit = unit;
        }

        public Unit unit() {
            return unit;
        }
    }

    /** The unit of a metric's values: operations per second, MiB per second, or nanoseconds of latency. */
    public enum Unit {
        RATE, THROUGHPUT, LATENCY
    }

    private final String id;
    private final String description;
    private final Workload workload;
    private final String operation;
    private final Statistic statistic;

    Metric(String id, String description, Workload workload, String operation, Statistic statistic) {
        this.id = id;
        this.description = description;
        this.workload = workload;
        this.operation = operation;
        this.statistic = statistic;
    }

    /** The name policies use. */
    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    /** The probe workload that measures it. */
    public Workload workload() {
        return workload;
    }

    /** The probe operation it reads. */
    public String operation() {
        return operation;
    }

    public Statistic statistic() {
        return statistic;
    }

    public Unit unit() {
        return statistic.unit();
    }

    /** Whether bigger values are better (rates, throughput) rather than worse (latency). */
    public boolean higherIsBetter() {
        return unit() != Unit.LATENCY;
    }

    /** The comparison that fits the metric when a rule leaves it out. */
    public Comparison naturalComparison() {
        return higherIsBetter() ? Comparison.AT_LEAST : Comparison.AT_MOST;
    }

    /** The operation's result in {@code report}, or null when the probe did not measure it. */
    public ProbeResult resultIn(ProbeReport report) {
        ProbeResult r = report.result(workload.id(), operation);
        return r == null || r.ops() == 0 ? null : r;
    }

    /** The metric's value in {@code report} in its base unit (ops/s, MiB/s, ns), or null when not measured. */
    public Double valueIn(ProbeReport report) {
        ProbeResult r = resultIn(report);
        if (r == null) {
            return null;
        }
        return switch (statistic) {
            case OPS_PER_SECOND -> r.opsPerSecond();
            case MIB_PER_SECOND -> r.mibPerSecond();
            case P99 -> {
                Latency l = r.latency();
                yield l == null ? null : (double) l.p99Nanos();
            }
        };
    }

    /** The metric called {@code id}, or null. */
    public static Metric byId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.id.equals(wanted)).findFirst().orElse(null);
    }

    /** One line per metric for {@code --list-metrics}: name, unit, what it is and the probe operation it reads. */
    public static List<String> catalogue() {
        return Arrays.stream(values()).map(m -> String.format(Locale.ROOT, "%-18s %-10s %s (%s %s)", m.id,
                m.unit().name().toLowerCase(Locale.ROOT), m.description, m.workload.id(), m.operation)).toList();
    }

    /** Every metric's name, in catalogue order. */
    public static List<String> ids() {
        return Arrays.stream(values()).map(Metric::id).toList();
    }
}
