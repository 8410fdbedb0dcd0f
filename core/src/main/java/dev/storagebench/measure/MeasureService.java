package dev.storagebench.measure;

import dev.storagebench.IoErrors;
import dev.storagebench.OptionNames;
import dev.storagebench.OutputDirectory;
import dev.storagebench.ScratchTree;
import dev.storagebench.StoragebenchException;
import dev.storagebench.format.Secrets;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.RecordedBuild;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import dev.storagebench.run.Repetitions;
import dev.storagebench.run.RunLoop;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Runs a user's build several times as a nested process with the recorder loaded, and turns what the kernel, the
 * JVM and the recorder saw into run reports, a summary and a console table.
 *
 * <p>Everything the nested build writes while it runs (its log, the recording, the Flight Recorder file) lives in a
 * scratch directory outside the project, because the build's own {@code clean} would delete it from
 * {@code target/}; reports and logs are copied to the output directory once the runs are over. The scratch
 * directory is removed at the end, on failure and on Ctrl-C.
 */
public final class MeasureService {

    private final Consumer<String> progress;
    private final OptionNames names;

    /**
     * @param progress receives one line per step, e.g. for Maven's log
     * @param names how the adapter names options, for errors and hints
     */
    public MeasureService(Consumer<String> progress, OptionNames names) {
        this.progress = progress;
        this.names = names;
    }

    /** Measures the build described by {@code build} as {@code options} say. */
    public MeasureResult measure(MeasureOptions options, NestedBuild build) throws StoragebenchException {
        if (!Files.isExecutable(build.executable())) {
            throw new StoragebenchException("the Maven launcher " + build.executable() + " is not executable; set "
                    + names.name("maven") + " to an mvn or mvnw script that exists");
        }
        OutputDirectory.prepare(options.outputDirectory(), names.name("outputDirectory"));
        MountTable mounts = MountTable.load();
        MountInfo workspace = mounts.lookup(build.workingDirectory());
        MountInfo localRepo = build.localRepository() == null ? null : mounts.lookup(build.localRepository());
        String label = options.label() != null ? options.label() : workspace.defaultLabel();
        HostInfo host = HostInfo.detect();
        long clockTicks = ProcFs.clockTicks();

        Path scratch;
        try {
            scratch = Files.createTempDirectory("storagebench-measure-");
        } catch (IOException e) {
            throw new StoragebenchException("cannot create a scratch directory in "
                    + System.getProperty("java.io.tmpdir") + ": " + e.getMessage(), e);
        }
        ProcessTreeTimer running = new ProcessTreeTimer(() -> ScratchTree.remove(scratch));
        Context context = new Context(options, build, label, host, workspace, localRepo, clockTicks, running);
        try (running) {
            List<String> variants = options.jvmVariants().isEmpty() ? Collections.singletonList(null)
                    : options.jvmVariants();
            List<MeasureResult> results = new ArrayList<>();
            for (int v = 0; v < variants.size(); v++) {
                String variant = variants.get(v);
                Path out = variant == null ? options.outputDirectory()
                        : options.outputDirectory().resolve("variant-" + (v + 1));
                Path runScratch = Files.createDirectories(scratch.resolve("variant-" + (v + 1)));
                if (variant != null) {
                    progress.accept(String.format(Locale.ROOT, "JVM variant %d/%d: MAVEN_OPTS += %s", v + 1,
                            variants.size(), variant));
                }
                results.add(measureVariant(context, new Series(label, out, runScratch, variant)));
            }
            return results.size() == 1 ? results.get(0) : Variants.combine(options, results);
        } catch (IOException e) {
            throw new StoragebenchException("measuring failed: " + RunLoop.where(e) + IoErrors.reason(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoragebenchException("measuring was interrupted; the nested build was stopped", e);
        } finally {
            // after the timer has stopped the child (try-with-resources closes it first)
            ScratchTree.remove(scratch);
        }
    }

    /** What all runs of one measurement share. */
    private record Context(MeasureOptions options, NestedBuild build, String label, HostInfo host,
                           MountInfo workspace, MountInfo localRepo, long clockTicks, ProcessTreeTimer running) {
    }

    /**
     * The runs of one JVM variant: its label, report directory, scratch directory (where the nested build writes
     * while it runs, because its own {@code clean} would delete {@code target/}) and the variant, null for none.
     */
    private record Series(String label, Path outputDirectory, Path scratch, String variant)
            implements RunLoop.Target {
    }

    /** The warm-ups and counted runs of one JVM variant (or of the build as it is when variant is null). */
    private MeasureResult measureVariant(Context c, Series series)
            throws IOException, InterruptedException, StoragebenchException {
        MeasureOptions options = c.options();
        progress.accept(String.format(Locale.ROOT, "measuring '%s' on %s (%s), %d warm-up%s and %d counted run%s",
                options.task(), c.label(), MountInfo.describe(c.workspace()), options.warmups(),
                options.warmups() == 1 ? "" : "s", options.runs(), options.runs() == 1 ? "" : "s"));
        RunLoop.Plan plan = new RunLoop.Plan(ReportKind.MEASURE, options.task(), new Repetitions(options.runs(),
                options.warmups(), options.dropCaches()), false);
        List<Path> logs = new ArrayList<>();
        RunLoop.Series<Series> done = RunLoop.run(List.of(series), plan,
                (s, attempt) -> runOnce(c, s, attempt, logs), progress);
        keepLogs(series.outputDirectory(), logs);
        SummaryReport summary = done.summaries().get(series);
        MeasureResult result = summary == null ? null : result(series, summary, done.reports().get(series));
        RunLoop.Failure<Series> f = done.failure();
        if (f == null) {
            return result;
        }
        Path log = series.outputDirectory().resolve(f.attempt().name() + ".log");
        if (!f.attempt().counted()) {
            throw new NestedBuildFailedException("the nested build failed in warm-up " + f.attempt().number()
                    + " (exit code " + f.exitCode() + "); see its log: " + log, log, null);
        }
        throw new NestedBuildFailedException("the nested build failed in run " + f.attempt().number() + " (exit code "
                + f.exitCode() + "); its report is in " + series.outputDirectory() + " and its log in " + log, log,
                result);
    }

    /** One nested build: started, timed, and for a counted run turned into a report. */
    private RunLoop.Ended runOnce(Context c, Series s, RunLoop.Attempt attempt, List<Path> logs)
            throws IOException, InterruptedException, StoragebenchException {
        MeasureOptions options = c.options();
        String name = attempt.name();
        Path recordingFile = s.scratch().resolve(name + ".recording.json");
        Path jfrFile = options.jfr() ? s.scratch().resolve(name + ".jfr") : null;
        Path log = s.scratch().resolve(name + ".log");
        List<String> command = c.build().commandLine(options.args(), options.goals(),
                c.build().writeRecorderResources(s.scratch().resolve("recorder-resources")), recordingFile, jfrFile,
                c.clockTicks());
        ProcessBuilder pb = new ProcessBuilder(command)
                .directory(c.build().workingDirectory().toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File(isWindows() ? "NUL" : "/dev/null")));
        pb.environment().putAll(c.build().environment());
        String agentProblem = null;
        String mavenOpts = pb.environment().getOrDefault("MAVEN_OPTS", "");
        if (options.fileOps()) {
            try {
                mavenOpts = mavenOpts + " " + c.build().agentOption(s.scratch());
            } catch (IllegalStateException e) {
                agentProblem = e.getMessage();
            }
        }
        if (s.variant() != null) {
            mavenOpts = mavenOpts + " " + s.variant();
        }
        if (!mavenOpts.isBlank()) {
            pb.environment().put("MAVEN_OPTS", mavenOpts.trim());
        }
        ProcessTreeTimer.Timing timing = c.running().run(pb);
        checkInterrupted(timing.exitCode(), c.running());
        logs.add(log);
        String total = attempt.counted() ? String.valueOf(options.runs()) : String.valueOf(options.warmups());
        if (!attempt.counted()) {
            progress.accept(String.format(Locale.ROOT, "warm-up %d/%s: %s in %.1f s", attempt.number(), total,
                    timing.exitCode() == 0 ? "succeeded" : "FAILED", timing.wallNanos() / 1e9));
            return new RunLoop.Ended(timing.exitCode(), null);
        }
        List<String> shown = Secrets.redact(command);
        RunReport.Builder builder = RunReport.builder(ReportKind.MEASURE, s.label(), options.task(),
                        attempt.number())
                .timing(timing)
                .command(shown, c.build().workingDirectory().toString(),
                        s.outputDirectory().resolve(log.getFileName()).toString())
                .where(c.host(), c.workspace(), c.localRepo())
                .jvmOptions(s.variant());
        if (!shown.equals(command)) {
            builder.warning(Secrets.NOTE);
        }
        if (agentProblem != null) {
            builder.warning("file operations were not counted: " + agentProblem);
        }
        if (!options.fileOps()) {
            builder.unavailable("fileOps", "n/a: switched off (" + names.name("fileOps") + "=false)");
        }
        RunReport report = RecordedBuild.add(builder, recordingFile, jfrFile, timing.wallNanos(), timing.start(),
                        options.fileOps())
                .build();
        progress.accept(String.format(Locale.ROOT, "run %d/%s: %s in %.1f s", attempt.number(), total,
                report.succeeded() ? "succeeded" : "FAILED", timing.wallNanos() / 1e9));
        return new RunLoop.Ended(timing.exitCode(), report);
    }

    /**
     * Stops the measurement when the user interrupted it: a nested build ended by SIGINT or SIGTERM (exit codes 130
     * and 143 from the launcher) did not fail, so it is not reported as a failed run.
     */
    private static void checkInterrupted(int exitCode, ProcessTreeTimer running) throws StoragebenchException {
        if (running.stopped() || exitCode == 130 || exitCode == 143) {
            throw new StoragebenchException("measuring was interrupted (the nested build ended with exit code "
                    + exitCode + "); nothing was reported for the interrupted run");
        }
    }

    private static MeasureResult result(Series s, SummaryReport summary, List<RunReport> reports) {
        Path summaryFile = RunLoop.summaryFile(s);
        List<String> console = new ArrayList<>(ConsoleSummary.render(summary));
        console.add("reports: " + summaryFile + " and " + String.join(", ", summary.runFiles()));
        return new MeasureResult(summary, reports, summaryFile, console);
    }

    /** Copies the nested builds' logs from the scratch directory to the report directory. */
    private static void keepLogs(Path out, List<Path> logs) throws IOException {
        if (logs.isEmpty()) {
            return;
        }
        Files.createDirectories(out);
        for (Path log : logs) {
            if (Files.exists(log)) {
                Files.copy(log, out.resolve(log.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private static boolean isWindows() {
        return File.separatorChar == '\\';
    }
}
