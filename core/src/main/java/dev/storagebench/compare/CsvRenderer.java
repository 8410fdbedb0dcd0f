package dev.storagebench.compare;

import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.report.OperationSummary;
import dev.storagebench.stats.Distribution;
import dev.storagebench.stats.RatioEstimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One CSV row per task and storage (and per phase or mojo with {@code --by}, and per probe operation and storage),
 * times in seconds, RFC 4180 quoting. For every row {@code ratio} above 1 means slower than the baseline. With
 * {@code --by}, each phase's or mojo's file-system calls follow as {@code operations} rows: one per kind and storage,
 * the medians of calls, time, bytes and entries per run.
 */
final class CsvRenderer {

    static final String HEADER = "section,task,kind,label,name,runs,failed_runs,present_in_runs,real_median_s,"
            + "real_min_s,real_max_s,user_median_s,sys_median_s,baseline,ratio,ci_low,ci_high,confidence,ops_per_s,"
            + "mib_per_s,p99_s,operation,calls_median,operation_time_median_s,bytes_median,entries_median";

    private CsvRenderer() {
    }

    static String render(Comparison c, CompareOptions.Breakdown by) {
        StringBuilder b = new StringBuilder(HEADER).append("\r\n");
        for (TaskComparison t : c.tasks()) {
            for (StorageResult s : t.storages()) {
                row(b, "total", t, s.label(), "", s.runs(), s.failedRuns(), s.runs(), s.wallNanos(), s.userNanos(),
                        s.systemNanos(), s.wallRatio(), c.confidence());
            }
            for (GroupComparison g : Renderers.groups(t, by)) {
                for (GroupCell cell : g.cells()) {
                    row(b, by.name().toLowerCase(Locale.ROOT), t, cell.label(), g.name(), cell.runs(), 0,
                            cell.presentInRuns(), cell.wallNanos(), null, null, cell.ratio(), c.confidence());
                }
                for (GroupCell cell : g.cells()) {
                    for (OperationSummary o : cell.fileOps() == null ? List.<OperationSummary>of() : cell.fileOps()) {
                        List<String> f = new ArrayList<>(List.of("operations", t.task(), t.kind().id(), cell.label(),
                                g.name(), Integer.toString(cell.runs()), "0", Integer.toString(cell.presentInRuns())));
                        for (int i = 0; i < 13; i++) {
                            f.add(i == 5 ? t.baseline() : i == 9 ? number(c.confidence()) : "");
                        }
                        f.addAll(List.of(o.kind(), count(o.calls().median()), seconds(o.nanos().median()),
                                count(o.bytes().median()), count(o.entries().median())));
                        b.append(String.join(",", f.stream().map(CsvRenderer::quote).toList())).append("\r\n");
                    }
                }
            }
        }
        for (Comparison.ProbeRow r : c.probes()) {
            for (Comparison.ProbeCell cell : r.cells()) {
                List<String> f = new ArrayList<>(List.of("probe", r.workload() + " " + r.operation(), "probe",
                        cell.label(), "", "1", "0", cell.opsPerSecond() == null ? "0" : "1", "", "", "", "", "",
                        r.baseline(), cell.slowerBy() == null ? "" : number(cell.slowerBy()), "", "", "",
                        cell.opsPerSecond() == null ? "" : number(cell.opsPerSecond()),
                        cell.mibPerSecond() == null ? "" : number(cell.mibPerSecond()),
                        cell.p99Nanos() == null ? "" : seconds(cell.p99Nanos().doubleValue()), "", "", "", "", ""));
                b.append(String.join(",", f.stream().map(CsvRenderer::quote).toList())).append("\r\n");
            }
        }
        return b.toString();
    }

    private static void row(StringBuilder b, String section, TaskComparison t, String label, String name, int runs,
                            int failed, int present, Distribution wall, Distribution user, Distribution sys,
                            RatioEstimate ratio, double confidence) {
        List<String> f = new ArrayList<>();
        f.add(section);
        f.add(t.task());
        f.add(t.kind().id());
        f.add(label);
        f.add(name);
        f.add(Integer.toString(runs));
        f.add(Integer.toString(failed));
        f.add(Integer.toString(present));
        f.add(seconds(wall == null ? null : wall.median()));
        f.add(seconds(wall == null ? null : wall.min()));
        f.add(seconds(wall == null ? null : wall.max()));
        f.add(seconds(user == null ? null : user.median()));
        f.add(seconds(sys == null ? null : sys.median()));
        f.add(t.baseline());
        f.add(ratio == null ? "" : number(ratio.ratio()));
        f.add(ratio == null || !ratio.interval() ? "" : number(ratio.low()));
        f.add(ratio == null || !ratio.interval() ? "" : number(ratio.high()));
        f.add(number(confidence));
        for (int i = 0; i < 8; i++) {
            f.add("");
        }
        b.append(String.join(",", f.stream().map(CsvRenderer::quote).toList())).append("\r\n");
    }

    private static String seconds(Double nanos) {
        return nanos == null ? "" : String.format(Locale.ROOT, "%.6f", nanos / 1e9);
    }

    /** A count: whole unless it is the median of an even number of runs. */
    private static String count(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    /**
     * One RFC 4180 field. A text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
     * return: OWASP's CSV injection rule) gets a leading quote mark; numbers are written by {@link #number} and never
     * start that way except for a minus sign, which is why only non-numbers are guarded.
     */
    static String quote(String s) {
        String v = s;
        if (!v.isEmpty() && "=+-@\t\r".indexOf(v.charAt(0)) >= 0 && !isNumber(v)) {
            v = "'" + v;
        }
        return v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r")
                ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }

    private static boolean isNumber(String s) {
        return s.matches("-?\\d+(\\.\\d+)?");
    }
}
