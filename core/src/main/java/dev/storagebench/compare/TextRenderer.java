package dev.storagebench.compare;

import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.format.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The terminal form of a comparison: the storage-by-task table, ratio lines and breakdowns, optionally coloured. */
final class TextRenderer {

    private static final String BOLD = "\u001b[1m";
    private static final String RED = "\u001b[31m";
    private static final String GREEN = "\u001b[32m";
    private static final String DIM = "\u001b[2m";
    private static final String RESET = "\u001b[0m";
    private static final int MAX_TITLE = 40;

    private final boolean color;
    private final StringBuilder out = new StringBuilder();

    private TextRenderer(boolean color) {
        this.color = color;
    }

    static String render(Comparison c, CompareOptions.Breakdown by, boolean color) {
        TextRenderer r = new TextRenderer(color);
        r.all(c, by);
        return Text.terminal(r.out.toString());
    }

    private void all(Comparison c, CompareOptions.Breakdown by) {
        List<String> labels = c.labels();
        String probed = c.probes().isEmpty() ? "" : "probes of " + String.join(", ", c.probeLabels());
        line(paint(BOLD, "storagebench compare: " + (c.tasks().isEmpty() ? probed
                : String.format(Locale.ROOT, "%d run reports, %d storage%s, %d task%s%s", c.runsRead(), labels.size(),
                        labels.size() == 1 ? "" : "s", c.tasks().size(), c.tasks().size() == 1 ? "" : "s",
                        probed.isEmpty() ? "" : "; " + probed))));
        if (c.tasks().isEmpty()) {
            probes(c);
            c.probeMounts().forEach((label, mount) -> line("  " + label + ": " + mount));
            c.notes().forEach(n -> line(paint(DIM, "note: " + n)));
            return;
        }
        line("each cell: real [min-max] / user / sys, medians over the succeeded runs (user and sys include child "
                + "processes)");
        line("");
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("storage");
        for (TaskComparison t : c.tasks()) {
            header.add(shorten(Renderers.taskTitle(t)));
        }
        rows.add(header);
        for (String label : labels) {
            List<String> row = new ArrayList<>();
            row.add(label);
            for (TaskComparison t : c.tasks()) {
                StorageResult s = t.storage(label);
                row.add(s == null ? "-" : Renderers.cell(s) + " (n=" + s.runs() + ")");
            }
            rows.add(row);
        }
        table(rows);
        for (TaskComparison t : c.tasks()) {
            line("");
            line(paint(BOLD, Renderers.taskTitle(t)) + " (baseline " + t.baseline() + ", "
                    + ("chosen".equals(t.baselineReason()) ? "chosen" : "the fastest") + "):");
            for (StorageResult s : t.storages()) {
                if (s.wallRatio() == null) {
                    continue;
                }
                String phrase = Renderers.ratioPhrase(s.wallRatio(), t.baseline());
                String colour = !s.wallRatio().clear() ? null : s.wallRatio().ratio() > 1 ? RED : GREEN;
                line("  " + s.label() + ": " + (colour == null ? phrase : paint(colour, phrase))
                        + (s.cpuRatio() == null ? "" : "; CPU " + Renderers.times(s.cpuRatio().ratio()) + " ("
                        + Renderers.interval(s.cpuRatio(), false) + ")"));
            }
            if (t.storages().size() == 1) {
                line("  only one storage: nothing to compare against");
            }
            breakdown(t, by);
        }
        probes(c);
        line("");
        line("storages:");
        for (String label : labels) {
            c.tasks().stream().map(t -> t.storage(label)).filter(s -> s != null).findFirst()
                    .ifPresent(s -> line("  " + label + ": " + s.mount()));
        }
        c.probeMounts().forEach((label, mount) -> line("  " + label + " (probe): " + mount));
        line(paint(DIM, "method: " + c.method() + "."));
        for (String note : c.notes()) {
            line(paint(DIM, "note: " + note));
        }
    }

    private void probes(Comparison c) {
        if (c.probes().isEmpty()) {
            return;
        }
        line("");
        line(paint(BOLD, Renderers.PROBE_HEADING + ":"));
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("  operation");
        header.addAll(c.probeLabels());
        rows.add(header);
        for (Comparison.ProbeRow r : c.probes()) {
            List<String> row = new ArrayList<>();
            row.add("  " + r.workload() + " " + r.operation());
            r.cells().forEach(cell -> row.add(Renderers.probeCell(cell)));
            rows.add(row);
        }
        table(rows);
    }

    private void breakdown(TaskComparison t, CompareOptions.Breakdown by) {
        String none = Renderers.noBreakdown(t, by);
        if (none != null) {
            line("  " + Renderers.groupNoun(by) + "s: " + none);
            return;
        }
        List<GroupComparison> groups = Renderers.groups(t, by);
        if (groups.isEmpty()) {
            return;
        }
        line("");
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("  " + Renderers.groupNoun(by) + " (wall per run)");
        t.storages().forEach(s -> header.add(s.label()));
        rows.add(header);
        for (GroupComparison g : groups) {
            List<String> row = new ArrayList<>();
            row.add("  " + g.name());
            for (GroupCell cell : g.cells()) {
                row.add(Renderers.groupCell(cell));
            }
            rows.add(row);
            for (List<String> ops : Renderers.operationRows(g)) {
                List<String> sub = new ArrayList<>(ops);
                sub.set(0, "      " + ops.get(0));
                rows.add(sub);
            }
        }
        table(rows);
        line(paint(DIM, "  " + Renderers.SHORT_RATIO_LEGEND));
        for (String m : Renderers.missing(t, groups)) {
            line("  " + m);
        }
    }

    private void table(List<List<String>> rows) {
        int cols = rows.get(0).size();
        int[] width = new int[cols];
        for (List<String> row : rows) {
            for (int i = 0; i < cols; i++) {
                width[i] = Math.max(width[i], row.get(i).length());
            }
        }
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < cols; i++) {
                String cell = rows.get(r).get(i);
                b.append(cell).append(" ".repeat(width[i] - cell.length()));
                if (i < cols - 1) {
                    b.append("   ");
                }
            }
            String text = b.toString().stripTrailing();
            line(r == 0 ? paint(BOLD, text) : text);
        }
    }

    private static String shorten(String title) {
        return title.length() <= MAX_TITLE ? title : title.substring(0, MAX_TITLE - 3) + "...";
    }

    private String paint(String code, String text) {
        return color ? code + text + RESET : text;
    }

    private void line(String s) {
        out.append(s).append('\n');
    }
}
