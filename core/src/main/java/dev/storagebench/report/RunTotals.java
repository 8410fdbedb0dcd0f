package dev.storagebench.report;

import dev.storagebench.record.IoCounters;
import dev.storagebench.record.ProcessTreeTimer;

/**
 * Whole-process figures of one nested build, including every child process it reaped (forked test JVMs,
 * compilers), measured by the kernel the way {@code /usr/bin/time} measures them.
 *
 * @param wallNanos from process start to exit
 * @param userNanos user CPU of the process tree; null without {@code /proc}
 * @param systemNanos system CPU of the process tree; null without {@code /proc}
 * @param io IO counters of the process tree; null without {@code /proc}
 * @param ioPressureSomeMicros system-wide time some task stalled on IO during the run (PSI); null without PSI
 * @param ioPressureFullMicros system-wide time all non-idle tasks stalled on IO during the run; null without PSI
 */
public record RunTotals(long wallNanos, Long userNanos, Long systemNanos, IoCounters io, Long ioPressureSomeMicros,
                        Long ioPressureFullMicros) {

    /** The totals of one timed process tree. */
    public static RunTotals of(ProcessTreeTimer.Timing t) {
        return new RunTotals(t.wallNanos(),
                t.cpu() == null ? null : t.cpu().childUserNanos(),
                t.cpu() == null ? null : t.cpu().childSystemNanos(),
                t.io(),
                t.pressure() == null ? null : t.pressure().someMicros(),
                t.pressure() == null ? null : t.pressure().fullMicros());
    }
}
