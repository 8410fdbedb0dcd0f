package dev.storagebench.record;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;

/**
 * The calling thread's counters at one moment; two snapshots in the same thread give that thread's
 * {@link ExecutionMetrics} in between.
 */
public record ThreadSnapshot(long nanoTime, Instant instant, long threadId, Long threadCpuNanos, CpuTicks cpu,
                             Long runQueueWaitNanos, IoCounters io, CpuTicks processCpu) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean THREAD_CPU = THREADS.isCurrentThreadCpuTimeSupported();

    /** Loads the thread management bean, which takes tens of milliseconds in a new JVM. */
    static void load() {
        // class initialisation has done it by the time this runs
    }

    /** Reads the counters of the calling thread. */
    @SuppressWarnings("deprecation") // Thread.getId is what JFR reports as javaThreadId on every JDK from 17
    public static ThreadSnapshot take() {
        Long cpuNanos = THREAD_CPU ? THREADS.getCurrentThreadCpuTime() : null;
        return new ThreadSnapshot(System.nanoTime(), Instant.now(), Thread.currentThread().getId(), cpuNanos,
                ProcFs.threadCpu(), ProcFs.threadRunQueueWaitNanos(), ProcFs.threadIo(), ProcFs.processCpu());
    }

    /** The metrics of the interval from this snapshot to a later one taken in the same thread. */
    public ExecutionMetrics until(ThreadSnapshot end) {
        long wall = end.nanoTime - nanoTime;
        Long cpuNanos = both(threadCpuNanos, end.threadCpuNanos) ? end.threadCpuNanos - threadCpuNanos : null;
        Long user = null;
        Long system = null;
        if (cpu != null && end.cpu != null) {
            CpuTicks d = end.cpu.minus(cpu);
            user = d.userNanos();
            system = d.systemNanos();
        }
        Long offCpu = cpuNanos == null ? null : Math.max(0, wall - cpuNanos);
        Long queued = both(runQueueWaitNanos, end.runQueueWaitNanos) ? end.runQueueWaitNanos - runQueueWaitNanos
                : null;
        IoCounters ioDelta = io != null && end.io != null ? end.io.minus(io) : null;
        Long childUser = null;
        Long childSystem = null;
        if (processCpu != null && end.processCpu != null) {
            CpuTicks d = end.processCpu.minus(processCpu);
            childUser = d.childUserNanos();
            childSystem = d.childSystemNanos();
        }
        return new ExecutionMetrics(wall, cpuNanos, user, system, offCpu, queued, ioDelta, childUser, childSystem);
    }

    private static boolean both(Long a, Long b) {
        return a != null && b != null;
    }
}
