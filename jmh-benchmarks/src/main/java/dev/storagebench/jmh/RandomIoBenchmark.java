package dev.storagebench.jmh;

import com.sun.nio.file.ExtendedOpenOption;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
 * Random reads and writes at the request sizes the published EFS IOPS tests used, and a 4 KiB write followed by
 * fsync.
 *
 * <p>Why this shape: those tests ran a lseek+read/write loop with 1 B, 4 KiB and 10 KiB requests, with and without
 * O_DIRECT and O_DSYNC; NFS bills requests under 4 KiB as 4 KiB, which shows as 1 B costing what 4 KiB costs. A
 * positional read or write ({@code pread}/{@code pwrite}) is that loop's pair of calls in one. Each thread has its
 * own file, made once per trial, so {@code -t N} measures the storage's parallelism. O_DIRECT needs aligned
 * buffers (4 KiB here) and sizes in multiples of the filesystem's block size; a combination the filesystem refuses
 * fails its trial with the reason instead of quietly running buffered under the direct label. {@code SampleTime}
 * gives the latency percentiles.
 *
 * <p>Run: {@code java -jar benchmarks.jar RandomIoBenchmark -p dir=/mnt/efs/ws [-p requestBytes=4096]
 * [-p open=direct+dsync] [-t 4] [-rf json]}
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class RandomIoBenchmark {

    static final int ALIGN = 4096;

    /** One thread's file and the channel opened as {@code open} says. */
    @State(Scope.Thread)
    public static class Io {
        /** Bytes per request. */
        @Param({"1", "4096", "10240"})
        public int requestBytes;
        /** How the file is opened: {@code buffered}, {@code direct}, {@code dsync} or {@code direct+dsync}. */
        @Param({"buffered", "direct", "dsync", "direct+dsync"})
        public String open;
        /** Size of each thread's file. */
        @Param("64")
        public int fileMiB;

        Path file;
        FileChannel channel;
        ByteBuffer buffer;
        SplittableRandom random;
        long slots;

        @Setup(Level.Trial)
        public void create(TargetDirectory target) throws IOException {
            file = Files.createTempFile(target.scratch(), "random-", ".dat");
            ByteBuffer block = aligned(1 << 20);
            try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
                for (int i = 0; i < fileMiB; i++) {
                    block.clear();
                    while (block.hasRemaining()) {
                        c.write(block);
                    }
                }
                c.force(true);
            }
            boolean direct = open.contains("direct");
            long blockSize = Files.getFileStore(file).getBlockSize();
            if (direct && requestBytes % blockSize != 0) {
                throw new IllegalStateException("O_DIRECT needs requests in multiples of the " + blockSize
                        + "-byte block size of " + target.scratch() + "; requestBytes=" + requestBytes
                        + " cannot run direct here");
            }
            List<OpenOption> options = new ArrayList<>(List.of(StandardOpenOption.READ, StandardOpenOption.WRITE));
            if (direct) {
                options.add(ExtendedOpenOption.DIRECT);
            }
            if (open.contains("dsync")) {
                options.add(StandardOpenOption.DSYNC);
            }
            if (!open.matches("buffered|direct|dsync|direct\\+dsync")) {
                throw new IllegalArgumentException("-p open=" + open + " is not buffered, direct, dsync or "
                        + "direct+dsync");
            }
            channel = FileChannel.open(file, options.toArray(OpenOption[]::new));
            buffer = aligned(requestBytes);
            random = new SplittableRandom(42 + Thread.currentThread().getId());
            slots = ((long) fileMiB << 20) / ALIGN - 3;
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            if (channel != null) {
                channel.close();
            }
        }

        long nextPosition() {
            return random.nextLong(slots) * ALIGN;
        }
    }

    @Benchmark
    public int read(Io io) throws IOException {
        io.buffer.rewind();
        return io.channel.read(io.buffer, io.nextPosition());
    }

    @Benchmark
    public int write(Io io) throws IOException {
        io.buffer.rewind();
        return io.channel.write(io.buffer, io.nextPosition());
    }

    /** A direct buffer of {@code size} bytes at a 4 KiB-aligned address. */
    static ByteBuffer aligned(int size) {
        int rounded = (size + ALIGN - 1) / ALIGN * ALIGN;
        ByteBuffer b = ByteBuffer.allocateDirect(rounded + ALIGN).alignedSlice(ALIGN);
        b.limit(size);
        return b;
    }
}
