package dev.storagebench.report;

import static dev.storagebench.format.Formats.bytes;
import static dev.storagebench.format.Formats.seconds;
import static dev.storagebench.format.Formats.secondsRange;

import dev.storagebench.format.Formats;
import dev.storagebench.mount.MountInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Renders a measurement summary as the plain-text table printed at the end of {@code measure}. */
public final class ConsoleSummary {

    /** How many mojos the console lists; the JSON summary has them all. */
    public static final int TOP_MOJOS = 10;
    /** How many kinds of file-system call a phase's line names. */
    public static final int TOP_KINDS = 3;
    /** The narrowest name column, so short tables line up as they always have. */
    private static final int MIN_NAME_WIDTH = 44;

    private ConsoleSummary() {
    }

    /** The summary as lines of text. */
    public static List<String> render(SummaryReport s) {
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "storagebench: '%s' on %s, %d counted run%s after %d warm-up%s (%s)", s.task(),
                s.label(), s.runs(), s.runs() == 1 ? "" : "s", s.warmups(), s.warmups() == 1 ? "" : "s",
                s.status()));
        out.add("workspace:        " + MountInfo.describe(s.workspaceMount()));
        out.add("local repository: " + MountInfo.describe(s.localRepositoryMount()));
        out.add(String.format(Locale.ROOT, "run: wall %s  user %s  sys %s  (process tree, medians)   inside mojos %s",
                secondsRange(s.wallNanos()), seconds(s.userNanos()), seconds(s.systemNanos()),
                s.inMojosShare() == null ? "n/a" : Formats.percent(s.inMojosShare().median())
                        + " (unattributed " + Formats.percent(1 - s.inMojosShare().median()) + ")"));
        List<GroupSummary> top = s.mojos().stream().limit(TOP_MOJOS).toList();
        // names are never cut: two executions of one plugin differ only at the end (default-compile, testCompile)
        int width = java.util.stream.Stream.concat(s.phases().stream(), top.stream())
                .mapToInt(g -> g.name().length()).reduce(MIN_NAME_WIDTH, Math::max);
        out.add("");
        out.add(header("phase", width));
        for (GroupSummary g : s.phases()) {
            out.add(row(g, width));
        }
        out.add("");
        out.add(header("top mojos", width));
        top.forEach(g -> out.add(row(g, width)));
        List<String> ops = operations(s.phases());
        if (!ops.isEmpty()) {
            out.add("");
            out.add("file-system calls per phase (medians per run, costliest kinds first):");
            out.addAll(ops);
        }
        List<String> nfs = mountOperations(s.phases());
        if (!nfs.isEmpty()) {
            out.add("");
            out.add("NFS operations on the workspace's mount per phase (mount-wide: every process's calls on it count; "
                    + "medians per run, by time in the client):");
            out.addAll(nfs);
        }
        out.add("");
        out.add(s.verdict().text());
        for (var e : s.unavailable().entrySet()) {
            out.add(e.getKey() + ": " + e.getValue());
        }
        return out;
    }

    /** One line per phase that made file-system calls: {@code clean: 41,210 deletes 1.02s, 12,400 stats 0.21s}. */
    static List<String> operations(List<GroupSummary> groups) {
        return perGroup(groups, GroupSummary::fileOps,
                o -> calls(o.kind(), Math.round(o.calls().median())) + " " + Formats.seconds(o.nanos()));
    }

    /**
     * One line per phase that ran while the workspace's NFS mount served operations: {@code compile: 12,400
     * GETATTR 5.2s (RTT 4.1s), 3,100 LOOKUP 1.4s (RTT 1.2s)}.
     */
    static List<String> mountOperations(List<GroupSummary> groups) {
        return perGroup(groups, GroupSummary::mountOps,
                o -> Formats.count(Math.round(o.ops().median())) + " " + o.op() + " "
                        + Formats.duration(o.executeMillis().median() * 1e6) + " (RTT "
                        + Formats.duration(o.rttMillis().median() * 1e6) + ")");
    }

    /** {@code  name: a, b, c}: the first {@link #TOP_KINDS} items of each group that has any, in words. */
    private static <T> List<String> perGroup(List<GroupSummary> groups,
                                             java.util.function.Function<GroupSummary, List<T>> items,
                                             java.util.function.Function<T, String> words) {
        List<String> lines = new ArrayList<>();
        for (GroupSummary g : groups) {
            List<T> list = items.apply(g);
            if (list == null || list.isEmpty()) {
                continue;
            }
            List<String> parts = list.subList(0, Math.min(TOP_KINDS, list.size())).stream().map(words).toList();
            lines.add("  " + g.name() + ": " + String.join(", ", parts));
        }
        return lines;
    }

    /**
     * The kinds that took most time, as words: {@code 41,210 deletes 1.02s, 12,400 stats 0.21s}; {@code none} when
     * nothing was counted.
     */
    public static String topOperations(List<dev.storagebench.record.FileOpCount> byKind) {
        List<String> parts = byKind.stream()
                .sorted(java.util.Comparator.comparingLong(dev.storagebench.record.FileOpCount::nanos).reversed())
                .limit(TOP_KINDS)
                .map(c -> calls(c.kind(), c.calls()) + " " + Formats.duration(c.nanos()))
                .toList();
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    /** {@code 41,210 deletes}: a count of calls of one kind in words. */
    public static String calls(String kind, long count) {
        String noun = switch (kind) {
            case "stat" -> "stats";
            case "open-read" -> "opens for reading";
            case "open-write" -> "opens for writing";
            case "create" -> "creates";
            case "mkdir" -> "mkdirs";
            case "readdir" -> "directory listings";
            case "delete" -> "deletes";
            case "rename" -> "renames";
            case "copy" -> "copies";
            case "link" -> "link and realpath calls";
            case "read" -> "reads";
            case "write" -> "writes";
            case "force" -> "fsyncs";
            case "zip-open" -> "zip opens";
            case "set-attributes" -> "attribute changes";
            default -> kind + " calls";
        };
        return Formats.count(count) + " " + noun;
    }

    private static String header(String first, int width) {
        return String.format(Locale.ROOT, "%-" + width + "s %5s  %-24s %8s %8s %10s %8s %8s %8s", first, "execs",
                "wall median (min-max)", "user", "sys", "IO bytes", "file IO", "off-CPU", "blocked");
    }

    private static String row(GroupSummary g, int width) {
        return String.format(Locale.ROOT, "%-" + width + "s %5d  %-24s %8s %8s %10s %8s %8s %8s", g.name(),
                g.executions(),
                secondsRange(g.wallNanos()), seconds(g.cpuUserNanos()), seconds(g.cpuSystemNanos()),
                bytes(g.ioBytes()), seconds(g.fileIoNanos()), seconds(g.offCpuNanos()), seconds(g.blockedNanos()));
    }
}
