package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.IoErrors;
import dev.storagebench.OptionNames;
import dev.storagebench.OutputDirectory;
import dev.storagebench.StoragebenchException;
import dev.storagebench.format.Formats;
import dev.storagebench.format.Secrets;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import dev.storagebench.report.SyscallReport;
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
import java.util.Locale;
import java.util.Map;
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
    private final OptionNames names;

    /**
     * @param progress receives one line per step and a line every {@value #HEARTBEAT_SECONDS} s of a long run
     * @param names how the adapter names options, for errors and hints
     */
    public RunService(Consumer<String> progress, OptionNames names) {
        this.progress = progress;
        this.names = names;
    }

    /** One workspace with its label, mount and where its reports go. */
    private record Target(Path workspace, String label, MountInfo mount, Path outputDirectory)
            implements RunLoop.Target {
    }

    /** Runs the command as {@code options} say and writes the reports. */
    public RunResult run(RunOptions options) throws StoragebenchException {
        List<Target> targets = targets(options);
        SyscallCounter counter = options.countSyscalls() ? SyscallCounter.find(names) : null;
        for (Target t : targets) {
            OutputDirectory.prepare(t.outputDirectory(), names.name("outputDirectory"));
        }
        HostInfo host = HostInfo.detect();
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "storagebench-run-progress");
            t.setDaemon(true);
            return t;
        });
        // runs in the shutdown hook, after the command's whole process group was stopped; the main thread may not
        // get to say it before the JVM exits
        Runnable said = () -> progress.accept("interrupted: stopped the command and everything it started; nothing "
                + "was reported for the interrupted run");
        try (ProcessTreeTimer timer = new ProcessTreeTimer(said)) {
            for (Target t : targets) {
                Files.createDirectories(t.outputDirectory());
                progress.accept(String.format(Locale.ROOT, "'%s' in %s on %s (%s)", options.shownTask(), t.workspace(),
                        t.label(), MountInfo.describe(t.mount())));
            }
            RunLoop.Plan plan = new RunLoop.Plan(ReportKind.RUN, options.shownTask(), new Repetitions(options.runs(),
                    options.warmups(), options.dropCaches()), options.ignoreFailure());
            RunLoop.Series<Target> series = RunLoop.run(targets, plan,
                    (t, attempt) -> runOnce(options, t, attempt, timer, ticker, host), progress);
            if (series.failure() != null) {
                RunLoop.Failure<Target> f = series.failure();
                Path log = f.target().outputDirectory().resolve(f.attempt().name() + ".log");
                throw new CommandFailedException(String.format(Locale.ROOT, "the command failed in %s %d in %s "
                                + "(exit code %d); see its output in %s, or pass %s to go on",
                        f.attempt().counted() ? "run" : "warm-up", f.attempt().number(), f.target().workspace(),
                        f.exitCode(), log, names.name("ignoreFailure")), log);
            }
            Map<Target, SyscallReport> traced = new LinkedHashMap<>();
            if (counter != null) {
                for (Target t : targets) {
                    traced.put(t, traceOnce(options, t, timer, counter));
                }
            }
            return result(options, series, traced);
        } catch (IOException e) {
            throw new StoragebenchException("running the command failed: " + RunLoop.where(e) + IoErrors.reason(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoragebenchException("the runs were interrupted; the command was stopped", e);
        } finally {
            ticker.shutdownNow();
        }
    }

    private List<Target> targets(RunOptions options) throws InvalidOptionException {
        MountTable mounts = MountTable.load();
        List<Target> targets = new ArrayList<>();
        Map<String, Path> seen = new HashMap<>();
        for (int i = 0; i < options.workspaces().size(); i++) {
            Path ws = options.workspaces().get(i);
            MountInfo mount = mounts.lookup(ws);
            String label = options.labels().get(i) != null ? options.labels().get(i) : mount.defaultLabel();
            Path other = seen.put(label, ws);
            if (other != null) {
                throw new InvalidOptionException(names.name("labels"), label, "is the label of both " + other
                        + " and " + ws, "give every " + names.name("workspaces") + " its own " + names.name("labels")
                        + ", in the same order");
            }
            targets.add(new Target(ws, label, mount, options.outputDirectory().resolve(label)));
        }
        return targets;
    }

    /** One warm-up or counted run in {@code t}, with its progress line and, when counted, its report. */
    private RunLoop.Ended runOnce(RunOptions options, Target t, RunLoop.Attempt attempt, ProcessTreeTimer timer,
                                  ScheduledExecutorService ticker, HostInfo host)
            throws IOException, InterruptedException, StoragebenchException {
        Path log = t.outputDirectory().resolve(attempt.name() + ".log");
        ProcessTreeTimer.Timing timing = runOnce(options, t, log, attempt.name(), timer, ticker);
        if (!attempt.counted()) {
            progress.accept(String.format(Locale.ROOT, "%s warm-up %d/%d: exit %d in %.2f s", t.label(),
                    attempt.number(), options.warmups(), timing.exitCode(), timing.wallNanos() / 1e9));
            return new RunLoop.Ended(timing.exitCode(), null);
        }
        RunReport.Builder builder = RunReport.builder(ReportKind.RUN, t.label(), options.shownTask(),
                        attempt.number())
                .timing(timing)
                .command(redactedArgv(options), t.workspace().toString(), log.toString())
                .where(host, t.mount(), null);
        if (!options.shownTask().equals(options.task())) {
            builder.warning(Secrets.NOTE);
        }
        RunReport report = builder.build();
        progress.accept(String.format(Locale.ROOT, "%s run %d/%d: %s in %.2f s", t.label(), attempt.number(),
                options.runs(), report.succeeded() ? "exit 0" : "FAILED with exit " + timing.exitCode(),
                timing.wallNanos() / 1e9));
        return new RunLoop.Ended(timing.exitCode(), report);
    }

    /**
     * The extra run under strace, after the timed ones so it cannot disturb them: prepared as they are, its output
     * in {@code syscalls.log}.
     */
    private SyscallReport traceOnce(RunOptions options, Target t, ProcessTreeTimer timer, SyscallCounter counter)
            throws IOException, InterruptedException, StoragebenchException {
        Path log = t.outputDirectory().resolve("syscalls.log");
        Files.deleteIfExists(log);
        progress.accept(t.label() + ": one more run under strace to count its file-system calls (not timed)");
        prepare(options, t, log, "the traced run", timer);
        append(log, "== traced run: " + options.shownTask() + "\n");
        SyscallReport report = counter.trace(options.argv(), redactedArgv(options), options.shownTask(), t.label(),
                t.workspace(), t.outputDirectory(), log, timer);
        if (report.exitCode() != 0) {
            progress.accept(String.format(Locale.ROOT, "%s: the traced run exited with %d; its counts are in %s, see "
                    + "%s", t.label(), report.exitCode(), SyscallReport.FILE_NAME, log));
        }
        return report;
    }

    /** Runs the prepare command, untimed, when there is one; its failure stops the runs. */
    private void prepare(RunOptions options, Target t, Path log, String name, ProcessTreeTimer timer)
            throws IOException, InterruptedException, StoragebenchException {
        if (options.prepare() != null) {
            append(log, "== prepare: " + Secrets.redact(options.prepare()) + "\n");
            ProcessTreeTimer.Timing prepared = timer.run(builder(List.of("sh", "-c", options.prepare()), t, log));
            checkStopped(timer, prepared.exitCode());
            if (prepared.exitCode() != 0) {
                throw new CommandFailedException(String.format(Locale.ROOT, "the %s command failed before %s in %s "
                        + "(exit code %d); see its output in %s", names.name("prepare"), name, t.workspace(),
                        prepared.exitCode(), log), log);
            }
        }
    }

    /** Runs the prepare command (untimed) and then the command (timed), both writing to {@code log}. */
    private ProcessTreeTimer.Timing runOnce(RunOptions options, Target t, Path log, String name,
                                            ProcessTreeTimer timer, ScheduledExecutorService ticker)
            throws IOException, InterruptedException, StoragebenchException {
        Files.deleteIfExists(log);
        prepare(options, t, log, name, timer);
        append(log, "== " + name + ": " + options.shownTask() + "\n");
        long started = System.nanoTime();
        ScheduledFuture<?> beat = ticker.scheduleAtFixedRate(() -> progress.accept(String.format(Locale.ROOT, 
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

    /** The argument vector as reports show it: a {@code sh -c} line redacted as a line, words as words. */
    private static List<String> redactedArgv(RunOptions options) {
        List<String> argv = options.argv();
        return options.command().size() == 1
                ? List.of(argv.get(0), argv.get(1), Secrets.redact(argv.get(2))) : Secrets.redact(argv);
    }

    private static RunResult result(RunOptions options, RunLoop.Series<Target> series,
                                    Map<Target, SyscallReport> traced) {
        List<SummaryReport> summaries = new ArrayList<>();
        List<RunReport> all = new ArrayList<>();
        List<String> console = new ArrayList<>();
        console.add(String.format(Locale.ROOT, "'%s', %d counted run%s per workspace after %d warm-up%s:",
                options.shownTask(), options.runs(), options.runs() == 1 ? "" : "s", options.warmups(),
                options.warmups() == 1 ? "" : "s"));
        for (Map.Entry<Target, SummaryReport> e : series.summaries().entrySet()) {
            Target t = e.getKey();
            SummaryReport s = e.getValue();
            List<RunReport> runs = series.reports().get(t);
            summaries.add(s);
            all.addAll(runs);
            long failed = runs.stream().filter(r -> !r.succeeded()).count();
            console.add(String.format(Locale.ROOT, "  %-20s real %s  user %s  sys %s  (medians of %d%s)   %s",
                    t.label(), Formats.secondsRange(s.wallNanos()), Formats.seconds(s.userNanos()),
                    Formats.seconds(s.systemNanos()), runs.size(), failed == 0 ? "" : ", " + failed + " failed",
                    MountInfo.describe(t.mount())));
        }
        if (!traced.isEmpty()) {
            console.add("file-system calls of one more run under strace (not timed; whole process tree):");
            for (Map.Entry<Target, SyscallReport> e : traced.entrySet()) {
                console.add(String.format(Locale.ROOT, "  %-20s %s", e.getKey().label(),
                        ConsoleSummary.topOperations(new FileOps(e.getValue().fileOps()).byKind())));
            }
        }
        console.add("reports: " + options.outputDirectory() + File.separator + "<label>" + File.separator
                + "run-N.json; compare them with: bench-cli compare " + options.outputDirectory());
        return new RunResult(summaries, all, options.outputDirectory(), console);
    }
}
