package dev.storagebench.check;

import dev.storagebench.Copies;
import java.time.Instant;
import java.util.List;

/**
 * What one check found: the file {@code check.json}, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param kind {@code check}
 * @param label the workspace storage's label
 * @param policy the policy's name
 * @param policySource {@code built-in} or the policy file's path
 * @param outcome the worst verdict of all results
 * @param failOn the verdict from which the check counts as failed: WARN or FAIL
 * @param passed whether the check passed (the outcome is better than {@code failOn})
 * @param start when the check started
 * @param end when it ended
 * @param wallNanos how long it took, probes included
 * @param baseline the baseline report compared against, or null
 * @param maxRegression the largest allowed regression against the baseline as a fraction (0.2 = 20%), or null
 * @param targets the directories looked at, with their probe reports
 * @param results one per rule and target, then one per metric compared with the baseline
 * @param notes what the reader should know about the whole check
 */
public record CheckReport(String schema, String tool, String kind, String label, String policy, String policySource,
                          Outcome outcome, Outcome failOn, boolean passed, Instant start, Instant end, long wallNanos,
                          String baseline, Double maxRegression, List<CheckTarget> targets, List<RuleResult> results,
                          List<String> notes) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-check/1";

    public CheckReport {
        targets = Copies.list(targets);
        results = Copies.list(results);
        notes = Copies.list(notes);
    }

    /** How many results have {@code outcome}. */
    public long count(Outcome o) {
        return results.stream().filter(r -> r.outcome() == o).count();
    }
}
