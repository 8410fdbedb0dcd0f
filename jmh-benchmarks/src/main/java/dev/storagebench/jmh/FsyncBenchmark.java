package dev.storagebench.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
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
 * A 4 KiB write followed by fsync, the pattern of journals, lock files and {@code git} with {@code core.fsync}.
 *
 * <p>Why this shape: fsync latency is set by the device's or the server's commit path, not by bandwidth, and its
 * tail is what stalls a build; {@code SampleTime} shows the percentiles. Each thread rewrites the first 1 MiB of a
 * file of its own, so the file never grows and {@code -t N} shows whether commits from several writers overlap.
 *
 * <p>Run: {@code java -jar benchmarks.jar FsyncBenchmark -p dir=/mnt/efs/ws [-t 4] [-rf json]}
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class FsyncBenchmark {

    /** One thread's file. */
    @State(Scope.Thread)
    public static class Journal {
        FileChannel channel;
        ByteBuffer block;
        long next;

        @Setup(Level.Trial)
        public void open(TargetDirectory target) throws IOException {
            channel = FileChannel.open(Files.createTempFile(target.scratch(), "fsync-", ".dat"),
                    StandardOpenOption.WRITE);
            block = RandomIoBenchmark.aligned(4096);
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            channel.close();
        }
    }

    @Benchmark
    public long writeFsync(Journal j) throws IOException {
        j.block.rewind();
        int n = j.channel.write(j.block, (j.next++ % 256) * 4096);
        j.channel.force(true);
        return n;
    }
}
