package dev.storagebench.probe;

import com.sun.nio.file.ExtendedOpenOption;
import dev.storagebench.record.PageCache;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;

/**
 * The workloads that move data in files: sequential throughput, random IO at several request sizes (the
 * lseek+read/write loop of the published EFS IOPS tests, as positional reads and writes), fsync latency and
 * concurrency scaling.
 */
final class DataWorkloads {

    static final int BLOCK = 1 << 20;
    static final int[] REQUEST_SIZES = {1, 512, 4096, 10240};
    /** Alignment of direct-IO buffers and offsets; 4 KiB satisfies every common logical block size. */
    static final int ALIGN = 4096;

    private final ProbeRun run;

    DataWorkloads(ProbeRun run) {
        this.run = run;
    }

    /** 1 MiB writes with a final fsync, then 1 MiB reads of the same file, cold when root can drop the cache. */
    void sequential() throws IOException {
        Path file = run.dir().resolve("sequential.dat");
        long size = run.options.sequentialBytes();
        ByteBuffer block = randomBlock(BLOCK);
        Histogram h = Latency.histogram();
        long start = System.nanoTime();
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long written = 0; written < size; written += BLOCK) {
                run.checkCancelled();
                long t0 = System.nanoTime();
                block.clear();
                while (block.hasRemaining()) {
                    c.write(block);
                }
                h.recordValue(Math.max(1, System.nanoTime() - t0));
            }
            c.force(true);
        }
        long elapsed = System.nanoTime() - start;
        run.add(Workload.SEQUENTIAL.id(), "write 1MiB", size / BLOCK, size, elapsed, Latency.of(h), 1, BLOCK, false,
                true, "buffered writes, one fsync at the end, timed");
        String readNote = cold("sequential read");
        h = Latency.histogram();
        ByteBuffer buffer = ByteBuffer.allocateDirect(BLOCK);
        long read = 0;
        long ops = 0;
        start = System.nanoTime();
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
            int n;
            do {
                run.checkCancelled();
                long t0 = System.nanoTime();
                buffer.clear();
                n = c.read(buffer);
                if (n > 0) {
                    read += n;
                    ops++;
                    h.recordValue(Math.max(1, System.nanoTime() - t0));
                }
            } while (n > 0);
        }
        elapsed = System.nanoTime() - start;
        run.add(Workload.SEQUENTIAL.id(), "read 1MiB", ops, read, elapsed, Latency.of(h), 1, BLOCK, false, null,
                readNote);
        Files.delete(file);
    }

    /** Random reads, then O_DSYNC writes, at each request size; O_DIRECT where the filesystem takes it. */
    void random() throws IOException {
        Path file = run.dir().resolve("random.dat");
        long size = run.options.randomFileBytes();
        ByteBuffer block = randomBlock(BLOCK);
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long written = 0; written < size; written += BLOCK) {
                run.checkCancelled();
                block.clear();
                while (block.hasRemaining()) {
                    c.write(block);
                }
            }
            c.force(true);
        }
        for (int requestBytes : REQUEST_SIZES) {
            randomLoop(file, size, requestBytes, false);
        }
        for (int requestBytes : REQUEST_SIZES) {
            randomLoop(file, size, requestBytes, true);
        }
    }

    private void randomLoop(Path file, long fileSize, int requestBytes, boolean write) throws IOException {
        OpenOption[] base = write ? new OpenOption[] {StandardOpenOption.WRITE, StandardOpenOption.DSYNC}
                : new OpenOption[] {StandardOpenOption.READ};
        String name = (write ? "write " : "read ") + sizeName(requestBytes);
        String note;
        boolean direct = false;
        FileChannel channel;
        long blockSize = Files.getFileStore(file).getBlockSize();
        if (requestBytes % blockSize != 0) {
            channel = FileChannel.open(file, base);
            note = "buffered: O_DIRECT needs requests in multiples of the " + blockSize + "-byte block size here";
        } else {
            try {
                channel = FileChannel.open(file, with(base, ExtendedOpenOption.DIRECT));
                direct = true;
                note = null;
            } catch (IOException | UnsupportedOperationException refused) {
                channel = FileChannel.open(file, base);
                note = "buffered: the filesystem refused O_DIRECT (" + refused.getMessage() + ")";
            }
        }
        if (!direct && !write) {
            String cache = cold("buffered random read");
            note = note + "; " + cache;
        }
        ByteBuffer buffer = aligned(requestBytes);
        if (write) {
            byte[] fill = new byte[requestBytes];
            run.random.nextBytes(fill);
            buffer.put(fill).flip();
        }
        Random offsets = new Random(run.options.seed() + requestBytes);
        long slots = (fileSize - Math.max(requestBytes, ALIGN)) / ALIGN;
        try (FileChannel c = channel) {
            run.loop(Workload.RANDOM.id(), name, Integer.MAX_VALUE, i -> {
                long position = (long) (offsets.nextDouble() * slots) * ALIGN;
                buffer.rewind();
                int n = write ? c.write(buffer, position) : c.read(buffer, position);
                return Math.max(n, 0);
            }, requestBytes, direct, write ? Boolean.TRUE : null, note);
        }
    }

    /** A 4 KiB write and an fsync, over and over on one 1 MiB file. */
    void fsync() throws IOException {
        Path file = run.dir().resolve("fsync.dat");
        ByteBuffer block = randomBlock(ALIGN);
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            run.loop(Workload.FSYNC.id(), "write 4KiB + fsync", Integer.MAX_VALUE, i -> {
                block.rewind();
                c.write(block, (long) (i % 256) * ALIGN);
                c.force(true);
                return ALIGN;
            }, ALIGN, false, true, null);
        }
    }

    /** Synchronous 4 KiB writes by 1, 2, 4 ... threads, each on its own file, for the time budget. */
    void concurrency() throws IOException {
        for (int threads : run.options.threadCounts()) {
            run.checkCancelled();
            List<FileChannel> channels = new ArrayList<>();
            try {
                for (int t = 0; t < threads; t++) {
                    channels.add(FileChannel.open(run.dir().resolve("concurrency-" + threads + "-" + t + ".dat"),
                            StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.DSYNC));
                }
                writers(threads, channels);
            } finally {
                for (FileChannel c : channels) {
                    c.close();
                }
            }
        }
    }

    private void writers(int threads, List<FileChannel> channels) throws IOException {
        Histogram all = Latency.histogram();
        long[] ops = new long[threads];
        IOException[] failure = new IOException[1];
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        List<Histogram> histograms = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int me = t;
            Histogram h = Latency.histogram();
            histograms.add(h);
            Thread worker = new Thread(() -> {
                ByteBuffer block = randomBlock(ALIGN);
                try {
                    go.await();
                    while (!stop.get() && !run.scratch.cancelled() && !run.timedOut()) {
                        long t0 = System.nanoTime();
                        block.rewind();
                        channels.get(me).write(block, (ops[me] % 256) * ALIGN);
                        h.recordValue(Math.max(1, System.nanoTime() - t0));
                        ops[me]++;
                    }
                } catch (IOException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    stop.set(true);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "storagebench-probe-writer-" + t);
            workers.add(worker);
            worker.start();
        }
        long start = System.nanoTime();
        go.countDown();
        try {
            Thread.sleep(run.budget().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stop.set(true);
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        long elapsed = System.nanoTime() - start;
        run.checkCancelled();
        if (failure[0] != null) {
            throw failure[0];
        }
        long total = 0;
        for (int t = 0; t < threads; t++) {
            total += ops[t];
            all.add(histograms.get(t));
        }
        run.add(Workload.CONCURRENCY.id(), "dsync write 4KiB x" + threads, total, total * ALIGN, elapsed,
                Latency.of(all), threads, ALIGN, false, true, "each thread on its own file; latency per write");
    }

    /** Drops the page cache when allowed and says which it was. */
    private String cold(String what) throws IOException {
        if (run.options.dropCaches() && PageCache.canDrop()) {
            try {
                PageCache.drop();
                return "cold " + what.replace("buffered ", "") + ": page cache dropped first";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ProbeRun.Cancelled();
            }
        }
        return "warm " + what.replace("buffered ", "") + ": the page cache may serve it ("
                + (run.options.dropCaches() ? "dropping it needs root" : "not dropped, on purpose") + ")";
    }

    private ByteBuffer randomBlock(int size) {
        byte[] bytes = new byte[size];
        new Random(run.options.seed() + size).nextBytes(bytes);
        ByteBuffer b = aligned(size);
        b.put(bytes).flip();
        return b;
    }

    /** A direct buffer of {@code size} bytes whose address is aligned for O_DIRECT. */
    static ByteBuffer aligned(int size) {
        int rounded = (size + ALIGN - 1) / ALIGN * ALIGN;
        // alignedSlice trims both ends to the alignment, so one spare unit covers any start address
        ByteBuffer b = ByteBuffer.allocateDirect(rounded + ALIGN).alignedSlice(ALIGN);
        b.limit(size);
        return b;
    }

    private static OpenOption[] with(OpenOption[] base, OpenOption extra) {
        OpenOption[] all = java.util.Arrays.copyOf(base, base.length + 1);
        all[base.length] = extra;
        return all;
    }

    static String sizeName(int bytes) {
        return bytes >= 1024 && bytes % 1024 == 0 ? bytes / 1024 + "KiB" : bytes + "B";
    }
}
