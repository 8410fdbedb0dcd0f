package dev.storagebench.compare;

import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.OperationSummary;

import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.format.Formats;
import dev.storagebench.format.Text;
import dev.storagebench.json.ReportJson;
import dev.storagebench.report.ConsoleSummary;
import dev.storagebench.report.OperationSummary;
import dev.storagebench.report.ReportKind;
import dev.storagebench.stats.Distribution;
import dev.storagebench.stats.RatioEstimate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Turns a comparison into the format the user asked for, and holds the phrasing all formats share. */
final class Renderers {

    private Renderers() {
    }

    static String render(Comparison c, CompareOptions options) {
        return switch (options.format()) {
            case TEXT -> TextRenderer.render(c, options.by(), options.color());
            case MARKDOWN -> MarkdownRenderer.render(c, options.by());
            case CSV -> CsvRenderer.render(c, options.by());
            case JSON -> json(c);
            case HTML -> HtmlRenderer.render(c, options.by());
        };
    }

    private static String json(Comparison c) {
        try {
            return ReportJson.toJson(c) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A task's heading: the goals or command, and which tool ran it. */
    static String taskTitle(TaskComparison t) {
        return Text.printable((t.kind() == ReportKind.MEASURE ? "mvn " : "") + t.task()
                + (t.jvmOptions() == null ? "" : " [MAVEN_OPTS += " + t.jvmOptions() + "]"));
    }

    /** real / user / sys medians, with real's range when there is more than one run. */
    static String cell(StorageResult s) {
        return Formats.secondsRange(s.wallNanos()) + " / " + Formats.seconds(s.userNanos()) + " / "
                + Formats.seconds(s.systemNanos());
    }

    /** A ratio as 4.28x, 13.2x or 128x: about three significant digits. */
    static String times(double ratio) {
        if (ratio >= 100) {
            return String.format(Locale.ROOT, "%.0fx", ratio);
        }
        return String.format(Locale.ROOT, ratio >= 10 ? "%.1fx" : "%.2fx", ratio);
    }

    /** The interval of {@code r} as "95% CI 4.10-4.47", or the reason there is none. */
    static String interval(RatioEstimate r, boolean inverted) {
        if (!r.interval()) {
            return "no interval: too few runs";
        }
        double lo = inverted ? 1 / r.high() : r.low();
        double hi = inverted ? 1 / r.low() : r.high();
        return String.format(Locale.ROOT, "%s CI %s-%s", percent(r.confidence()), number(lo), number(hi));
    }

    private static String number(double v) {
        String t = times(v);
        return t.substring(0, t.length() - 1);
    }

    static String percent(double share) {
        double p = share * 100;
        return p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f%%", p) : String.format(Locale.ROOT, "%.1f%%", p);
    }

    /** "4.28x slower than local (95% CI 4.10-4.47)", or "no clear difference ..." when the interval spans 1. */
    static String ratioPhrase(RatioEstimate r, String baseline) {
        if (r == null) {
            return "n/a";
        }
        boolean faster = r.ratio() < 1;
        String phrase = faster ? times(1 / r.ratio()) + " faster than " + baseline
                : times(r.ratio()) + " slower than " + baseline;
        if (r.interval() && !r.clear()) {
            return "no clear difference from " + baseline + ": " + phrase + " (" + interval(r, faster) + ")";
        }
        return phrase + " (" + interval(r, faster) + ")";
    }

    /** The short form used in breakdown cells: "17.5x", "1.02x~" when the interval spans 1, "1.3x?" without one. */
    static String shortRatio(RatioEstimate r) {
        if (r == null) {
            return "";
        }
        return times(r.ratio()) + (!r.interval() ? "?" : r.clear() ? "" : "~");
    }

    /** Legend for {@link #shortRatio}. */
    static final String SHORT_RATIO_LEGEND = "ratios are to the baseline; ~ marks an interval that includes 1 "
            + "(no clear difference), ? a ratio without an interval (too few runs)";

    /** A breakdown cell: median wall, the ratio, and how many runs had it when not all. */
    /**
     * Sub-rows under a phase or mojo: for its costliest kinds of file-system call (by the largest median time on any
     * storage), each storage's calls and time side by side, e.g. {@code delete} | {@code 41,210 in 0.11s} |
     * {@code 41,210 in 1.02s}; empty when no storage has the agent's counts.
     */
    static List<List<String>> operationRows(GroupComparison g) {
        Map<String, Double> worst = new LinkedHashMap<>();
        for (GroupCell cell : g.cells()) {
            if (cell.fileOps() != null) {
                for (OperationSummary o : cell.fileOps()) {
                    worst.merge(o.kind(), o.nanos().median(), Math::max);
                }
            }
        }
        List<String> kinds = worst.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(ConsoleSummary.TOP_KINDS).map(Map.Entry::getKey).toList();
        List<List<String>> rows = new ArrayList<>();
        for (String kind : kinds) {
            List<String> row = new ArrayList<>();
            row.add(kind);
            for (GroupCell cell : g.cells()) {
                OperationSummary o = cell.fileOps() == null ? null : cell.fileOps().stream()
                        .filter(x -> x.kind().equals(kind)).findFirst().orElse(null);
                row.add(cell.fileOps() == null ? "n/a" : o == null ? "0"
                        : Formats.count(Math.round(o.calls().median())) + " in " + Formats.seconds(o.nanos()));
            }
            rows.add(row);
        }
        return rows;
    }

    static String groupCell(GroupCell g) {
        if (g.wallNanos() == null) {
            return g.presentInRuns() == 0 ? "missing" : "n/a";
        }
        String s = Formats.seconds(g.wallNanos());
        String ratio = shortRatio(g.ratio());
        if (!ratio.isEmpty()) {
            s += " " + ratio;
        }
        if (g.presentInRuns() < g.runs()) {
            s += " (in " + g.presentInRuns() + "/" + g.runs() + " runs)";
        }
        return s;
    }

    /** The groups {@code by} asks for, and what they are called. */
    static List<GroupComparison> groups(TaskComparison t, CompareOptions.Breakdown by) {
        return switch (by) {
            case PHASE -> t.phases();
            case MOJO -> t.mojos();
            case TOTAL -> List.of();
        };
    }

    static String groupNoun(CompareOptions.Breakdown by) {
        return by == CompareOptions.Breakdown.MOJO ? "mojo" : "phase";
    }

    /** Lines naming the groups that ran on some storages but not on others. */
    static List<String> missing(TaskComparison t, List<GroupComparison> groups) {
        List<String> lines = new ArrayList<>();
        for (GroupComparison g : groups) {
            List<String> absent = g.cells().stream().filter(c -> c.presentInRuns() == 0).map(GroupCell::label)
                    .toList();
            if (!absent.isEmpty()) {
                List<String> present = g.cells().stream().filter(c -> c.presentInRuns() > 0).map(GroupCell::label)
                        .toList();
                lines.add(g.name() + " ran on " + String.join(", ", present) + " but not on "
                        + String.join(", ", absent));
            }
        }
        return lines;
    }

    /** Why a breakdown is empty, or null when it is not. */
    static String noBreakdown(TaskComparison t, CompareOptions.Breakdown by) {
        if (by == CompareOptions.Breakdown.TOTAL || !groups(t, by).isEmpty()) {
            return null;
        }
        return t.kind() == ReportKind.MEASURE ? "no " + groupNoun(by) + " figures in these reports"
                : "a '" + t.kind() + "' report times a whole command, so it has no " + groupNoun(by) + "s";
    }

    /** A probe cell: rate, MiB/s where data moved, p99 latency, and how much slower than the row's fastest. */
    static String probeCell(Comparison.ProbeCell c) {
        if (c.opsPerSecond() == null) {
            return "not run";
        }
        String s = rate(c.opsPerSecond()) + " ops/s";
        if (c.mibPerSecond() != null && c.mibPerSecond() >= 0.1) {
            s += ", " + String.format(Locale.ROOT, "%.1f", c.mibPerSecond()) + " MiB/s";
        }
        if (c.p99Nanos() != null) {
            s += ", p99 " + dev.storagebench.probe.ProbeService.micros(c.p99Nanos());
        }
        return s + (c.slowerBy() == null ? " (fastest)" : " (" + times(c.slowerBy()) + " slower)");
    }

    /** A rate with three significant digits and a k or M suffix. */
    static String rate(double v) {
        if (v >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", v / 1e6);
        }
        if (v >= 1e4) {
            return String.format(Locale.ROOT, "%.1fk", v / 1e3);
        }
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** Heading of the probe section. */
    static final String PROBE_HEADING = "filesystem probes (newest probe per storage; slower = the row's fastest "
            + "rate divided by this one)";

    static double median(Distribution d) {
        return d == null ? Double.NaN : d.median();
    }
}
