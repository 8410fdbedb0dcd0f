package dev.storagebench.jmh;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What G1's String deduplication does to the memory and time of parsing a large, repetitive file on the target
 * storage, after the published experiment (an SVR4 package {@code contents} file parsed into objects: G1 with
 * deduplication cut the arrays behind the Strings from 133 MB to 61 MB, G1 alone ran fastest, and primitive fields
 * saved about as much as deduplication without its cost).
 *
 * <p>Why this shape: the JVM configuration is the variable, so each configuration is its own fork (Parallel GC;
 * G1; G1 with deduplication; Parallel with deduplication, which JDK 18 and later support), and each parse variant
 * (all Strings; primitives and a char) is its own method. One parse is one {@code SingleShotTime} invocation, since
 * a parse takes seconds and its first run is not special once the JIT has warmed up on the warm-up iteration.
 * The file is generated once per fork on the target storage from a seed and, when running as root, the page cache
 * is dropped before every iteration so the storage's read speed is part of the time. The parsed objects stay
 * alive after the iteration so that {@link RetainedHeapProfiler} can report the retained heap once deduplication
 * has finished.
 *
 * <p>Run: {@code java -jar benchmarks.jar StringDedupBenchmark -p dir=/mnt/target -prof
 * dev.storagebench.jmh.RetainedHeapProfiler [-p sizeMiB=300] [-p format=maven] [-rf json]}
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class StringDedupBenchmark {

    private static final String HEAP = "-Xmx6g";

    /** The parsed objects of the last iteration, kept alive for the profiler. */
    static volatile Object retained;

    /** The contents file of this fork, on the target storage. */
    @State(Scope.Benchmark)
    public static class Contents {
        /** Size of the generated file. */
        @Param("200")
        public long sizeMiB;
        /** {@code svr4} (package contents) or {@code maven} (resolved dependencies). */
        @Param("svr4")
        public String format;

        Path file;

        @Setup(Level.Trial)
        public void generate(TargetDirectory target) throws IOException {
            checkConfiguration();
            file = target.scratch().resolve("contents-" + format + ".txt");
            ContentsFile.write(file, format, sizeMiB << 20, 42);
        }

        @Setup(Level.Iteration)
        public void forgetAndCool() throws IOException, InterruptedException {
            retained = null;
            Path dropCaches = Path.of("/proc/sys/vm/drop_caches");
            if (Files.isWritable(dropCaches)) {
                if (new ProcessBuilder("sync").inheritIO().start().waitFor() == 0) {
                    Files.writeString(dropCaches, "3\n");
                }
            }
        }
    }

    /**
     * Refuses a configuration this JVM ignored, so no result is labelled with flags it lacked: before JDK 18 a JVM
     * with Parallel GC accepts {@code -XX:+UseStringDeduplication} and quietly runs without it.
     */
    static void checkConfiguration() {
        HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        boolean asked = ManagementFactory.getRuntimeMXBean().getInputArguments()
                .contains("-XX:+UseStringDeduplication");
        boolean on = Boolean.parseBoolean(hotspot.getVMOption("UseStringDeduplication").getValue());
        if (asked && !on) {
            String gc = ManagementFactory.getGarbageCollectorMXBeans().stream()
                    .map(GarbageCollectorMXBean::getName).findFirst().orElse("this collector");
            throw new IllegalStateException("this JVM (" + Runtime.version() + ", " + gc + ") ignored "
                    + "-XX:+UseStringDeduplication; Parallel GC supports it from JDK 18: run on a newer JDK or leave "
                    + "out the *ParallelDedup benchmarks");
        }
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseParallelGC"})
    public List<?> stringsParallel(Contents c) throws IOException {
        return keep(ContentsParser.strings(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseG1GC"})
    public List<?> stringsG1(Contents c) throws IOException {
        return keep(ContentsParser.strings(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseG1GC", "-XX:+UseStringDeduplication"})
    public List<?> stringsG1Dedup(Contents c) throws IOException {
        return keep(ContentsParser.strings(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseParallelGC", "-XX:+UseStringDeduplication"})
    public List<?> stringsParallelDedup(Contents c) throws IOException {
        return keep(ContentsParser.strings(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseParallelGC"})
    public List<?> primitivesParallel(Contents c) throws IOException {
        return keep(ContentsParser.compact(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseG1GC"})
    public List<?> primitivesG1(Contents c) throws IOException {
        return keep(ContentsParser.compact(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseG1GC", "-XX:+UseStringDeduplication"})
    public List<?> primitivesG1Dedup(Contents c) throws IOException {
        return keep(ContentsParser.compact(c.file));
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {HEAP, "-XX:+UseParallelGC", "-XX:+UseStringDeduplication"})
    public List<?> primitivesParallelDedup(Contents c) throws IOException {
        return keep(ContentsParser.compact(c.file));
    }

    private static List<?> keep(List<?> parsed) {
        retained = parsed;
        return parsed;
    }
}
