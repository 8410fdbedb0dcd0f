package dev.storagebench.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Deleting small files, as {@code mvn clean} does.
 *
 * <p>Why this shape: a delete consumes its file, so a time-based mode would run out of files at an unknown point.
 * {@code SingleShotTime} with a batch deletes exactly {@value #BATCH} files per iteration, all made before the
 * iteration's clock starts; the score is the time for the whole batch (divide by {@value #BATCH} for one delete),
 * and the iterations give its spread.
 *
 * <p>Run: {@code java -jar benchmarks.jar DeleteBenchmark -p dir=/mnt/efs/ws [-rf json]}
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, batchSize = DeleteBenchmark.BATCH)
@Measurement(iterations = 10, batchSize = DeleteBenchmark.BATCH)
@Fork(1)
public class DeleteBenchmark {

    /** Files deleted per iteration. */
    public static final int BATCH = 1000;

    /** The files one iteration deletes. */
    @State(Scope.Thread)
    public static class Doomed {
        Path dir;
        Path[] files;
        int next;

        @Setup(Level.Iteration)
        public void make(TargetDirectory target) throws IOException {
            dir = target.newDirectory("delete-");
            files = new Path[BATCH];
            ByteBuffer content = ByteBuffer.allocate(4096);
            for (int i = 0; i < BATCH; i++) {
                files[i] = dir.resolve("F" + i + ".class");
                SmallFileBenchmark.write(files[i], content);
            }
            next = 0;
        }

        @TearDown(Level.Iteration)
        public void removeRest() {
            TargetDirectory.remove(dir);
        }
    }

    @Benchmark
    public void delete(Doomed d) throws IOException {
        Files.delete(d.files[d.next++]);
    }
}
