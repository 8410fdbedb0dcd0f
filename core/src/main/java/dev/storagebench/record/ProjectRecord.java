package dev.storagebench.record;

import java.time.Instant;

/**
 * One project (module) of a recorded build, from its start to its end; the gaps between its mojos are dependency
 * resolution, lock waits under {@code -T} and Maven's own bookkeeping.
 */
public record ProjectRecord(String module, String thread, Instant start, Instant end, long wallNanos,
                            String status) {
}
