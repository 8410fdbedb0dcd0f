package dev.storagebench.measure;

import dev.storagebench.format.Formats;
import dev.storagebench.json.ReportJson;
import dev.storagebench.report.RunReport;
import dev.storagebench.stats.Distribution;
import dev.storagebench.stats.RatioEstimate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The same build measured once per JVM option set: wall time, GC time and peak heap side by side, written as
 * {@code variants.json} (schema {@value #SCHEMA}) beside the per-variant report directories.
 */
public final class Variants {

    /** The schema of {@code variants.json}. */
    public static final String SCHEMA = "storagebench-variants/1";

    /**
     * One variant's figures over its counted runs.
     *
     * @param jvmOptions the options added to {@code MAVEN_OPTS}
     * @param directory where its run reports and summary are
     * @param wallNanos whole-build wall time per run
     * @param gcTimeNanos the Maven JVM's GC time per run; null when not recorded
     * @param peakHeapUsedBytes the Maven JVM's peak heap use per run; null when not recorded
     * @param wallRatio wall time against the first variant; null for the first
     */
    public record Variant(String jvmOptions, String directory, Distribution wallNanos, Distribution gcTimeNanos,
                          Distribution peakHeapUsedBytes, RatioEstimate wallRatio) {
    }

    /**
     * The file {@code variants.json}.
     *
     * @param schema {@value #SCHEMA}
     * @param task the goals
     * @param label the storage label
     * @param variants in the order given
     */
    public record Report(String schema, String task, String label, List<Variant> variants) {
        public Report {
            variants = List.copyOf(variants);
        }
    }

    private Variants() {
    }

    /** Writes {@code variants.json} and returns one result whose console compares the variants. */
    static MeasureResult combine(MeasureOptions options, List<MeasureResult> results) throws IOException {
        List<Variant> variants = new ArrayList<>();
        List<RunReport> all = new ArrayList<>();
        List<Double> firstWall = null;
        for (MeasureResult r : results) {
            List<Double> wall = values(r.runs(), x -> (double) x.totals().wallNanos());
            if (firstWall == null) {
                firstWall = wall;
            }
            variants.add(new Variant(r.summary().jvmOptions(), r.summaryFile().getParent().toString(),
                    Distribution.of(wall),
                    Distribution.of(values(r.runs(), x -> x.jvm() == null ? null : (double) x.jvm().gcTimeNanos())),
                    Distribution.of(values(r.runs(), x -> x.jvm() == null || x.jvm().peakHeapUsedBytes() == null
                            ? null : x.jvm().peakHeapUsedBytes().doubleValue())),
                    variants.isEmpty() ? null : RatioEstimate.of(wall, firstWall, RatioEstimate.DEFAULT_CONFIDENCE)));
            all.addAll(r.runs());
        }
        Report report = new Report(SCHEMA, options.task(), results.get(0).summary().label(), variants);
        Path file = options.outputDirectory().resolve("variants.json");
        ReportJson.write(file, report);
        List<String> console = new ArrayList<>();
        console.add(String.format(Locale.ROOT, "storagebench: '%s' on %s, %d JVM variants (added to MAVEN_OPTS), medians of the "
                + "counted runs:", options.task(), report.label(), variants.size()));
        console.add(String.format(Locale.ROOT, "%-50s %-26s %-28s %9s %10s", "variant", "wall (min-max)",
                "vs first (95% CI)", "GC time", "peak heap"));
        for (Variant v : variants) {
            String name = v.jvmOptions().length() > 50 ? v.jvmOptions().substring(0, 47) + "..." : v.jvmOptions();
            console.add(String.format(Locale.ROOT, "%-50s %-26s %-28s %9s %10s", name,
                    Formats.secondsRange(v.wallNanos()), ratio(v.wallRatio()),
                    Formats.seconds(v.gcTimeNanos()), Formats.bytes(v.peakHeapUsedBytes())));
        }
        console.add("reports: " + file + ", and per variant " + options.outputDirectory().resolve("variant-N"));
        return new MeasureResult(results.get(0).summary(), all, file, console);
    }

    private static String ratio(RatioEstimate r) {
        if (r == null) {
            return "(first)";
        }
        return r.interval() ? String.format(Locale.ROOT, "%.3fx (%.3f-%.3f)", r.ratio(), r.low(), r.high())
                : String.format(Locale.ROOT, "%.3fx (too few runs)", r.ratio());
    }

    /** The values over runs; empty when any run lacks the figure, so a partial set never reads as complete. */
    private static List<Double> values(List<RunReport> runs, Function<RunReport, Double> metric) {
        List<Double> out = new ArrayList<>();
        for (RunReport r : runs) {
            Double v = metric.apply(r);
            if (v == null) {
                return List.of();
            }
            out.add(v);
        }
        return out;
    }
}
