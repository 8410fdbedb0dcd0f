package dev.storagebench.check;

import dev.storagebench.report.ConsoleSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The check's console output: a line per rule, the reason and evidence under each miss, and the verdict. */
final class CheckText {

    private CheckText() {
    }

    static List<String> render(CheckReport r) {
        List<String> out = new ArrayList<>();
        out.add("storagebench check, policy " + r.policy() + " (" + r.policySource() + ")");
        for (CheckTarget t : r.targets()) {
            out.add(t.target() + " " + t.path() + ": " + ConsoleSummary.describeMount(t.mount())
                    + (t.probe() != null ? ", label " + t.probe().label() : ""));
            if (t.note() != null) {
                out.add("  note: " + t.note());
            }
            for (RuleResult x : r.results()) {
                if (!x.target().equals(t.target())) {
                    continue;
                }
                out.add(String.format(Locale.ROOT, "  %-4s  %-28s %14s   %s", x.outcome(), x.rule(), x.measuredText(),
                        x.thresholdText()));
                if (x.outcome() != Outcome.PASS || x.measured() == null) {
                    out.add("        " + x.message());
                }
                if (x.outcome() != Outcome.PASS && !x.why().isEmpty()) {
                    out.add("        why: " + x.why());
                }
                if (x.note() != null) {
                    out.add("        note: " + x.note());
                }
            }
        }
        r.notes().forEach(n -> out.add("note: " + n));
        out.add(verdict(r));
        return out;
    }

    /** The last line: passed or failed, with the counts and the time. */
    static String verdict(CheckReport r) {
        long pass = r.count(Outcome.PASS);
        long warn = r.count(Outcome.WARN);
        long fail = r.count(Outcome.FAIL);
        String counts = String.format(Locale.ROOT, "%d passed, %d warned, %d failed in %s", pass, warn, fail,
                ConsoleSummary.duration(r.wallNanos()));
        if (r.passed()) {
            return (warn > 0 ? "check PASSED with warnings: " : "check PASSED: ") + counts;
        }
        return "check FAILED: " + counts + (r.failOn() == Outcome.WARN && fail == 0 ? " (failing on warnings)" : "");
    }
}
