package dev.storagebench.measure;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.ScratchTree;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.record.FileIo;
import dev.storagebench.record.JfrAttribution;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.PageCache;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.Recording;
import dev.storagebench.record.RecordingProtocol;
import dev.storagebench.report.Attribution;
import dev.storagebench.report.BuildJvm;
import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.ReportJson;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.RunTotals;
import dev.storagebench.report.Summaries;
import dev.storagebench.report.SummaryReport;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;

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

    /** @param progress receives one line per step, e.g. for Maven's log */
    public MeasureService(Consumer<String> progress) {
        this.progress = progress;
    }

    /** Measures the build described by {@code build} as {@code options} say. */
    public MeasureResult measure(MeasureOptions options, NestedBuild build) throws StoragebenchException {
        if (options.dropCaches() && !PageCache.canDrop()) {
            throw new InvalidOptionException("dropCaches", "true",
                    "needs root on Linux to write " + PageCache.DROP_CACHES,
                    "run the build as root (or with sudo), or leave dropCaches false for warm-cache runs");
        }
        if (!Files.isExecutable(build.executable())) {
            throw new InvalidOptionException("maven", build.executable().toString(),
                    "is not an executable Maven launcher", "point it at an mvn or mvnw script that exists");
        }
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
        Context context = new Context(build, label, host, workspace, localRepo, clockTicks, running);
        try (running) {
            List<String> variants = options.jvmVariants().isEmpty() ? java.util.Collections.singletonList(null)
                    : options.jvmVariants();
            List<MeasureResult> results = new ArrayList<>();
            for (int v = 0; v < variants.size(); v++) {
                String variant = variants.get(v);
                Path out = variant == null ? options.outputDirectory()
                        : options.outputDirectory().resolve("variant-" + (v + 1));
                Path runScratch = Files.createDirectories(scratch.resolve("variant-" + (v + 1)));
                if (variant != null) {
                    progress.accept(String.format("JVM variant %d/%d: MAVEN_OPTS += %s", v + 1, variants.size(),
                            variant));
                }
                results.add(measureVariant(options, context, variant, out, runScratch));
            }
            return results.size() == 1 ? results.get(0) : Variants.combine(options, results);
        } catch (IOException e) {
            throw new StoragebenchException("measuring failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoragebenchException("measuring was interrupted; the nested build was stopped", e);
        } finally {
            // after the timer has stopped the child (try-with-resources closes it first)
            ScratchTree.remove(scratch);
        }
    }

    /** What all runs of one measurement share. */
    private record Context(NestedBuild build, String label, HostInfo host, MountInfo workspace, MountInfo localRepo,
                           long clockTicks, ProcessTreeTimer running) {
    }

    /** The warm-ups and counted runs of one JVM variant (or of the build as it is when variant is null). */
    private MeasureResult measureVariant(MeasureOptions options, Context c, String variant, Path out, Path scratch)
            throws IOException, InterruptedException, StoragebenchException {
        List<RunReport> reports = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        progress.accept(String.format("measuring '%s' on %s (%s), %d warm-up%s and %d counted run%s",
                options.task(), c.label(), ConsoleSummary.describeMount(c.workspace()), options.warmups(),
                options.warmups() == 1 ? "" : "s", options.runs(), options.runs() == 1 ? "" : "s"));
        for (int i = 1; i <= options.warmups(); i++) {
            String name = "warmup-" + i;
            Launch launch = launch(options, c.build(), scratch, name, c.clockTicks(), c.running(), variant);
            checkInterrupted(launch, c.running());
            logs.add(launch.log());
            progress.accept(String.format("warm-up %d/%d: %s in %.1f s", i, options.warmups(),
                    launch.exitCode() == 0 ? "succeeded" : "FAILED", launch.wallNanos() / 1e9));
            if (launch.exitCode() != 0) {
                Path kept = keepLogs(out, logs);
                throw new NestedBuildFailedException("the nested build failed in warm-up " + i + " (exit code "
                        + launch.exitCode() + "); see its log: " + kept.resolve(launch.log().getFileName()),
                        kept.resolve(launch.log().getFileName()), null);
            }
        }
        for (int i = 1; i <= options.runs(); i++) {
            if (options.dropCaches()) {
                dropCaches();
            }
            String name = "run-" + i;
            Launch launch = launch(options, c.build(), scratch, name, c.clockTicks(), c.running(), variant);
            checkInterrupted(launch, c.running());
            logs.add(launch.log());
            Path finalLog = out.resolve(launch.log().getFileName());
            RunReport report = report(options, c.build(), launch, i, c.label(), c.host(), c.workspace(),
                    c.localRepo(), finalLog, variant);
            reports.add(report);
            progress.accept(String.format("run %d/%d: %s in %.1f s", i, options.runs(),
                    report.succeeded() ? "succeeded" : "FAILED", launch.wallNanos() / 1e9));
            if (!report.succeeded()) {
                break;
            }
        }
        MeasureResult result = write(options, out, c.label(), reports, logs);
        RunReport last = reports.get(reports.size() - 1);
        if (!last.succeeded()) {
            throw new NestedBuildFailedException("the nested build failed in run " + last.run() + " (exit code "
                    + last.exitCode() + "); its report is in " + out + " and its log in "
                    + last.log(), Path.of(last.log()), result);
        }
        return result;
    }

    /** What one nested run gave before it is turned into a report. */
    private record Launch(List<String> command, Path log, ProcessTreeTimer.Timing timing, Path recordingFile,
                          Path jfrFile) {
        int exitCode() {
            return timing.exitCode();
        }

        long wallNanos() {
            return timing.wallNanos();
        }
    }

    private Launch launch(MeasureOptions options, NestedBuild build, Path scratch, String name, long clockTicks,
                          ProcessTreeTimer running, String variant) throws IOException, InterruptedException {
        Path recordingFile = scratch.resolve(name + ".recording.json");
        Path jfrFile = scratch.resolve(name + ".jfr");
        Path log = scratch.resolve(name + ".log");
        List<String> command = new ArrayList<>();
        command.add(build.executable().toString());
        command.add("--batch-mode");
        command.addAll(build.carriedArgs());
        command.addAll(options.args());
        List<Path> extensionPath = new ArrayList<>();
        extensionPath.add(recorderResources(scratch, build.recorderResources()));
        extensionPath.addAll(build.recorderClasspath());
        command.add("-Dmaven.ext.class.path=" + extensionPath.stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator)));
        command.add("-D" + RecordingProtocol.RECORDING_FILE_PROPERTY + "=" + recordingFile);
        command.add("-D" + RecordingProtocol.JFR_FILE_PROPERTY + "=" + jfrFile);
        command.add("-D" + RecordingProtocol.CLOCK_TICKS_PROPERTY + "=" + clockTicks);
        command.add("-D" + RecordingProtocol.NESTED_PROPERTY + "=true");
        command.addAll(options.goals());
        ProcessBuilder pb = new ProcessBuilder(command)
                .directory(build.workingDirectory().toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File(isWindows() ? "NUL" : "/dev/null")));
        pb.environment().putAll(build.environment());
        if (variant != null) {
            String base = pb.environment().getOrDefault("MAVEN_OPTS", "");
            pb.environment().put("MAVEN_OPTS", (base + " " + variant).trim());
        }
        return new Launch(command, log, running.run(pb), recordingFile, jfrFile);
    }

    /**
     * Stops the measurement when the user interrupted it: a nested build ended by SIGINT or SIGTERM (exit codes 130
     * and 143 from the launcher) did not fail, so it is not reported as a failed run.
     */
    private static void checkInterrupted(Launch launch, ProcessTreeTimer running) throws StoragebenchException {
        if (running.stopped() || launch.exitCode() == 130 || launch.exitCode() == 143) {
            throw new StoragebenchException("measuring was interrupted (the nested build ended with exit code "
                    + launch.exitCode() + "); nothing was reported for the interrupted run");
        }
    }

    /** A directory holding the recorder's resources, such as the descriptor through which Maven finds it. */
    private static Path recorderResources(Path scratch, Map<String, String> resources) throws IOException {
        Path dir = scratch.resolve("recorder-resources");
        for (Map.Entry<String, String> e : resources.entrySet()) {
            Path file = dir.resolve(e.getKey());
            if (!Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
            }
        }
        return dir;
    }

    private RunReport report(MeasureOptions options, NestedBuild build, Launch launch, int run, String label,
                             HostInfo host, MountInfo workspace, MountInfo localRepo, Path finalLog,
                             String variant) {
        List<String> warnings = new ArrayList<>();
        Map<String, String> unavailable = new TreeMap<>();
        Recording recording = null;
        if (Files.isRegularFile(launch.recordingFile())) {
            try {
                recording = ReportJson.read(launch.recordingFile(), Recording.class);
                warnings.addAll(recording.warnings());
            } catch (IOException e) {
                warnings.add("the recorder's file could not be read: " + e.getMessage());
            }
        } else {
            warnings.add("the nested build wrote no recording (it may have stopped before Maven's session "
                    + "started); mojo figures are missing");
            unavailable.put("mojos", "n/a: no recording from the nested build");
        }
        List<MojoRecord> mojos = recording == null ? List.of() : recording.mojos();
        FileIo all = null;
        FileIo outside = null;
        Long peakHeap = null;
        if (recording != null && recording.jfrFile() != null && Files.isRegularFile(launch.jfrFile())) {
            try {
                JfrAttribution jfr = JfrAttribution.attribute(launch.jfrFile(), mojos);
                mojos = jfr.mojos();
                all = jfr.allThreads();
                outside = jfr.outsideMojos();
                peakHeap = jfr.peakHeapUsedBytes();
            } catch (IOException | RuntimeException e) {
                warnings.add("the Flight Recorder file could not be read: " + e.getMessage());
            }
        }
        if (all == null) {
            unavailable.put("fileIoTime", "n/a: no Flight Recorder file events from the nested build");
        }
        if (launch.timing().cpu() == null) {
            unavailable.put("processCpu", ProcFs.NEEDS_PROC + "/self/stat");
        }
        if (ProcFs.clockTicksNote() != null) {
            warnings.add(ProcFs.clockTicksNote());
        }
        if (launch.timing().pressure() == null) {
            unavailable.put("ioPressure", "n/a: needs Linux PSI (/proc/pressure/io)");
        }
        if (!ProcFs.available()) {
            unavailable.put("threadCounters", ProcFs.NEEDS_PROC + "/thread-self");
        }
        Long heapAtEnd = recording == null ? null : recording.heapUsedAtEndBytes();
        Long peak = heapAtEnd;
        if (peakHeap != null) {
            peak = heapAtEnd == null ? peakHeap : Long.valueOf(Math.max(peakHeap, heapAtEnd));
        }
        BuildJvm jvm = recording == null ? null : new BuildJvm(recording.mavenVersion(), recording.javaVersion(),
                recording.javaVendor(), recording.gcCount(), recording.gcTimeNanos(), peak, recording.heapMaxBytes());
        RunTotals totals = RunTotals.of(launch.timing());
        // without a recording nothing is known about mojo coverage: null, not a share of zero
        Attribution attribution = recording == null ? null
                : Attribution.of(mojos, launch.wallNanos(), launch.timing().start(), recording.sessionStart(), all,
                        outside);
        return new RunReport(RunReport.SCHEMA, Version.tool(), "measure", label, options.task(), run,
                launch.timing().start(), launch.timing().end(), launch.exitCode() == 0 ? "succeeded" : "failed",
                launch.exitCode(), finalLog.toString(),
                launch.command(), build.workingDirectory().toString(), totals, jvm, host, workspace, localRepo,
                attribution, recording == null ? List.of() : recording.projects(), mojos, warnings, unavailable,
                variant);
    }

    private MeasureResult write(MeasureOptions options, Path out, String label, List<RunReport> reports,
                                List<Path> logs) throws IOException {
        Files.createDirectories(out);
        List<String> runFiles = new ArrayList<>();
        for (RunReport r : reports) {
            String file = "run-" + r.run() + ".json";
            ReportJson.write(out.resolve(file), r);
            runFiles.add(file);
        }
        keepLogs(out, logs);
        SummaryReport summary = Summaries.summarize(Version.tool(), "measure", label, options.task(),
                options.warmups(), reports, runFiles);
        Path summaryFile = out.resolve("summary.json");
        ReportJson.write(summaryFile, summary);
        List<String> console = new ArrayList<>(ConsoleSummary.render(summary));
        console.add("reports: " + summaryFile + " and " + String.join(", ", runFiles));
        return new MeasureResult(summary, reports, summaryFile, console);
    }

    private static Path keepLogs(Path out, List<Path> logs) throws IOException {
        Files.createDirectories(out);
        for (Path log : logs) {
            if (Files.exists(log)) {
                Files.copy(log, out.resolve(log.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return out;
    }

    private void dropCaches() throws IOException, InterruptedException {
        PageCache.drop();
        progress.accept("synced and dropped the page cache");
    }

    private static boolean isWindows() {
        return File.separatorChar == '\\';
    }
}
