package dev.storagebench.report;

import dev.storagebench.format.Formats;
import dev.storagebench.record.ExecutionMetrics;
import dev.storagebench.record.FileOpCount;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.NfsOpCount;
import dev.storagebench.stats.Distribution;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/** Turns the run reports of one measurement into its summary: per phase, per mojo, totals and the verdict. */
public final class Summaries {

    /** Below this blocked share of mojo time a build is called CPU-bound. */
    public static final double CPU_BOUND_BELOW = 0.20;
    /** From this blocked share of mojo time on a build is called waiting-bound. */
    public static final double WAITING_BOUND_FROM = 0.50;

    private Summaries() {
    }

    /** Summarises {@code runs}, which must share one kind, label and task. */
    public static SummaryReport summarize(String tool, ReportKind kind, String label, String task, int warmups,
                                          List<RunReport> runs, List<String> runFiles) {
        List<GroupSummary> phases = new ArrayList<>(groups(runs, MojoRecord::phaseGroup, true));
        phases.sort(Comparator.comparingInt(g -> LifecyclePhases.order(g.name())));
        List<GroupSummary> mojos = new ArrayList<>(groups(runs, MojoRecord::mojoName, false));
        mojos.sort(Comparator.comparingDouble((GroupSummary g) -> g.wallNanos() == null ? 0 : g.wallNanos().median())
                .reversed());
        Map<String, String> unavailable = new TreeMap<>();
        runs.forEach(r -> unavailable.putAll(r.unavailable()));
        RunReport first = runs.isEmpty() ? null : runs.get(0);
        return new SummaryReport(SummaryReport.SCHEMA, tool, kind, label, task, runs.size(), warmups, runFiles,
                runs.stream().allMatch(RunReport::succeeded) ? RunStatus.SUCCEEDED : RunStatus.FAILED,
                dist(runs, r -> r.totals().wallNanos()),
                dist(runs, r -> r.totals().userNanos()),
                dist(runs, r -> r.totals().systemNanos()),
                dist(runs, r -> r.attribution() == null ? null : r.attribution().inMojosShare()),
                dist(runs, r -> r.attribution() == null || r.attribution().fileIoAll() == null ? null
                        : r.attribution().fileIoAll().totalNanos()),
                phases, mojos, kind == ReportKind.MEASURE ? verdict(runs) : new Verdict("unknown",
                        "IO-bound verdict: n/a: a '" + kind + "' report times a whole command, not its threads",
                        0, 0, null, null),
                first == null ? null : first.host(),
                first == null ? null : first.workspaceMount(),
                first == null ? null : first.localRepositoryMount(),
                unavailable, first == null ? null : first.jvmOptions());
    }

    private static Distribution dist(List<RunReport> runs, Function<RunReport, Number> metric) {
        List<Number> values = new ArrayList<>();
        for (RunReport r : runs) {
            Number v = metric.apply(r);
            if (v != null) {
                values.add(v);
            }
        }
        return Distribution.of(values);
    }

    /** Per-run sums of one group's executions; a figure is null when any execution lacked it. */
    private static final class Sums {
        int executions;
        long wall;
        Long user = 0L;
        Long system = 0L;
        Long io = 0L;
        Long device = 0L;
        Long fileIo = 0L;
        Long offCpu = 0L;
        Long blocked = 0L;
        /** Per kind: calls, nanos, bytes, entries; null once an execution lacks the agent's counts. */
        Map<String, long[]> ops = new LinkedHashMap<>();
        /** Per NFS operation: ops, RTT ms, execute ms, bytes; null once an execution was not on an NFS mount. */
        Map<String, long[]> nfs = new LinkedHashMap<>();

        void add(MojoRecord m) {
            ExecutionMetrics x = m.metrics();
            executions++;
            wall += x.wallNanos();
            user = plus(user, x.userNanos());
            system = plus(system, x.systemNanos());
            io = plus(io, x.io() == null ? null : x.io().readChars() + x.io().writtenChars());
            device = plus(device, x.io() == null ? null : x.io().deviceReadBytes() + x.io().deviceWriteBytes());
            fileIo = plus(fileIo, m.fileIo() == null ? null : m.fileIo().totalNanos());
            offCpu = plus(offCpu, x.offCpuNanos());
            blocked = plus(blocked, blockedNanos(x));
            if (ops != null && m.fileOps() == null) {
                ops = null;
            } else if (ops != null) {
                for (FileOpCount c : m.fileOps().byKind()) {
                    long[] sum = ops.computeIfAbsent(c.kind(), k -> new long[4]);
                    sum[0] += c.calls();
                    sum[1] += c.nanos();
                    sum[2] += c.bytes();
                    sum[3] += c.entries();
                }
            }
            if (nfs != null && m.mountOps() == null) {
                nfs = null;
            } else if (nfs != null) {
                for (NfsOpCount c : m.mountOps()) {
                    long[] sum = nfs.computeIfAbsent(c.op(), k -> new long[4]);
                    sum[0] += c.ops();
                    sum[1] += c.rttMillis();
                    sum[2] += c.executeMillis();
                    sum[3] += c.bytesSent() + c.bytesReceived();
                }
            }
        }

        private static Long plus(Long sum, Long value) {
            return sum == null || value == null ? null : sum + value;
        }
    }

    private static List<GroupSummary> groups(List<RunReport> runs, Function<MojoRecord, String> key,
                                             boolean isPhase) {
        Map<String, String> phaseOf = new LinkedHashMap<>();
        List<Map<String, Sums>> perRun = new ArrayList<>();
        for (RunReport run : runs) {
            Map<String, Sums> sums = new HashMap<>();
            for (MojoRecord m : run.mojos()) {
                String k = key.apply(m);
                phaseOf.putIfAbsent(k, m.phaseGroup());
                sums.computeIfAbsent(k, x -> new Sums()).add(m);
            }
            perRun.add(sums);
        }
        List<GroupSummary> result = new ArrayList<>();
        for (Map.Entry<String, String> e : phaseOf.entrySet()) {
            List<Sums> present = perRun.stream().map(m -> m.get(e.getKey())).filter(s -> s != null).toList();
            result.add(new GroupSummary(e.getKey(), isPhase ? e.getKey() : e.getValue(),
                    present.stream().mapToInt(s -> s.executions).max().orElse(0),
                    sumDist(present, s -> s.wall),
                    sumDist(present, s -> s.user),
                    sumDist(present, s -> s.system),
                    sumDist(present, s -> s.io),
                    sumDist(present, s -> s.device),
                    sumDist(present, s -> s.fileIo),
                    sumDist(present, s -> s.offCpu),
                    sumDist(present, s -> s.blocked),
                    present.size(), operations(present), mountOperations(present)));
        }
        return result;
    }

    /** Each kind's per-run sums, costliest first by median time; null when any run lacks the agent's counts. */
    private static List<OperationSummary> operations(List<Sums> sums) {
        List<OperationSummary> result = perKey(sums, s -> s.ops, false,
                (kind, c) -> new OperationSummary(kind, c[0], c[1], c[2], c[3]));
        if (result != null) {
            result.sort(Comparator.comparingDouble((OperationSummary o) -> o.nanos().median()).reversed());
        }
        return result;
    }

    /**
     * Each NFS operation's per-run sums, the costliest first by median execute time, without those the mount did
     * not see during these executions; null when any run's executions were not on an NFS mount.
     */
    private static List<MountOpSummary> mountOperations(List<Sums> sums) {
        List<MountOpSummary> result = perKey(sums, s -> s.nfs, true,
                (op, c) -> new MountOpSummary(op, c[0], c[1], c[2], c[3]));
        if (result != null) {
            result.sort(Comparator.comparingDouble((MountOpSummary o) -> o.executeMillis().median()).reversed());
        }
        return result;
    }

    /**
     * For each key of the runs' tallies (four longs each), its four columns as distributions over the runs, a run
     * without the key counting zeros; null when any run has no tallies. With {@code seenOnly}, keys whose first
     * column is zero in every run are left out.
     */
    private static <T> List<T> perKey(List<Sums> sums, Function<Sums, Map<String, long[]>> tallies, boolean seenOnly,
                                      java.util.function.BiFunction<String, Distribution[], T> make) {
        if (sums.isEmpty() || sums.stream().anyMatch(s -> tallies.apply(s) == null)) {
            return null;
        }
        Set<String> keys = new java.util.LinkedHashSet<>();
        sums.forEach(s -> tallies.apply(s).forEach((k, v) -> {
            if (!seenOnly || v[0] > 0) {
                keys.add(k);
            }
        }));
        List<T> result = new ArrayList<>();
        for (String key : keys) {
            long[][] perRun = sums.stream().map(s -> tallies.apply(s).getOrDefault(key, new long[4]))
                    .toArray(long[][]::new);
            Distribution[] columns = new Distribution[4];
            for (int i = 0; i < columns.length; i++) {
                columns[i] = column(perRun, i);
            }
            result.add(make.apply(key, columns));
        }
        return result;
    }

    private static Distribution column(long[][] perRun, int i) {
        List<Long> values = new ArrayList<>();
        for (long[] run : perRun) {
            values.add(run[i]);
        }
        return Distribution.of(values);
    }

    private static Distribution sumDist(List<Sums> sums, Function<Sums, Long> metric) {
        List<Long> values = new ArrayList<>();
        for (Sums s : sums) {
            Long v = metric.apply(s);
            if (v == null) {
                return null;
            }
            values.add(v);
        }
        return Distribution.of(values);
    }

    /**
     * Judges from the share of mojo wall time the executing threads were blocked: off CPU and not merely queued for
     * a CPU (on a busy machine JIT and GC threads compete with the build). Blocked time is waiting of any kind
     * (storage, locks, other threads), so the verdict also quotes the Java file IO share and the kernel's IO
     * pressure, and a run on tmpfs is the control that isolates storage. Mojos that waited for child processes
     * (forked test JVMs, external compilers) are left out, since their waiting is not the storage's.
     */
    static Verdict verdict(List<RunReport> runs) {
        List<Double> blockedShares = new ArrayList<>();
        List<Double> offCpuShares = new ArrayList<>();
        List<Double> fileIo = new ArrayList<>();
        List<Double> pressure = new ArrayList<>();
        Set<String> excluded = new TreeSet<>();
        List<Map<String, Long>> opsPerRun = new ArrayList<>();
        List<Long> blockedPerRun = new ArrayList<>();
        boolean queueKnown = true;
        for (RunReport run : runs) {
            Sums sums = new Sums();
            for (MojoRecord m : run.mojos()) {
                if (ranChildProcesses(m)) {
                    excluded.add(m.mojoName());
                } else {
                    sums.add(m);
                }
            }
            if (sums.wall > 0 && sums.offCpu != null) {
                offCpuShares.add((double) sums.offCpu / sums.wall);
                queueKnown &= sums.blocked != null;
                blockedShares.add((double) (sums.blocked != null ? sums.blocked : sums.offCpu) / sums.wall);
            }
            if (sums.wall > 0 && sums.fileIo != null) {
                fileIo.add((double) sums.fileIo / sums.wall);
            }
            if (sums.ops != null && sums.blocked != null) {
                Map<String, Long> kinds = new LinkedHashMap<>();
                sums.ops.forEach((k, v) -> kinds.put(k, v[1]));
                opsPerRun.add(kinds);
                blockedPerRun.add(sums.blocked);
            }
            if (run.totals().ioPressureSomeMicros() != null && run.totals().wallNanos() > 0) {
                pressure.add(run.totals().ioPressureSomeMicros() * 1000.0 / run.totals().wallNanos());
            }
        }
        if (blockedShares.isEmpty()) {
            return new Verdict("unknown", "IO-bound verdict: n/a: no mojo off-CPU time was measured "
                    + "(needs the recorder and a JVM with thread CPU time)", 0, 0, null, null);
        }
        double blocked = Distribution.of(blockedShares).median();
        double off = Distribution.of(offCpuShares).median();
        Double file = fileIo.isEmpty() ? null : Distribution.of(fileIo).median();
        Double psi = pressure.isEmpty() ? null : Distribution.of(pressure).median();
        String level = blocked < CPU_BOUND_BELOW ? "cpu-bound"
                : blocked < WAITING_BOUND_FROM ? "mixed" : "waiting-bound";
        String meaning = switch (level) {
            case "cpu-bound" -> "storage is unlikely to matter much here";
            case "mixed" -> "storage may account for part of the waiting";
            default -> "faster storage may help a lot, if storage is what it waits for";
        };
        String basis = queueKnown
                ? String.format(Locale.ROOT, "mojo threads were blocked %s of their wall time (off CPU %s, the rest queued for "
                        + "a CPU)", Formats.percent(blocked), Formats.percent(off))
                : String.format(Locale.ROOT, "mojo threads were off CPU %s of their wall time (run-queue split n/a: needs "
                        + "/proc/thread-self/schedstat)", Formats.percent(off));
        String text = String.format(Locale.ROOT, "IO-bound verdict: %s: %s; %s; Java file reads and writes %s; "
                        + "IO pressure %s of the run%s; %s; compare with a tmpfs run to separate storage from other "
                        + "waiting.",
                level, basis, operations(opsPerRun, blockedPerRun),
                file == null ? "n/a: counted by neither the agent nor JFR" : Formats.percent(file),
                psi == null ? "n/a: needs Linux PSI" : Formats.percent(psi),
                excluded.isEmpty() ? "" : "; not counting mojos that waited for child processes ("
                        + String.join(", ", excluded) + ")",
                meaning);
        return new Verdict(level, text, blocked, off, file, psi);
    }

    /**
     * The verdict's clause on file-system calls: their time (run medians) against the mojo threads' blocked time,
     * with the costliest kinds, e.g. {@code file-system calls took 1.41 s, 74% of the blocked time (delete 1.02 s,
     * stat 0.21 s, create 0.10 s)}. Call time includes the kernel's CPU time in them, so it can exceed the blocked
     * time on fast storage.
     */
    static String operations(List<Map<String, Long>> opsPerRun, List<Long> blockedPerRun) {
        if (opsPerRun.isEmpty()) {
            return "file-system calls n/a: not counted (the file-operation agent was off or not loaded)";
        }
        Map<String, List<Long>> byKind = new LinkedHashMap<>();
        List<Long> totals = new ArrayList<>();
        for (Map<String, Long> run : opsPerRun) {
            totals.add(run.values().stream().mapToLong(Long::longValue).sum());
        }
        for (Map<String, Long> run : opsPerRun) {
            for (String kind : run.keySet()) {
                byKind.computeIfAbsent(kind, k -> new ArrayList<>());
            }
        }
        for (Map<String, Long> run : opsPerRun) {
            byKind.forEach((k, list) -> list.add(run.getOrDefault(k, 0L)));
        }
        double total = Distribution.of(totals).median();
        double blocked = Distribution.of(blockedPerRun).median();
        List<String> top = byKind.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), Distribution.of(e.getValue()).median()))
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(3)
                .map(e -> e.getKey() + " " + Formats.duration(e.getValue()))
                .toList();
        String share = "";
        if (blocked > 0) {
            // call time includes the kernel's CPU time in the calls, which blocked time does not: over 100% means
            // the calls mostly ran on the CPU (fast storage), so say that rather than a share above the whole
            share = total <= blocked ? ", " + Formats.percent(total / blocked) + " of the blocked time"
                    : ", more than the blocked time (" + Formats.duration(blocked) + "): the calls ran mostly on the "
                            + "CPU, so storage latency explains little of it";
        }
        return "file-system calls took " + Formats.duration(total) + share + " (" + String.join(", ", top)
                + ")";
    }

    /** Off-CPU time less the time spent runnable in the run queue; null when either is unknown. */
    static Long blockedNanos(ExecutionMetrics x) {
        return x.offCpuNanos() == null || x.runQueueWaitNanos() == null ? null
                : Math.max(0, x.offCpuNanos() - x.runQueueWaitNanos());
    }

    /** Whether child processes exited during the execution, so its thread was waiting for them. */
    static boolean ranChildProcesses(MojoRecord m) {
        Long user = m.metrics().reapedChildUserNanos();
        Long system = m.metrics().reapedChildSystemNanos();
        return (user != null && user > 0) || (system != null && system > 0);
    }

}
