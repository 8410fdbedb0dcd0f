package dev.storagebench.check;

import dev.storagebench.format.Formats;
import dev.storagebench.mount.MountInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The check's console output: a line per rule, the reason and evidence under each miss, and the verdict. */
final class CheckText {

    private CheckText() {
    }

    static List<ConsoleLine> render(CheckReport r) {
        List<ConsoleLine> out = new ArrayList<>();
        out.add(new ConsoleLine(null, "storagebench check, policy " + r.policy() + " (" + r.policySource() + ")"));
        for (CheckTarget t : r.targets()) {
            out.add(new ConsoleLine(null, t.target() + " " + t.path() + ": " + MountInfo.describe(t.mount())
                    + (t.probe() != null ? ", label " + t.probe().label() : "")));
            if (t.note() != null) {
                out.add(new ConsoleLine(null, "  note: " + t.note()));
            }
            for (RuleResult x : r.results()) {
                if (!x.target().equals(t.target())) {
                    continue;
                }
                Outcome o = x.outcome();
                out.add(new ConsoleLine(o, String.format(Locale.ROOT, "  %-4s  %-28s %14s   %s", o, x.rule(),
                        x.measuredText(), x.thresholdText())));
                if (o != Outcome.PASS || x.measured() == null) {
                    out.add(new ConsoleLine(o, "        " + x.message()));
                }
                if (o != Outcome.PASS && !x.why().isEmpty()) {
                    out.add(new ConsoleLine(o, "        why: " + x.why()));
                }
                if (x.note() != null) {
                    out.add(new ConsoleLine(o, "        note: " + x.note()));
                }
            }
        }
        r.notes().forEach(n -> out.add(new ConsoleLine(null, "note: " + n)));
        out.add(new ConsoleLine(r.passed() ? (r.count(Outcome.WARN) > 0 ? Outcome.WARN : Outcome.PASS) : Outcome.FAIL,
                verdict(r)));
        return out;
    }

    /** The last line: passed or failed, with the counts and the time. */
    static String verdict(CheckReport r) {
        long pass = r.count(Outcome.PASS);
        long warn = r.count(Outcome.WARN);
        long fail = r.count(Outcome.FAIL);
        String counts = String.format(Locale.ROOT, "%d passed, %d warned, %d failed in %s", pass, warn, fail,
                Formats.duration(r.wallNanos()));
        if (r.passed()) {
            return (warn > 0 ? "check PASSED with warnings: " : "check PASSED: ") + counts;
        }
        return "check FAILED: " + counts + (r.failOn() == Outcome.WARN && fail == 0 ? " (failing on warnings)" : "");
    }
}
