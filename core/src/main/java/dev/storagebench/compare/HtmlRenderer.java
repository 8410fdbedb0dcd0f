package dev.storagebench.compare;

import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.format.Formats;
import java.util.List;
import java.util.Locale;

/**
 * One self-contained HTML page of a comparison: styles inline and charts as inline SVG drawn here, so the file
 * opens anywhere, is safe to attach to a CI run, and fetches nothing from the network.
 */
final class HtmlRenderer {

    private static final String[] PALETTE = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
    private static final int WIDTH = 820;
    private static final int LABEL_WIDTH = 200;
    private static final int VALUE_WIDTH = 150;
    private static final int MAX_PHASES_CHARTED = 20;

    private final StringBuilder b = new StringBuilder();
    private final List<String> labels;

    private HtmlRenderer(Comparison c) {
        this.labels = c.labels();
    }

    static String render(Comparison c, CompareOptions.Breakdown by) {
        HtmlRenderer r = new HtmlRenderer(c);
        r.page(c, by);
        return r.b.toString();
    }

    private void page(Comparison c, CompareOptions.Breakdown by) {
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>storagebench comparison</title>\n<style>\n")
                .append("body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:2em auto;")
                .append("max-width:1100px;padding:0 1em;color:#222}\n")
                .append("table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;")
                .append("padding:4px 8px;text-align:left;font-variant-numeric:tabular-nums}th{background:#f3f3f3}\n")
                .append(".slower{color:#b00020}.faster{color:#1b7f3a}.note{color:#666;font-size:90%}\n")
                .append("tr.operation td{color:#555;font-size:90%}tr.operation td:first-child{padding-left:2em}\n")
                .append("svg text{font-size:12px;font-family:inherit}code{background:#f3f3f3;padding:1px 3px}\n")
                .append("</style>\n</head>\n<body>\n");
        b.append("<h1>storagebench comparison</h1>\n<p class=\"note\">").append(c.runsRead())
                .append(" run reports, ").append(labels.size()).append(" storages, ").append(c.tasks().size())
                .append(" tasks. Each cell: real [min-max] / user / sys, medians over the succeeded runs.</p>\n");
        if (!c.tasks().isEmpty()) {
            totalsTable(c);
        }
        tasks(c, by);
    }

    private void totalsTable(Comparison c) {
        b.append("<table id=\"totals\">\n<tr><th>storage</th>");
        c.tasks().forEach(t -> b.append("<th>").append(esc(Renderers.taskTitle(t))).append("</th>"));
        b.append("</tr>\n");
        for (String label : labels) {
            b.append("<tr><th>").append(esc(label)).append("</th>");
            for (TaskComparison t : c.tasks()) {
                StorageResult s = t.storage(label);
                b.append("<td>").append(s == null ? "-" : esc(Renderers.cell(s)) + " (n=" + s.runs() + ")")
                        .append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n");
    }

    private void tasks(Comparison c, CompareOptions.Breakdown by) {
        for (TaskComparison t : c.tasks()) {
            b.append("<section class=\"task\">\n<h2>").append(esc(Renderers.taskTitle(t))).append("</h2>\n");
            b.append("<p>Baseline: <strong>").append(esc(t.baseline())).append("</strong> (")
                    .append("chosen".equals(t.baselineReason()) ? "chosen" : "the fastest").append(")</p>\n<ul>\n");
            for (StorageResult s : t.storages()) {
                if (s.wallRatio() != null) {
                    String cls = !s.wallRatio().clear() ? "" : s.wallRatio().ratio() > 1 ? " class=\"slower\""
                            : " class=\"faster\"";
                    b.append("<li><strong>").append(esc(s.label())).append("</strong>: <span").append(cls)
                            .append('>').append(esc(Renderers.ratioPhrase(s.wallRatio(), t.baseline())))
                            .append("</span>")
                            .append(s.cpuRatio() == null ? "" : "; CPU " + Renderers.times(s.cpuRatio().ratio())
                                    + " (" + esc(Renderers.interval(s.cpuRatio(), false)) + ")")
                            .append("</li>\n");
                }
            }
            b.append("</ul>\n");
            totalsChart(t);
            if (!t.phases().isEmpty()) {
                b.append("<h3>Per phase</h3>\n");
                groupChart(t, t.phases(), "phase");
            }
            CompareOptions.Breakdown shown = by == CompareOptions.Breakdown.TOTAL ? CompareOptions.Breakdown.PHASE
                    : by;
            List<GroupComparison> groups = Renderers.groups(t, shown);
            if (!groups.isEmpty()) {
                groupTable(t, groups, Renderers.groupNoun(shown));
            } else if (Renderers.noBreakdown(t, shown) != null) {
                b.append("<p class=\"note\">").append(esc(Renderers.noBreakdown(t, shown))).append("</p>\n");
            }
            b.append("</section>\n");
        }
        if (!c.probes().isEmpty()) {
            b.append("<section class=\"probes\">\n<h2>Filesystem probes</h2>\n<p class=\"note\">")
                    .append(esc(Renderers.PROBE_HEADING))
                    .append("</p>\n<table class=\"probe\">\n<tr><th>operation</th>");
            c.probeLabels().forEach(l -> b.append("<th>").append(esc(l)).append("</th>"));
            b.append("</tr>\n");
            for (Comparison.ProbeRow r : c.probes()) {
                b.append("<tr><td>").append(esc(r.workload() + " " + r.operation())).append("</td>");
                r.cells().forEach(cell -> b.append("<td>").append(esc(Renderers.probeCell(cell))).append("</td>"));
                b.append("</tr>\n");
            }
            b.append("</table>\n</section>\n");
        }
        b.append("<h2>Storages</h2>\n<ul>\n");
        for (String label : labels) {
            c.tasks().stream().map(t -> t.storage(label)).filter(s -> s != null).findFirst()
                    .ifPresent(s -> b.append("<li><strong>").append(esc(label)).append("</strong>: <code>")
                            .append(esc(s.mount())).append("</code></li>\n"));
        }
        c.probeMounts().forEach((label, mount) -> b.append("<li><strong>").append(esc(label))
                .append("</strong> (probe): <code>").append(esc(mount)).append("</code></li>\n"));
        b.append("</ul>\n<p class=\"note\">Method: ").append(esc(c.method())).append(".</p>\n");
        for (String note : c.notes()) {
            b.append("<p class=\"note\">Note: ").append(esc(note)).append("</p>\n");
        }
        b.append("<p class=\"note\">").append(esc(c.tool())).append("</p>\n</body>\n</html>\n");
    }

    /** A bar per storage: median real time with its min-max range, and the CPU (user+sys) beneath it. */
    private void totalsChart(TaskComparison t) {
        double max = t.storages().stream().mapToDouble(s -> s.wallNanos().max()).max().orElse(1);
        int rowHeight = 36;
        int height = 30 + rowHeight * t.storages().size();
        double plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        b.append(String.format(Locale.ROOT, "<svg class=\"chart\" role=\"img\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\">\n", WIDTH, height, WIDTH, height));
        b.append("<title>").append(esc("real time per storage: " + t.task())).append("</title>\n");
        b.append("<text x=\"0\" y=\"14\">real time (bar: median, line: min-max); CPU user+sys (thin bar)</text>\n");
        int y = 28;
        for (StorageResult s : t.storages()) {
            String colour = colour(s.label());
            double w = s.wallNanos().median() / max * plot;
            b.append(String.format(Locale.ROOT, "<text x=\"0\" y=\"%d\">%s</text>\n", y + 13, esc(s.label())));
            b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"16\" fill=\"%s\"/>\n",
                    LABEL_WIDTH, y, w, colour));
            double x1 = LABEL_WIDTH + s.wallNanos().min() / max * plot;
            double x2 = LABEL_WIDTH + s.wallNanos().max() / max * plot;
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#222\"/>"
                    + "\n", x1, x2, y + 8, y + 8));
            if (s.userNanos() != null && s.systemNanos() != null) {
                double cpu = (s.userNanos().median() + s.systemNanos().median()) / max * plot;
                b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"5\" "
                        + "fill=\"#888\"/>\n", LABEL_WIDTH, y + 19, cpu));
            }
            String value = Formats.seconds(s.wallNanos())
                    + (s.wallRatio() == null ? " (baseline)" : " " + Renderers.shortRatio(s.wallRatio()));
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\">%s</text>\n",
                    Math.max(LABEL_WIDTH + w, x2) + 6, y + 13, esc(value)));
            y += rowHeight;
        }
        b.append("</svg>\n");
    }

    /** Grouped bars: per phase, a bar per storage, so the phases that got slower stand out. */
    private void groupChart(TaskComparison t, List<GroupComparison> groups, String noun) {
        List<GroupComparison> shown = groups.stream().limit(MAX_PHASES_CHARTED).toList();
        double max = shown.stream().flatMap(g -> g.cells().stream()).filter(c -> c.wallNanos() != null)
                .mapToDouble(c -> c.wallNanos().median()).max().orElse(1);
        int bar = 10;
        int groupHeight = bar * t.storages().size() + 10;
        int height = 40 + groupHeight * shown.size();
        double plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        b.append(String.format(Locale.ROOT, "<svg class=\"chart\" role=\"img\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\">\n", WIDTH, height, WIDTH, height));
        b.append("<title>").append(esc("median wall time per " + noun + ": " + t.task())).append("</title>\n");
        int x = 0;
        for (StorageResult s : t.storages()) {
            b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"4\" width=\"10\" height=\"10\" fill=\"%s\"/>"
                    + "<text x=\"%d\" y=\"13\">%s</text>\n", x, colour(s.label()), x + 14, esc(s.label())));
            x += 24 + 7 * s.label().length();
        }
        int y = 30;
        for (GroupComparison g : shown) {
            b.append(String.format(Locale.ROOT, "<text x=\"0\" y=\"%d\">%s</text>\n", y + groupHeight / 2,
                    esc(g.name().length() > 30 ? g.name().substring(0, 27) + "..." : g.name())));
            int by = y;
            for (GroupCell c : g.cells()) {
                if (c.wallNanos() != null) {
                    double w = c.wallNanos().median() / max * plot;
                    b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                            + "fill=\"%s\"/>\n", LABEL_WIDTH, by, Math.max(w, 0.5), bar - 1, colour(c.label())));
                    b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\">%s</text>\n",
                            LABEL_WIDTH + w + 4, by + bar - 1, esc(Renderers.groupCell(c))));
                } else {
                    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">%s: missing"
                            + "</text>\n", LABEL_WIDTH + 4, by + bar - 1, esc(c.label())));
                }
                by += bar;
            }
            y += groupHeight;
        }
        b.append("</svg>\n");
        if (groups.size() > shown.size()) {
            b.append("<p class=\"note\">The chart shows the first ").append(shown.size()).append(" of ")
                    .append(groups.size()).append(' ').append(noun).append("s; the table has them all.</p>\n");
        }
    }

    private void groupTable(TaskComparison t, List<GroupComparison> groups, String noun) {
        b.append("<table class=\"breakdown\">\n<tr><th>").append(noun).append(" (wall per run)</th>");
        t.storages().forEach(s -> b.append("<th>").append(esc(s.label())).append("</th>"));
        b.append("</tr>\n");
        for (GroupComparison g : groups) {
            b.append("<tr><td>").append(esc(g.name())).append("</td>");
            for (GroupCell c : g.cells()) {
                b.append("<td>").append(esc(Renderers.groupCell(c))).append("</td>");
            }
            b.append("</tr>\n");
            for (List<String> ops : Renderers.operationRows(g)) {
                b.append("<tr class=\"operation\">");
                ops.forEach(cell -> b.append("<td>").append(esc(cell)).append("</td>"));
                b.append("</tr>\n");
            }
        }
        b.append("</table>\n<p class=\"note\">").append(esc(Renderers.SHORT_RATIO_LEGEND)).append(".</p>\n");
        List<String> missing = Renderers.missing(t, groups);
        if (!missing.isEmpty()) {
            b.append("<ul>\n");
            missing.forEach(m -> b.append("<li>").append(esc(m)).append("</li>\n"));
            b.append("</ul>\n");
        }
    }

    private String colour(String label) {
        int i = labels.indexOf(label);
        return PALETTE[Math.max(i, 0) % PALETTE.length];
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
