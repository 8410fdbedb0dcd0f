package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.record.PageCache;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.ReportJson;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.RunTotals;
import dev.storagebench.report.Summaries;
import dev.storagebench.report.SummaryReport;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Times any command in one or more workspaces, like hyperfine but storage-aware: real, user and system time of
 * the command and every child it reaped (the kernel's accounting), its exit status and the workspace's mount,
 * written as run reports that {@code compare} reads.
 *
 * <p>Warm-ups run first in every workspace; the counted runs then take turns across the workspaces (round robin),
 * so slow drift of the machine (other load, thermal state, caches) spreads evenly over the storages being
 * compared instead of favouring the one measured first.
 */
public final class RunService {

    /** How often a long run says it is still going. */
    static final long HEARTBEAT_SECONDS = 15;

    private final Consumer<String> progress;

    /** @param progress receives one line per step and a line every {@value #HEARTBEAT_SECONDS} s of a long run */
    public RunService(Consumer<String> progress) {
        this.progress = progress;
    }

    /** One workspace with its label, mount and where its reports go. */
    private record Target(Path workspace, String label, MountInfo mount, Path outputDirectory) {
    }

    /** Runs the command as {@code options} say and writes the reports. */
    public RunResult run(RunOptions options) throws StoragebenchException {
        if (options.dropCaches() && !PageCache.canDrop()) {
            throw new InvalidOptionException("drop-caches", "true",
                    "needs root on Linux to write " + PageCache.DROP_CACHES,
                    "run as root (or with sudo), or leave it off for warm-cache runs");
        }
        List<Target> targets = targets(options);
        HostInfo host = HostInfo.detect();
        ProcessTreeTimer timer = new ProcessTreeTimer(() -> { });
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "storagebench-run-progress");
            t.setDaemon(true);
            return t;
        });
        Map<Target, List<RunReport>> reports = new LinkedHashMap<>();
        targets.forEach(t -> reports.put(t, new ArrayList<>()));
        try (timer) {
            for (Target t : targets) {
                Files.createDirectories(t.outputDirectory());
                progress.accept(String.format("'%s' in %s on %s (%s)", options.task(), t.workspace(), t.label(),
                        ConsoleSummary.describeMount(t.mount())));
            }
            for (Target t : targets) {
                for (int i = 1; i <= options.warmups(); i++) {
                    String name = "warmup-" + i;
                    Path log = t.outputDirectory().resolve(name + ".log");
                    ProcessTreeTimer.Timing timing = runOnce(options, t, log, name, timer, ticker);
                    progress.accept(String.format("%s warm-up %d/%d: exit %d in %.2f s", t.label(), i,
                            options.warmups(), timing.exitCode(), timing.wallNanos() / 1e9));
                    if (timing.exitCode() != 0 && !options.ignoreFailure()) {
                        throw new CommandFailedException(String.format("the command failed in warm-up %d in %s "
                                        + "(exit code %d); see its output in %s, or pass --ignore-failure to go on",
                                i, t.workspace(), timing.exitCode(), log), log);
                    }
                }
            }
            for (int i = 1; i <= options.runs(); i++) {
                for (Target t : targets) {
                    if (options.dropCaches()) {
                        PageCache.drop();
                    }
                    String name = "run-" + i;
                    Path log = t.outputDirectory().resolve(name + ".log");
                    ProcessTreeTimer.Timing timing = runOnce(options, t, log, name, timer, ticker);
                    RunReport report = report(options, t, i, timing, log, host);
                    reports.get(t).add(report);
                    progress.accept(String.format("%s run %d/%d: %s in %.2f s", t.label(), i, options.runs(),
                            report.succeeded() ? "exit 0" : "FAILED with exit " + timing.exitCode(),
                            timing.wallNanos() / 1e9));
                    if (!report.succeeded() && !options.ignoreFailure()) {
                        write(options, reports);
                        throw new CommandFailedException(String.format("the command failed in run %d in %s "
                                        + "(exit code %d); see its output in %s, or pass --ignore-failure to go on",
                                i, t.workspace(), timing.exitCode(), log), log);
                    }
                }
            }
            return write(options, reports);
        } catch (IOException e) {
            throw new StoragebenchException("running the command failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoragebenchException("the runs were interrupted; the command was stopped", e);
        } finally {
            ticker.shutdownNow();
        }
    }

    private static List<Target> targets(RunOptions options) throws InvalidOptionException {
        MountTable mounts = MountTable.load();
        List<Target> targets = new ArrayList<>();
        Map<String, Path> seen = new HashMap<>();
        for (int i = 0; i < options.workspaces().size(); i++) {
            Path ws = options.workspaces().get(i);
            MountInfo mount = mounts.lookup(ws);
            String label = options.labels().get(i) != null ? options.labels().get(i) : mount.defaultLabel();
            Path other = seen.put(label, ws);
            if (other != null) {
                throw new InvalidOptionException("label", label, "is the label of both " + other + " and " + ws,
                        "give every --workspace its own --label, in the same order");
            }
            targets.add(new Target(ws, label, mount, options.outputDirectory().resolve(label)));
        }
        return targets;
    }

    /** Runs the prepare command (untimed) and then the command (timed), both writing to {@code log}. */
    private ProcessTreeTimer.Timing runOnce(RunOptions options, Target t, Path log, String name,
                                            ProcessTreeTimer timer, ScheduledExecutorService ticker)
            throws IOException, InterruptedException, StoragebenchException {
        Files.deleteIfExists(log);
        if (options.prepare() != null) {
            append(log, "== prepare: " + options.prepare() + "\n");
            ProcessTreeTimer.Timing prepared = timer.run(builder(List.of("sh", "-c", options.prepare()), t, log));
            checkStopped(timer, prepared.exitCode());
            if (prepared.exitCode() != 0) {
                throw new CommandFailedException(String.format("the --prepare command failed before %s in %s "
                        + "(exit code %d); see its output in %s", name, t.workspace(), prepared.exitCode(), log), log);
            }
        }
        append(log, "== " + name + ": " + options.task() + "\n");
        long started = System.nanoTime();
        ScheduledFuture<?> beat = ticker.scheduleAtFixedRate(() -> progress.accept(String.format(
                        "%s %s: still running after %.0f s", t.label(), name, (System.nanoTime() - started) / 1e9)),
                HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
        try {
            ProcessTreeTimer.Timing timing = timer.run(builder(options.argv(), t, log));
            checkStopped(timer, timing.exitCode());
            return timing;
        } finally {
            beat.cancel(false);
        }
    }

    private static ProcessBuilder builder(List<String> argv, Target t, Path log) {
        return new ProcessBuilder(argv)
                .directory(t.workspace().toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File(File.separatorChar == '\\' ? "NUL"
                        : "/dev/null")));
    }

    private static void append(Path log, String line) throws IOException {
        Files.writeString(log, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** A command ended by Ctrl-C or SIGTERM did not fail: the user stopped the runs, so nothing is reported. */
    private static void checkStopped(ProcessTreeTimer timer, int exitCode) throws StoragebenchException {
        if (timer.stopped()) {
            throw new StoragebenchException("the runs were interrupted (exit code " + exitCode
                    + "); nothing was reported for the interrupted run");
        }
    }

    private static RunReport report(RunOptions options, Target t, int run, ProcessTreeTimer.Timing timing, Path log,
                                    HostInfo host) {
        Map<String, String> unavailable = new TreeMap<>();
        List<String> warnings = new ArrayList<>();
        if (timing.cpu() == null) {
            unavailable.put("processCpu", ProcFs.NEEDS_PROC + "/self/stat");
        }
        if (timing.io() == null) {
            unavailable.put("processIo", ProcFs.NEEDS_PROC + "/self/io");
        }
        if (timing.pressure() == null) {
            unavailable.put("ioPressure", "n/a: needs Linux PSI (/proc/pressure/io)");
        }
        if (ProcFs.clockTicksNote() != null) {
            warnings.add(ProcFs.clockTicksNote());
        }
        return new RunReport(RunReport.SCHEMA, Version.tool(), "run", t.label(), options.task(), run,
                timing.start(), timing.end(), timing.exitCode() == 0 ? "succeeded" : "failed", timing.exitCode(),
                log.toString(), options.argv(), t.workspace().toString(), RunTotals.of(timing), null, host,
                t.mount(), null, null, List.of(), List.of(), warnings, unavailable, null);
    }

    private static RunResult write(RunOptions options, Map<Target, List<RunReport>> reports) throws IOException {
        List<SummaryReport> summaries = new ArrayList<>();
        List<RunReport> all = new ArrayList<>();
        List<String> console = new ArrayList<>();
        console.add(String.format("'%s', %d counted run%s per workspace after %d warm-up%s:", options.task(),
                options.runs(), options.runs() == 1 ? "" : "s", options.warmups(), options.warmups() == 1 ? "" : "s"));
        for (Map.Entry<Target, List<RunReport>> e : reports.entrySet()) {
            Target t = e.getKey();
            List<RunReport> runs = e.getValue();
            if (runs.isEmpty()) {
                continue;
            }
            List<String> files = new ArrayList<>();
            for (RunReport r : runs) {
                String file = "run-" + r.run() + ".json";
                ReportJson.write(t.outputDirectory().resolve(file), r);
                files.add(file);
            }
            SummaryReport s = Summaries.summarize(Version.tool(), "run", t.label(), options.task(),
                    options.warmups(), runs, files);
            ReportJson.write(t.outputDirectory().resolve("summary.json"), s);
            summaries.add(s);
            all.addAll(runs);
            long failed = runs.stream().filter(r -> !r.succeeded()).count();
            console.add(String.format("  %-20s real %s  user %s  sys %s  (medians of %d%s)   %s", t.label(),
                    ConsoleSummary.secondsRange(s.wallNanos()), ConsoleSummary.seconds(s.userNanos()),
                    ConsoleSummary.seconds(s.systemNanos()), runs.size(),
                    failed == 0 ? "" : ", " + failed + " failed", ConsoleSummary.describeMount(t.mount())));
        }
        console.add("reports: " + options.outputDirectory() + File.separator + "<label>" + File.separator
                + "run-N.json; compare them with: bench-cli compare " + options.outputDirectory());
        return new RunResult(summaries, all, options.outputDirectory(), console);
    }
}
