package dev.storagebench.check;

import java.util.EnumSet;
import java.util.Set;

/**
 * One rule of a check policy: a metric, a comparison and the thresholds below (or above) which the check warns and
 * fails.
 *
 * @param id the rule's name in output and JUnit reports; the metric's name unless the policy gives one
 * @param metric what it tests
 * @param comparison at least or at most
 * @param warn the threshold whose miss gives WARN, or null
 * @param fail the threshold whose miss gives FAIL, or null
 * @param targets the directories it applies to
 * @param why the evidence behind the thresholds, shown with a miss; may be empty
 */
public record Rule(String id, Metric metric, Comparison comparison, Threshold warn, Threshold fail,
                   Set<Target> targets, String why) {

    public Rule {
        targets = targets.isEmpty() ? EnumSet.noneOf(Target.class) : EnumSet.copyOf(targets);
        why = why == null ? "" : why;
    }

    /** The outcome of {@code value}: FAIL if it misses the fail threshold, WARN if it misses the warn one. */
    public Outcome judge(double value) {
        if (fail != null && !comparison.meets(value, fail.value())) {
            return Outcome.FAIL;
        }
        if (warn != null && !comparison.meets(value, warn.value())) {
            return Outcome.WARN;
        }
        return Outcome.PASS;
    }

    /** The thresholds as people read them, e.g. {@code warn below 5,000/s, fail below 2,000/s}. */
    public String thresholdText() {
        StringBuilder b = new StringBuilder();
        if (warn != null) {
            b.append("warn ").append(comparison.missWord()).append(' ')
                    .append(Threshold.format(warn.value(), metric.unit()));
        }
        if (fail != null) {
            b.append(b.isEmpty() ? "" : ", ").append("fail ").append(comparison.missWord()).append(' ')
                    .append(Threshold.format(fail.value(), metric.unit()));
        }
        return b.toString();
    }
}
