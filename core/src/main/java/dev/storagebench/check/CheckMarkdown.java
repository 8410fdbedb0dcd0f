package dev.storagebench.check;

import dev.storagebench.format.Text;
import dev.storagebench.mount.MountInfo;
import java.util.Locale;

/** The check as GitHub-flavoured Markdown, as appended to a GitHub Actions step summary. */
public final class CheckMarkdown {

    private CheckMarkdown() {
    }

    /** The Markdown of {@code r}, ending with a blank line so several checks can follow each other. */
    public static String render(CheckReport r) {
        StringBuilder b = new StringBuilder();
        b.append("### storagebench check: ").append(icon(r.passed() ? (r.outcome() == Outcome.WARN ? Outcome.WARN
                : Outcome.PASS) : Outcome.FAIL)).append(' ').append(CheckText.verdict(r)).append("\n\n");
        b.append("Policy ").append(Text.codeSpan(r.policy())).append(" (").append(escape(r.policySource())).append(")");
        for (CheckTarget t : r.targets()) {
            b.append("; ").append(t.target()).append(" `").append(t.path()).append("`: ")
                    .append(escape(MountInfo.describe(t.mount())));
        }
        b.append("\n\n| verdict | rule | target | measured | thresholds | detail |\n| --- | --- | --- | --- | --- | --- |\n");
        for (RuleResult x : r.results()) {
            b.append(String.format(Locale.ROOT, "| %s %s | %s | %s | %s | %s | %s |%n", icon(x.outcome()), x.outcome(),
                    escape(x.rule()), x.target(), escape(x.measuredText()), escape(x.thresholdText()),
                    escape(x.message() + (x.note() != null ? " (" + x.note() + ")" : ""))));
        }
        for (CheckTarget t : r.targets()) {
            if (t.note() != null) {
                b.append("\n- ").append(t.target()).append(": ").append(escape(t.note()));
            }
        }
        r.notes().forEach(n -> b.append("\n- ").append(escape(n)));
        boolean why = r.results().stream().anyMatch(x -> x.outcome() != Outcome.PASS && !x.why().isEmpty());
        if (why) {
            b.append("\n\n<details><summary>Why these thresholds</summary>\n\n");
            r.results().stream().filter(x -> x.outcome() != Outcome.PASS && !x.why().isEmpty())
                    .forEach(x -> b.append("- **").append(escape(x.rule())).append("**: ").append(escape(x.why()))
                            .append('\n'));
            b.append("\n</details>");
        }
        return b.append("\n\n").toString();
    }

    private static String icon(Outcome o) {
        return switch (o) {
            case PASS -> ":white_check_mark:";
            case WARN -> ":warning:";
            case FAIL -> ":x:";
        };
    }

    private static String escape(String s) {
        return Text.markdown(s);
    }
}
