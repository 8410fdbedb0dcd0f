package dev.storagebench.record;

import java.io.IOException;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * Runs one child process to its end and measures it with every process it reaped, the way {@code /usr/bin/time}
 * does: wall time by the clock, CPU and IO from this process's own counters, into which the kernel adds a child's
 * figures once it is reaped.
 *
 * <p>Those counters are process-wide, so only one timed child may run at a time in a JVM. While the timer is open,
 * a shutdown hook stops the running child on Ctrl-C or SIGTERM and then runs the owner's own cleanup;
 * {@link #close()} stops any child still running and removes the hook.
 */
public final class ProcessTreeTimer implements AutoCloseable {

    /**
     * What one timed child gave.
     *
     * @param start when it started
     * @param end when it ended
     * @param wallNanos from start to exit
     * @param exitCode its exit code
     * @param cpu user and system CPU of it and its reaped children; null without {@code /proc}
     * @param io IO counters of it and its reaped children; null without {@code /proc}
     * @param pressure system-wide IO pressure during the run; null without PSI
     */
    public record Timing(Instant start, Instant end, long wallNanos, int exitCode, CpuTicks cpu, IoCounters io,
                         Pressure pressure) {
    }

    private Process process;
    private boolean stopped;
    private final Thread hook;

    /** A timer whose shutdown hook stops the running child and then runs {@code onShutdown}. */
    public ProcessTreeTimer(Runnable onShutdown) {
        hook = new Thread(() -> {
            shutDown();
            onShutdown.run();
        }, "storagebench-stop");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Stops any child still running and removes the shutdown hook. */
    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run; it does the same stopping
        }
    }

    /** Starts {@code builder}'s process, waits for it and returns its figures. */
    public Timing run(ProcessBuilder builder) throws IOException, InterruptedException {
        CpuTicks cpuBefore = ProcFs.processCpu();
        IoCounters ioBefore = ProcFs.processIo();
        Pressure psiBefore = ProcFs.ioPressure();
        Instant start = Instant.now();
        long t0 = System.nanoTime();
        Process p = builder.start();
        set(p);
        int exit;
        try {
            exit = p.waitFor();
        } finally {
            set(null);
        }
        long wall = System.nanoTime() - t0;
        Instant end = Instant.now();
        // the child is reaped now, so its CPU and IO (and its reaped children's) are in this process's counters
        CpuTicks cpuAfter = ProcFs.processCpu();
        IoCounters ioAfter = ProcFs.processIo();
        Pressure psiAfter = ProcFs.ioPressure();
        return new Timing(start, end, wall, exit,
                cpuBefore == null || cpuAfter == null ? null : cpuAfter.minus(cpuBefore),
                ioBefore == null || ioAfter == null ? null : ioAfter.minus(ioBefore),
                psiBefore == null || psiAfter == null ? null : psiAfter.minus(psiBefore));
    }

    /** Whether {@link #shutDown()} stopped the work (Ctrl-C, SIGTERM). */
    public synchronized boolean stopped() {
        return stopped;
    }

    /** Marks the work as stopped by the user and stops the running child, if any. */
    public synchronized void shutDown() {
        stopped = true;
        stop();
    }

    /** Stops the running child and its descendants, politely first, and waits for it to exit. */
    public synchronized void stop() {
        if (process != null && process.isAlive()) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            try {
                // let it exit before its scratch files are removed, so it cannot write into a deleted tree
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process = null;
    }

    private synchronized void set(Process p) {
        process = p;
    }
}
