package dev.storagebench.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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

    /** util-linux's setsid, to start a child in its own session and process group; null where there is none. */
    private static final Path SETSID = tool("/usr/bin/setsid", "/bin/setsid");
    /** kill(1), to signal a whole process group; null where there is none. */
    private static final Path KILL = tool("/bin/kill", "/usr/bin/kill");

    private Process process;
    /** The process group of the last child when it has its own, else -1. */
    private long group = -1;
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
        boolean ownGroup = SETSID != null && KILL != null;
        if (ownGroup) {
            // its own session and process group: a signal to ours reaches only this JVM, whose hook then stops the
            // child's whole group, background jobs and orphans included (they keep the group when their parent dies)
            List<String> command = new ArrayList<>(builder.command());
            command.add(0, SETSID.toString());
            builder.command(command);
        }
        Instant start = Instant.now();
        long t0 = System.nanoTime();
        Process p = builder.start();
        set(p, ownGroup ? p.pid() : -1);
        int exit;
        try {
            exit = p.waitFor();
        } finally {
            set(null, group);
            if (stopped()) {
                signalGroup("-KILL");
            }
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

    /**
     * Stops the running child and everything it started, politely first, and waits for it to exit. With its own
     * process group that is the whole group, even when the child itself has already exited and left children
     * behind; elsewhere the child's living descendants.
     */
    public synchronized void stop() {
        boolean running = process != null && process.isAlive();
        if (running || stopped) {
            // after a normal exit what the command left running (a build daemon, say) is the user's business
            signalGroup("-TERM");
        }
        if (running) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            try {
                // let it exit before its scratch files are removed, so it cannot write into a deleted tree
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    signalGroup("-KILL");
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process = null;
    }

    private synchronized void set(Process p, long groupId) {
        process = p;
        group = groupId;
    }

    /** Sends {@code signal} to the last child's process group, if it had its own; harmless when it is empty. */
    private synchronized void signalGroup(String signal) {
        if (group <= 0 || KILL == null) {
            return;
        }
        try {
            new ProcessBuilder(KILL.toString(), signal, "--", "-" + group)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor(5, TimeUnit.SECONDS);
        } catch (IOException e) {
            // no kill to run: the descendants are stopped one by one instead
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Path tool(String... candidates) {
        for (String c : candidates) {
            Path p = Path.of(c);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
