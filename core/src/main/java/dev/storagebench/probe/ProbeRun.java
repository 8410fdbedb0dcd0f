package dev.storagebench.probe;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;

/** What the workloads share while a probe runs: the scratch directory, the options, the results and a timed loop. */
final class ProbeRun {

    /** One operation of a timed loop; returns the bytes it moved. */
    interface Op {
        long run(int index) throws IOException;
    }

    /** The probe was stopped by the user (Ctrl-C). */
    static final class Cancelled extends RuntimeException {
        Cancelled() {
            super("the probe was interrupted", null, false, false);
        }
    }

    /** The probe reached its time limit; what was measured so far stands. */
    static final class TimedOut extends RuntimeException {
        TimedOut() {
            super("the probe reached its time limit", null, false, false);
        }
    }

    final ProbeOptions options;
    final Scratch scratch;
    final Random random;
    final List<ProbeResult> results = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    private final Consumer<String> progress;
    private final long deadlineNanos;

    ProbeRun(ProbeOptions options, Scratch scratch, Consumer<String> progress) {
        this.options = options;
        this.scratch = scratch;
        this.random = new Random(options.seed());
        this.progress = progress;
        this.deadlineNanos = options.timeLimit() == null ? Long.MAX_VALUE
                : System.nanoTime() + options.timeLimit().toNanos();
    }

    Path dir() {
        return scratch.dir();
    }

    Duration budget() {
        return options.phaseDuration();
    }

    void checkCancelled() {
        if (scratch.cancelled() || Thread.currentThread().isInterrupted()) {
            throw new Cancelled();
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new TimedOut();
        }
    }

    /** Whether the time limit has passed; workers of the concurrency workload poll it. */
    boolean timedOut() {
        return System.nanoTime() - deadlineNanos > 0;
    }

    /**
     * Runs {@code op} for indexes 0, 1, ... until {@code maxOps} are done or the time budget is spent, timing each
     * operation into a histogram.
     */
    ProbeResult loop(String workload, String operation, int maxOps, Op op, Integer requestBytes, Boolean direct,
                     Boolean sync, String note) throws IOException {
        Histogram h = Latency.histogram();
        long budget = budget().toNanos();
        long bytes = 0;
        int done = 0;
        long start = System.nanoTime();
        long now = start;
        while (done < maxOps && now - start < budget) {
            checkCancelled();
            long t0 = System.nanoTime();
            bytes += op.run(done);
            now = System.nanoTime();
            h.recordValue(Math.max(1, now - t0));
            done++;
        }
        return add(workload, operation, done, bytes, now - start, Latency.of(h), 1, requestBytes, direct, sync, note);
    }

    ProbeResult add(String workload, String operation, long ops, long bytes, long elapsedNanos, Latency latency,
                    int threads, Integer requestBytes, Boolean direct, Boolean sync, String note) {
        double seconds = elapsedNanos / 1e9;
        ProbeResult r = new ProbeResult(workload, operation, ops, bytes, elapsedNanos,
                seconds > 0 ? ops / seconds : 0, bytes == 0 ? null : (seconds > 0 ? bytes / seconds / (1 << 20) : 0),
                latency, threads, requestBytes, direct, sync, note);
        results.add(r);
        progress.accept(ProbeService.describe(r));
        return r;
    }
}
