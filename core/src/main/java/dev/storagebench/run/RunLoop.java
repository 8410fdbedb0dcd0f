package dev.storagebench.run;

import dev.storagebench.IoErrors;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.json.ReportJson;
import dev.storagebench.record.PageCache;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.Summaries;
import dev.storagebench.report.SummaryReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The warm-ups and counted runs that {@code measure} and {@code run} share: warm-ups first in every target, then the
 * counted runs taking turns across the targets (so slow drift of the machine spreads evenly over the storages
 * compared), the page cache dropped before each counted run when asked, the runs stopped at the first failure unless
 * they go on, and each target's {@code run-N.json} and {@code summary.json} written from what was measured, also
 * when a run failed. What one run is, each service supplies as a {@link Trial}.
 */
public final class RunLoop {

    /** Where a series of runs happens: a storage label and the directory its reports go to. */
    public interface Target {
        /** The storage label. */
        String label();

        /** Where this target's reports go. */
        Path outputDirectory();
    }

    /** One warm-up or counted run, by number from 1. */
    public record Attempt(boolean counted, int number) {
        /** {@code warmup-N} or {@code run-N}, the stem of the run's log and report files. */
        public String name() {
            return (counted ? "run-" : "warmup-") + number;
        }
    }

    /**
     * What one run of the task is.
     *
     * @param <T> the service's target
     */
    @FunctionalInterface
    public interface Trial<T extends Target> {
        /**
         * Runs {@code attempt} in {@code target} and returns how it ended: a warm-up's exit code only, a counted
         * run's report too. Throws when the user interrupted the run.
         */
        Ended run(T target, Attempt attempt) throws IOException, InterruptedException, StoragebenchException;
    }

    /**
     * How one run ended.
     *
     * @param exitCode the task's exit code
     * @param report the counted run's report; null for a warm-up
     */
    public record Ended(int exitCode, RunReport report) {
        /** Whether the run succeeded. */
        public boolean succeeded() {
            return report == null ? exitCode == 0 : report.succeeded();
        }
    }

    /**
     * The plan of a series.
     *
     * @param kind what the reports say wrote them
     * @param task the task as reports name it
     * @param repetitions how many warm-ups and counted runs, and whether caches are dropped
     * @param keepGoing whether a failed run is recorded and the runs go on
     */
    public record Plan(ReportKind kind, String task, Repetitions repetitions, boolean keepGoing) {
    }

    /**
     * What the runs gave.
     *
     * @param reports each target's counted runs, in the order of the targets
     * @param summaries each target's summary, for targets with at least one counted run
     * @param failure the run that stopped the series, or null
     * @param <T> the service's target
     */
    public record Series<T extends Target>(Map<T, List<RunReport>> reports, Map<T, SummaryReport> summaries,
                                           Failure<T> failure) {
    }

    /**
     * The failed run that stopped a series.
     *
     * @param target where it ran
     * @param attempt which run
     * @param exitCode its exit code
     * @param <T> the service's target
     */
    public record Failure<T extends Target>(T target, Attempt attempt, int exitCode) {
    }

    private RunLoop() {
    }

    /**
     * Runs the series and writes the reports of every counted run it made. A failure stops the series unless the plan
     * keeps going; it is returned rather than thrown, so each service says it in its own words.
     */
    public static <T extends Target> Series<T> run(List<T> targets, Plan plan, Trial<T> trial,
                                                   Consumer<String> progress)
            throws IOException, InterruptedException, StoragebenchException {
        Map<T, List<RunReport>> reports = new LinkedHashMap<>();
        targets.forEach(t -> reports.put(t, new ArrayList<>()));
        Repetitions r = plan.repetitions();
        for (T t : targets) {
            for (int i = 1; i <= r.warmups(); i++) {
                Attempt attempt = new Attempt(false, i);
                Ended ended = trial.run(t, attempt);
                if (!ended.succeeded() && !plan.keepGoing()) {
                    return new Series<>(reports, Map.of(), new Failure<>(t, attempt, ended.exitCode()));
                }
            }
        }
        for (int i = 1; i <= r.runs(); i++) {
            for (T t : targets) {
                if (r.dropCaches()) {
                    PageCache.drop();
                    progress.accept("synced and dropped the page cache");
                }
                Attempt attempt = new Attempt(true, i);
                Ended ended = trial.run(t, attempt);
                reports.get(t).add(ended.report());
                // written now, so a full disk or a later failure cannot take the runs already made
                writeRun(t, ended.report(), reports.get(t).size() - 1);
                if (!ended.succeeded() && !plan.keepGoing()) {
                    return new Series<>(reports, write(plan, reports), new Failure<>(t, attempt, ended.exitCode()));
                }
            }
        }
        return new Series<>(reports, write(plan, reports), null);
    }

    private static void writeRun(Target t, RunReport report, int before) throws StoragebenchException {
        Path file = t.outputDirectory().resolve(runFile(report));
        try {
            Files.createDirectories(t.outputDirectory());
            ReportJson.write(file, report);
        } catch (IOException e) {
            throw new StoragebenchException("cannot write " + file + " (" + IoErrors.reason(e) + "); "
                    + (before == 0 ? "no earlier run of " + t.label() + " was lost"
                    : "the " + before + " earlier run report(s) of " + t.label() + " are in " + t.outputDirectory()),
                    e);
        }
    }

    /** The file an IO error happened on, as {@code <path>: }, or nothing when the error names none. */
    public static String where(IOException e) {
        return e instanceof java.nio.file.FileSystemException fs && fs.getFile() != null ? fs.getFile() + ": " : "";
    }

    private static String runFile(RunReport report) {
        return "run-" + report.run() + ".json";
    }

    /** Writes each target's {@code summary.json} over the run reports already written. */
    private static <T extends Target> Map<T, SummaryReport> write(Plan plan, Map<T, List<RunReport>> reports)
            throws StoragebenchException {
        Map<T, SummaryReport> summaries = new LinkedHashMap<>();
        for (Map.Entry<T, List<RunReport>> e : reports.entrySet()) {
            T t = e.getKey();
            if (e.getValue().isEmpty()) {
                continue;
            }
            List<String> files = e.getValue().stream().map(RunLoop::runFile).toList();
            SummaryReport summary = Summaries.summarize(Version.tool(), plan.kind(), t.label(), plan.task(),
                    plan.repetitions().warmups(), e.getValue(), files);
            try {
                ReportJson.write(summaryFile(t), summary);
            } catch (IOException ex) {
                throw new StoragebenchException("cannot write " + summaryFile(t) + " (" + IoErrors.reason(ex)
                        + "); the run reports are in " + t.outputDirectory() + " and 'bench-cli compare' reads them "
                        + "without it", ex);
            }
            summaries.put(t, summary);
        }
        return summaries;
    }

    /** Where a target's summary goes. */
    public static Path summaryFile(Target t) {
        return t.outputDirectory().resolve("summary.json");
    }
}
