package dev.storagebench.compare;

import dev.storagebench.compare.Comparison.GroupCell;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.format.Text;
import java.util.ArrayList;
import java.util.List;

/** GitHub-flavoured Markdown of a comparison, for a step summary or a pull-request comment. */
final class MarkdownRenderer {

    private MarkdownRenderer() {
    }

    static String render(Comparison c, CompareOptions.Breakdown by) {
        StringBuilder b = new StringBuilder();
        if (c.tasks().isEmpty()) {
            b.append("### storagebench: probes of ").append(escape(String.join(", ", c.probeLabels())))
                    .append("\n\n");
        } else {
            b.append("### storagebench: ").append(c.labels().size())
                    .append(c.labels().size() == 1 ? " storage, " : " storages, ").append(c.tasks().size())
                    .append(c.tasks().size() == 1 ? " task\n\n" : " tasks\n\n");
        }
        List<String> header = new ArrayList<>();
        header.add("storage");
        c.tasks().forEach(t -> header.add(escape(Renderers.taskTitle(t))));
        if (!c.tasks().isEmpty()) {
            row(b, header);
            row(b, header.stream().map(h -> "---").toList());
        }
        for (String label : c.tasks().isEmpty() ? List.<String>of() : c.labels()) {
            List<String> cells = new ArrayList<>();
            cells.add("**" + escape(label) + "**");
            for (TaskComparison t : c.tasks()) {
                StorageResult s = t.storage(label);
                cells.add(s == null ? "-" : Renderers.cell(s) + " (n=" + s.runs() + ")");
            }
            row(b, cells);
        }
        if (!c.tasks().isEmpty()) {
            b.append("\nEach cell: real [min-max] / user / sys, medians over the succeeded runs.\n");
        }
        for (TaskComparison t : c.tasks()) {
            b.append("\n**").append(escape(Renderers.taskTitle(t))).append("** (baseline ")
                    .append(escape(t.baseline())).append(", ")
                    .append("chosen".equals(t.baselineReason()) ? "chosen" : "the fastest").append(")\n\n");
            for (StorageResult s : t.storages()) {
                if (s.wallRatio() != null) {
                    b.append("- ").append(escape(s.label())).append(": ")
                            .append(escape(Renderers.ratioPhrase(s.wallRatio(), t.baseline())))
                            .append(s.cpuRatio() == null ? "" : "; CPU " + Renderers.times(s.cpuRatio().ratio())
                                    + " (" + Renderers.interval(s.cpuRatio(), false) + ")")
                            .append('\n');
                }
            }
            if (t.storages().size() == 1) {
                b.append("- only one storage: nothing to compare against\n");
            }
            breakdown(b, t, by);
        }
        if (!c.probes().isEmpty()) {
            b.append("\n**").append(escape(Renderers.PROBE_HEADING)).append("**\n\n");
            List<String> ph = new ArrayList<>();
            ph.add("operation");
            c.probeLabels().forEach(l -> ph.add(escape(l)));
            row(b, ph);
            row(b, ph.stream().map(h -> "---").toList());
            for (Comparison.ProbeRow r : c.probes()) {
                List<String> cells = new ArrayList<>();
                cells.add(escape(r.workload() + " " + r.operation()));
                r.cells().forEach(cell -> cells.add(escape(Renderers.probeCell(cell))));
                row(b, cells);
            }
        }
        b.append("\n<details><summary>storages and method</summary>\n\n");
        for (String label : c.labels()) {
            c.tasks().stream().map(t -> t.storage(label)).filter(s -> s != null).findFirst()
                    .ifPresent(s -> b.append("- ").append(escape(label)).append(": ").append(Text.codeSpan(s.mount()))
                            .append("\n"));
        }
        c.probeMounts().forEach((label, mount) -> b.append("- ").append(escape(label)).append(" (probe): ")
                .append(Text.codeSpan(mount)).append("\n"));
        b.append("\nMethod: ").append(escape(c.method())).append(".\n");
        for (String note : c.notes()) {
            b.append("\nNote: ").append(escape(note)).append('\n');
        }
        b.append("\n</details>\n");
        return b.toString();
    }

    private static void breakdown(StringBuilder b, TaskComparison t, CompareOptions.Breakdown by) {
        String none = Renderers.noBreakdown(t, by);
        if (none != null) {
            b.append("\n").append(Renderers.groupNoun(by)).append("s: ").append(escape(none)).append('\n');
            return;
        }
        List<GroupComparison> groups = Renderers.groups(t, by);
        if (groups.isEmpty()) {
            return;
        }
        b.append('\n');
        List<String> header = new ArrayList<>();
        header.add(Renderers.groupNoun(by) + " (wall per run)");
        t.storages().forEach(s -> header.add(escape(s.label())));
        row(b, header);
        row(b, header.stream().map(h -> "---").toList());
        for (GroupComparison g : groups) {
            List<String> cells = new ArrayList<>();
            cells.add(escape(g.name()));
            for (GroupCell cell : g.cells()) {
                cells.add(escape(Renderers.groupCell(cell)));
            }
            row(b, cells);
            for (List<String> ops : Renderers.operationRows(g)) {
                List<String> sub = new ArrayList<>();
                sub.add("&nbsp;&nbsp;" + escape(ops.get(0)));
                ops.subList(1, ops.size()).forEach(c -> sub.add(escape(c)));
                row(b, sub);
            }
        }
        b.append("\n").append(escape(Renderers.SHORT_RATIO_LEGEND)).append(".\n");
        for (String m : Renderers.missing(t, groups)) {
            b.append("- ").append(escape(m)).append('\n');
        }
    }

    private static void row(StringBuilder b, List<String> cells) {
        b.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    /** Escapes what Markdown tables, emphasis, links and HTML would misread. */
    static String escape(String s) {
        return Text.markdown(s);
    }
}
