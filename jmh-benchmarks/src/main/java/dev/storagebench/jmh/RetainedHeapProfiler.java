package dev.storagebench.jmh;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler ({@code -prof dev.storagebench.jmh.RetainedHeapProfiler}) that reports, after every iteration,
 * the live heap the benchmark still holds: total bytes, bytes in {@code byte[]} (the arrays behind Strings;
 * {@code ·heap.byteArrays}) and the number of String objects, read from the JVM's class histogram of live objects.
 *
 * <p>The collector picks deduplication candidates when it copies young objects (a String that reaches the age
 * threshold or is promoted), and deduplicates them concurrently afterwards. So the profiler first triggers
 * {@value #YOUNG_COLLECTIONS} young collections by allocating short-lived arrays, which ages every surviving String
 * past the threshold (3 by default). Then, in rounds, it waits until the JVM's deduplication threads have stopped
 * using CPU (see {@link DedupThreads}: back-to-back full collections would otherwise starve them) and takes a class
 * histogram (which forces a full collection), until the byte[] total stays within {@value #SETTLED_BYTES} bytes {@value #STABLE_READINGS} times in a row, that is until
 * deduplication has nothing left to do. It reports how many histograms that took ({@code ·heap.settleRounds}, negative if it gave up after
 * {@value #MAX_ROUNDS}) and how many young collections it caused ({@code ·heap.youngCollections}).
 */
public class RetainedHeapProfiler implements InternalProfiler {

    static final int STABLE_READINGS = 3;
    static final int MAX_ROUNDS = 30;
    static final int YOUNG_COLLECTIONS = 8;
    /**
     * How little the byte[] total may still move and count as settled: the profiler's own histogram text and the
     * harness allocate a few KiB between readings, while deduplication moves megabytes.
     */
    static final long SETTLED_BYTES = 256 << 10;
    /** Churn arrays stay well below G1's humongous size (half a region), so they are young allocations. */
    static final int CHURN_ARRAY_BYTES = 64 << 10;
    /** Garbage allocated at most while waiting for the young collections. */
    static final long MAX_CHURN_BYTES = 64L << 30;

    /** Keeps the JIT from removing the churn allocations. */
    static volatile byte[] sink;

    /** One histogram's figures. */
    record Histogram(long totalBytes, long byteArrayBytes, long strings) {
    }

    @Override
    public String getDescription() {
        return "Live heap after each iteration, once String deduplication has settled: total, byte[] bytes, "
                + "String count";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        // nothing to do before: the figures are about what the iteration left alive
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        long young = churnYoungCollections();
        Histogram last = null;
        int stable = 0;
        int rounds = 0;
        long waitedNanos = 0;
        while (stable < STABLE_READINGS && rounds < MAX_ROUNDS) {
            waitedNanos += DedupThreads.awaitIdle();
            Histogram h = histogram();
            rounds++;
            stable = last != null && Math.abs(last.byteArrayBytes() - h.byteArrayBytes()) <= SETTLED_BYTES
                    ? stable + 1 : 1;
            last = h;
        }
        List<Result> out = new ArrayList<>();
        out.add(new ScalarResult("·heap.total", last.totalBytes() / 1048576.0, "MiB", AggregationPolicy.AVG));
        // not "byte[]": JMH's JSON writer breaks a result name at brackets
        out.add(new ScalarResult("·heap.byteArrays", last.byteArrayBytes() / 1048576.0, "MiB",
                AggregationPolicy.AVG));
        out.add(new ScalarResult("·heap.strings", last.strings() / 1e6, "millions", AggregationPolicy.AVG));
        out.add(new ScalarResult("·heap.youngCollections", young, "collections", AggregationPolicy.AVG));
        out.add(new ScalarResult("·heap.dedupWait", waitedNanos / 1e9, "s", AggregationPolicy.AVG));
        out.add(new ScalarResult("·heap.settleRounds", stable >= STABLE_READINGS ? rounds : -rounds, "rounds",
                AggregationPolicy.MAX));
        return out;
    }

    /** Allocates short-lived arrays until the young collector has run {@value #YOUNG_COLLECTIONS} times. */
    static long churnYoungCollections() {
        long before = youngCollections();
        long allocated = 0;
        while (youngCollections() - before < YOUNG_COLLECTIONS && allocated < MAX_CHURN_BYTES) {
            sink = new byte[CHURN_ARRAY_BYTES];
            allocated += CHURN_ARRAY_BYTES;
        }
        sink = null;
        return youngCollections() - before;
    }

    private static long youngCollections() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            String name = gc.getName();
            if (name.contains("Young") || name.equals("PS Scavenge") || name.equals("Copy")) {
                n += gc.getCollectionCount();
            }
        }
        return n;
    }

    /** The live-object histogram (which forces a full collection), as {@code jcmd <pid> GC.class_histogram}. */
    static Histogram histogram() {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            String text = (String) server.invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"),
                    "gcClassHistogram", new Object[] {new String[0]}, new String[] {String[].class.getName()});
            return parse(text);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the class histogram: " + e, e);
        }
    }

    /** Reads the totals, the {@code [B} line and the {@code java.lang.String} line of a class histogram. */
    static Histogram parse(String text) {
        long total = 0;
        long bytes = 0;
        long strings = 0;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 3 && f[0].equals("Total")) {
                total = Long.parseLong(f[2]);
            } else if (f.length >= 4 && f[0].endsWith(":")) {
                if (f[3].equals("[B")) {
                    bytes = Long.parseLong(f[2]);
                } else if (f[3].equals("java.lang.String")) {
                    strings = Long.parseLong(f[1]);
                }
            }
        }
        return new Histogram(total, bytes, strings);
    }
}
