package dev.storagebench.record;

/**
 * What one thread did over an interval, as differences of kernel and JVM counters; a null field could not be
 * measured on this platform.
 *
 * @param wallNanos elapsed time
 * @param cpuNanos CPU time of the thread (JVM thread CPU clock, nanosecond resolution)
 * @param userNanos user CPU of the thread from {@code /proc} (clock-tick resolution, usually 10 ms)
 * @param systemNanos system CPU of the thread from {@code /proc} (clock-tick resolution)
 * @param offCpuNanos wall time the thread was not on a CPU: blocked in IO, waiting on locks, child processes or
 *     other threads, or runnable but queued
 * @param runQueueWaitNanos the part of off-CPU time the thread was runnable but waiting for a CPU (schedstat)
 * @param io the thread's IO counters
 * @param reapedChildUserNanos user CPU of child processes (forked JVMs, compilers) reaped meanwhile, process-wide:
 *     with parallel builds it may belong to another execution running at the same time
 * @param reapedChildSystemNanos system CPU of such children
 */
public record ExecutionMetrics(
        long wallNanos,
        Long cpuNanos,
        Long userNanos,
        Long systemNanos,
        Long offCpuNanos,
        Long runQueueWaitNanos,
        IoCounters io,
        Long reapedChildUserNanos,
        Long reapedChildSystemNanos) {
}
