package dev.storagebench.report;

import dev.storagebench.mount.MountInfo;
import dev.storagebench.stats.Distribution;
import java.util.ArrayList;
import java.util.List;

/** Renders a measurement summary as the plain-text table printed at the end of {@code measure}. */
public final class ConsoleSummary {

    /** How many mojos the console lists; the JSON summary has them all. */
    public static final int TOP_MOJOS = 10;

    private ConsoleSummary() {
    }

    /** The summary as lines of text. */
    public static List<String> render(SummaryReport s) {
        List<String> out = new ArrayList<>();
        out.add(String.format("storagebench: '%s' on %s, %d counted run%s after %d warm-up%s (%s)", s.task(),
                s.label(), s.runs(), s.runs() == 1 ? "" : "s", s.warmups(), s.warmups() == 1 ? "" : "s",
                s.status()));
        out.add("workspace:        " + describeMount(s.workspaceMount()));
        out.add("local repository: " + describeMount(s.localRepositoryMount()));
        out.add(String.format("run: wall %s  user %s  sys %s  (process tree, medians)   inside mojos %s",
                secondsRange(s.wallNanos()), seconds(s.userNanos()), seconds(s.systemNanos()),
                s.inMojosShare() == null ? "n/a" : Summaries.percent(s.inMojosShare().median())
                        + " (unattributed " + Summaries.percent(1 - s.inMojosShare().median()) + ")"));
        out.add("");
        out.add(header("phase"));
        for (GroupSummary g : s.phases()) {
            out.add(row(g.name(), g));
        }
        out.add("");
        out.add(header("top mojos"));
        s.mojos().stream().limit(TOP_MOJOS).forEach(g -> out.add(row(g.name(), g)));
        out.add("");
        out.add(s.verdict().text());
        for (var e : s.unavailable().entrySet()) {
            out.add(e.getKey() + ": " + e.getValue());
        }
        return out;
    }

    private static String header(String first) {
        return String.format("%-44s %5s  %-24s %8s %8s %10s %8s %8s %8s", first, "execs", "wall median (min-max)",
                "user", "sys", "IO bytes", "file IO", "off-CPU", "blocked");
    }

    private static String row(String name, GroupSummary g) {
        String shown = name.length() > 44 ? name.substring(0, 41) + "..." : name;
        return String.format("%-44s %5d  %-24s %8s %8s %10s %8s %8s %8s", shown, g.executions(),
                secondsRange(g.wallNanos()), seconds(g.cpuUserNanos()), seconds(g.cpuSystemNanos()),
                bytes(g.ioBytes()), seconds(g.fileIoNanos()), seconds(g.offCpuNanos()), seconds(g.blockedNanos()));
    }

    /** One line naming a mount: point, type, source, class, device. */
    public static String describeMount(MountInfo m) {
        if (m == null) {
            return "n/a";
        }
        if (m.mountPoint() == null) {
            return m.path() + ": " + m.note();
        }
        StringBuilder b = new StringBuilder();
        b.append(m.mountPoint()).append(' ').append(m.fsType()).append(' ').append(m.source())
                .append(" [").append(m.mountClass().id());
        if (m.device() != null) {
            b.append(", device ").append(m.device());
            if (m.rotational() != null) {
                b.append(m.rotational() ? ", rotational" : ", non-rotational");
            }
        }
        if (m.nfs() != null) {
            b.append(", nfs ").append(m.nfs().version()).append(" rsize=").append(m.nfs().rsizeBytes())
                    .append(" wsize=").append(m.nfs().wsizeBytes());
        }
        return b.append(']').toString();
    }

    public static String seconds(Distribution d) {
        return d == null ? "n/a" : duration(d.median());
    }

    public static String secondsRange(Distribution d) {
        if (d == null) {
            return "n/a";
        }
        return d.n() == 1 ? duration(d.median())
                : duration(d.median()) + " (" + duration(d.min()) + "-" + duration(d.max()) + ")";
    }

    /** A duration in the unit that keeps two or three significant digits: 12.3s, 1.23s, 123ms, 1.2ms. */
    public static String duration(double nanos) {
        double abs = Math.abs(nanos);
        if (abs >= 10e9) {
            return String.format("%.1fs", nanos / 1e9);
        }
        if (abs >= 1e9) {
            return String.format("%.2fs", nanos / 1e9);
        }
        if (abs >= 10e6) {
            return String.format("%.0fms", nanos / 1e6);
        }
        return String.format("%.1fms", nanos / 1e6);
    }

    public static String bytes(Distribution d) {
        if (d == null) {
            return "n/a";
        }
        double v = d.median();
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? String.format("%.0f%s", v, units[u]) : String.format("%.1f%s", v, units[u]);
    }
}
