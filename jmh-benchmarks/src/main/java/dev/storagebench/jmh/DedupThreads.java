package dev.storagebench.jmh;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Tells when the JVM's String deduplication threads have finished their work, by watching their CPU time in
 * {@code /proc/self/task} (HotSpot names them {@code StringDedupThread} and, from JDK 18,
 * {@code StringDedupProcessor}; Linux shows the first 15 characters). Deduplication runs concurrently and is
 * paused by every stop-the-world collection, so it is done when its threads use no CPU across
 * {@value #IDLE_SAMPLES} samples {@value #SAMPLE_MILLIS} ms apart, after having had the CPU to themselves.
 */
final class DedupThreads {

    static final int IDLE_SAMPLES = 3;
    static final long SAMPLE_MILLIS = 100;
    static final long MAX_WAIT_MILLIS = 300_000;

    private DedupThreads() {
    }

    /**
     * Waits until the deduplication threads are idle and returns how long that took; returns at once when there
     * are none (deduplication off) or {@code /proc} is not there (then the profiler relies on stable histograms).
     */
    static long awaitIdle() {
        long start = System.nanoTime();
        List<Path> threads = find();
        if (threads.isEmpty()) {
            return 0;
        }
        long last = cpuTicks(threads);
        int idle = 0;
        while (idle < IDLE_SAMPLES && System.nanoTime() - start < MAX_WAIT_MILLIS * 1_000_000) {
            try {
                Thread.sleep(SAMPLE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            long now = cpuTicks(threads);
            idle = now == last ? idle + 1 : 0;
            last = now;
        }
        return System.nanoTime() - start;
    }

    private static List<Path> find() {
        List<Path> found = new ArrayList<>();
        Path tasks = Path.of("/proc/self/task");
        if (!Files.isDirectory(tasks)) {
            return found;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(tasks)) {
            for (Path task : s) {
                try {
                    if (Files.readString(task.resolve("comm")).startsWith("StringDedup")) {
                        found.add(task.resolve("stat"));
                    }
                } catch (IOException gone) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return found;
    }

    /** utime + stime of the threads, in clock ticks. */
    private static long cpuTicks(List<Path> stats) {
        long sum = 0;
        for (Path stat : stats) {
            try {
                String text = Files.readString(stat);
                String[] f = text.substring(text.lastIndexOf(')') + 2).split(" ");
                sum += Long.parseLong(f[11]) + Long.parseLong(f[12]);
            } catch (IOException | RuntimeException gone) {
                // the thread ended meanwhile
            }
        }
        return sum;
    }
}
