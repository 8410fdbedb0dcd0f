package dev.storagebench.report;

import dev.storagebench.stats.Distribution;

/**
 * One kind of file-system operation in a phase or mojo across the counted runs (per-run sums over its executions,
 * all directory roles together), as the file-operation agent counted it.
 *
 * @param kind the kind, e.g. {@code delete}, {@code stat}
 * @param calls calls per run
 * @param nanos time inside those calls per run
 * @param bytes bytes moved per run (reads, writes, copies)
 * @param entries directory entries listed per run (readdir)
 */
public record OperationSummary(String kind, Distribution calls, Distribution nanos, Distribution bytes,
                               Distribution entries) {
}
