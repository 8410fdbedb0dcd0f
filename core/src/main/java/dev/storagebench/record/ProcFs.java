package dev.storagebench.record;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Reads Linux {@code /proc} counters for the calling thread and process; each reader returns null where the file
 * does not exist (other systems), so callers can say "n/a" and carry on.
 */
public final class ProcFs {

    /** Said in reports for every figure that needs {@code /proc}. */
    public static final String NEEDS_PROC = "n/a: needs Linux /proc";

    private static final Path THREAD_IO = Path.of("/proc/thread-self/io");
    private static final Path THREAD_STAT = Path.of("/proc/thread-self/stat");
    private static final Path THREAD_SCHEDSTAT = Path.of("/proc/thread-self/schedstat");
    private static final Path SELF_IO = Path.of("/proc/self/io");
    private static final Path SELF_STAT = Path.of("/proc/self/stat");
    private static final Path PRESSURE_IO = Path.of("/proc/pressure/io");

    private static volatile Long nanosPerTick;
    private static volatile boolean clockTicksAssumed;

    private ProcFs() {
    }

    /** Whether the per-thread counters this tool relies on exist here. */
    public static boolean available() {
        return Files.isReadable(THREAD_IO) && Files.isReadable(THREAD_STAT);
    }

    /** IO counters of the calling thread. */
    public static IoCounters threadIo() {
        String text = read(THREAD_IO);
        return text == null ? null : IoCounters.parse(text);
    }

    /** User and system CPU of the calling thread, and reaped children of the whole process. */
    public static CpuTicks threadCpu() {
        String text = read(THREAD_STAT);
        return text == null ? null : CpuTicks.parse(text, nanosPerTick());
    }

    /** Nanoseconds the calling thread has spent runnable but waiting for a CPU; null without schedstat. */
    public static Long threadRunQueueWaitNanos() {
        String text = read(THREAD_SCHEDSTAT);
        if (text == null) {
            return null;
        }
        String[] f = text.trim().split(" ");
        return f.length >= 2 ? Long.parseLong(f[1]) : null;
    }

    /** IO counters of this process, including those of children it has reaped. */
    public static IoCounters processIo() {
        String text = read(SELF_IO);
        return text == null ? null : IoCounters.parse(text);
    }

    /** CPU of this process and of the children it has reaped. */
    public static CpuTicks processCpu() {
        String text = read(SELF_STAT);
        return text == null ? null : CpuTicks.parse(text, nanosPerTick());
    }

    /** The system-wide IO pressure (PSI) totals, or null where the kernel has no PSI. */
    public static Pressure ioPressure() {
        String text = read(PRESSURE_IO);
        return text == null ? null : Pressure.parse(text);
    }

    /**
     * Nanoseconds per {@code /proc} clock tick, from {@code getconf CLK_TCK} once per JVM. A system property
     * {@code storagebench.clockTicks} set by a parent that already asked saves the child process.
     */
    public static long nanosPerTick() {
        Long cached = nanosPerTick;
        if (cached == null) {
            long ticks = clockTicks();
            cached = TimeUnit.SECONDS.toNanos(1) / ticks;
            nanosPerTick = cached;
        }
        return cached;
    }

    /** Clock ticks per second as the system reports them. */
    public static long clockTicks() {
        String given = System.getProperty(RecordingProtocol.CLOCK_TICKS_PROPERTY);
        if (given != null) {
            return Long.parseLong(given);
        }
        try {
            Process p = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            try (InputStream in = p.getInputStream()) {
                String out = new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim();
                if (p.waitFor() == 0) {
                    return Long.parseLong(out);
                }
            }
        } catch (IOException | NumberFormatException e) {
            // fall through: Linux fixes USER_HZ at 100 on every architecture the JDK runs on
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        clockTicksAssumed = true;
        return 100;
    }

    /** Why CPU figures from {@code /proc} rest on an assumed clock rate, or null when it was read from the system. */
    public static String clockTicksNote() {
        return clockTicksAssumed
                ? "clock ticks per second assumed to be 100 (Linux's USER_HZ): 'getconf CLK_TCK' did not answer" : null;
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.US_ASCII);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }
}
