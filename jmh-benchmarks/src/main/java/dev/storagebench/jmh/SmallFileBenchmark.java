package dev.storagebench.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Small-file operations as builds make them: create+write+close, stat, open+read, directory listing and rename.
 *
 * <p>Why this shape: network filesystems pay a round trip per metadata operation, so the latency distribution of
 * each single call is what matters; {@code SampleTime} mode gives it (p50 ... p99.99 in JMH's output). Each thread
 * works in a directory of its own, so {@code -t N} shows contention on the storage, not on one directory's lock.
 * The files that {@code stat}, {@code openRead}, {@code list} and {@code rename} touch are made once per iteration
 * before timing starts (never per invocation, which would distort nanosecond-scale timing), and
 * {@code createWriteClose}'s new files are removed after each iteration. Deleting consumes files, so it lives in
 * {@link DeleteBenchmark}.
 *
 * <p>Run: {@code java -jar benchmarks.jar SmallFileBenchmark -p dir=/mnt/efs/ws [-t 4] [-rf json]}
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class SmallFileBenchmark {

    /** One thread's files: a pool to read and rename, and a directory for new files. */
    @State(Scope.Thread)
    public static class Files1 {
        /** Size of every file, like a small Java source. */
        @Param("4096")
        public int fileBytes;
        /** How many files the pool holds (and the listed directory). */
        @Param("500")
        public int poolFiles;

        Path pool;
        Path created;
        Path[] files;
        boolean[] renamed;
        ByteBuffer content;
        ByteBuffer readBuffer;
        int next;
        long counter;

        @Setup(Level.Iteration)
        public void makeFiles(TargetDirectory target) throws IOException {
            pool = target.newDirectory("pool-");
            created = target.newDirectory("new-");
            content = ByteBuffer.allocate(fileBytes);
            readBuffer = ByteBuffer.allocate(Math.max(fileBytes, 1));
            files = new Path[poolFiles];
            renamed = new boolean[poolFiles];
            for (int i = 0; i < poolFiles; i++) {
                files[i] = pool.resolve("F" + i + ".java");
                write(files[i], content);
            }
            next = 0;
        }

        @TearDown(Level.Iteration)
        public void removeFiles() {
            TargetDirectory.remove(pool);
            TargetDirectory.remove(created);
        }

        int nextIndex() {
            int i = next;
            next = next + 1 == poolFiles ? 0 : next + 1;
            return i;
        }
    }

    @Benchmark
    public long createWriteClose(Files1 f) throws IOException {
        return write(f.created.resolve("N" + f.counter++ + ".java"), f.content);
    }

    @Benchmark
    public long stat(Files1 f) throws IOException {
        return Files.readAttributes(current(f, f.nextIndex()), BasicFileAttributes.class).size();
    }

    @Benchmark
    public long openRead(Files1 f) throws IOException {
        long total = 0;
        try (FileChannel c = FileChannel.open(current(f, f.nextIndex()), StandardOpenOption.READ)) {
            f.readBuffer.clear();
            int n;
            while ((n = c.read(f.readBuffer)) > 0) {
                total += n;
                f.readBuffer.clear();
            }
        }
        return total;
    }

    @Benchmark
    public int list(Files1 f) throws IOException {
        int entries = 0;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(f.pool)) {
            for (Path ignored : s) {
                entries++;
            }
        }
        return entries;
    }

    /** Renames one pool file to another name in its directory, or back, so the pool never runs out. */
    @Benchmark
    public Path rename(Files1 f) throws IOException {
        int i = f.nextIndex();
        Path from = current(f, i);
        f.renamed[i] = !f.renamed[i];
        return Files.move(from, current(f, i));
    }

    private static Path current(Files1 f, int i) {
        return f.renamed[i] ? f.files[i].resolveSibling(f.files[i].getFileName() + ".r") : f.files[i];
    }

    static long write(Path file, ByteBuffer content) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer b = content.duplicate();
            b.clear();
            long n = 0;
            while (b.hasRemaining()) {
                n += c.write(b);
            }
            return n;
        }
    }
}
