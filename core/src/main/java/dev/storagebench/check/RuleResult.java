package dev.storagebench.check;

/**
 * The verdict of one rule on one target, with the measured value and the thresholds in base units (ops/s, MiB/s or
 * nanoseconds, as {@code unit} says) and as people read them.
 *
 * @param rule the rule's id; {@code probe} when the probe itself failed, {@code <metric>-vs-baseline} for a
 *     regression against a baseline
 * @param target {@code workspace} or {@code repository}
 * @param metric the metric's id, or null when the probe failed
 * @param unit {@code ops/s}, {@code MiB/s} or {@code ns}; null when nothing was measured
 * @param measured the value, or null when it could not be measured
 * @param warn the warn threshold, or null
 * @param fail the fail threshold, or null
 * @param outcome PASS, WARN or FAIL
 * @param measuredText the value as shown, e.g. {@code 7,567/s}
 * @param thresholdText the thresholds as shown, e.g. {@code warn below 5,000/s, fail below 500/s}
 * @param message one line saying why the verdict is what it is
 * @param why the evidence behind the thresholds, from the policy
 * @param note a caveat about the measurement (e.g. reads served from the page cache), or null
 * @param elapsedNanos how long the measured operation ran, or 0
 */
public record RuleResult(String rule, String target, String metric, String unit, Double measured, Double warn,
                         Double fail, Outcome outcome, String measuredText, String thresholdText, String message,
                         String why, String note, long elapsedNanos) {
}
