package dev.storagebench.report;

import dev.storagebench.stats.Distribution;

/**
 * One NFS operation on the workspace's mount while a phase's or mojo's executions ran, across the counted runs
 * (per-run sums): mount-wide, so every process's calls on that mount in those intervals count.
 *
 * @param op the NFS operation, e.g. {@code GETATTR}
 * @param ops operations per run
 * @param rttMillis round-trip time per run, summed over the operations
 * @param executeMillis time from request to completion in the client per run, summed
 * @param bytes bytes sent and received per run, headers included
 */
public record MountOpSummary(String op, Distribution ops, Distribution rttMillis, Distribution executeMillis,
                             Distribution bytes) {
}
