package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.FileOutputStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThreadSnapshotTest {

    @Test
    void countsTheBytesAndCallsThisThreadWrote(@TempDir Path dir) throws Exception {
        assumeTrue(ProcFs.available(), "needs Linux /proc/thread-self");
        byte[] block = new byte[64 * 1024];
        ThreadSnapshot start = ThreadSnapshot.take();
        try (FileOutputStream out = new FileOutputStream(dir.resolve("f").toFile())) {
            for (int i = 0; i < 16; i++) {
                out.write(block);
            }
        }
        ExecutionMetrics m = start.until(ThreadSnapshot.take());
        assertNotNull(m.io());
        // the snapshot's own /proc reads add a few hundred bytes of reads, never writes
        assertEquals(16L * block.length, m.io().writtenChars());
        assertEquals(16, m.io().writeCalls());
    }

    @Test
    void anotherThreadsIoIsNotCounted(@TempDir Path dir) throws Exception {
        assumeTrue(ProcFs.available(), "needs Linux /proc/thread-self");
        ThreadSnapshot start = ThreadSnapshot.take();
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try (FileOutputStream out = new FileOutputStream(dir.resolve("g").toFile())) {
                out.write(new byte[1 << 20]);
            } catch (Exception e) {
                failure.set(e);
            }
        });
        other.start();
        other.join();
        ExecutionMetrics m = start.until(ThreadSnapshot.take());
        assertEquals(null, failure.get());
        assertEquals(0, m.io().writtenChars());
    }

    @Test
    void sleepingIsOffCpuAndSpinningIsOnCpu() throws Exception {
        ThreadSnapshot start = ThreadSnapshot.take();
        Thread.sleep(200);
        ExecutionMetrics slept = start.until(ThreadSnapshot.take());
        assumeTrue(slept.cpuNanos() != null, "needs JVM thread CPU time");
        assertTrue(slept.offCpuNanos() >= 190_000_000L, "off-CPU " + slept.offCpuNanos());

        // spin until this thread has used 200 ms of CPU: true on a loaded machine too, unlike a wall-time bound
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        ThreadSnapshot spinStart = ThreadSnapshot.take();
        long target = threads.getCurrentThreadCpuTime() + 200_000_000L;
        long x = 0;
        while (threads.getCurrentThreadCpuTime() < target) {
            x += target % 7;
        }
        ExecutionMetrics spun = spinStart.until(ThreadSnapshot.take());
        assertTrue(x != 1);
        assertTrue(spun.cpuNanos() >= 200_000_000L, "cpu " + spun.cpuNanos());
        assertTrue(spun.cpuNanos() <= spun.wallNanos());
        assertEquals(spun.wallNanos() - spun.cpuNanos(), spun.offCpuNanos());
        if (spun.userNanos() != null) {
            // /proc splits the same CPU time into user and system at clock-tick resolution
            long ticks = spun.userNanos() + spun.systemNanos();
            assertTrue(Math.abs(ticks - spun.cpuNanos()) <= 40_000_000L, "ticks " + ticks + " cpu " + spun.cpuNanos());
        }
    }

    @Test
    void reapedChildCpuShowsOnlyAfterTheChildExits() throws Exception {
        assumeTrue(ProcFs.available(), "needs Linux /proc");
        ThreadSnapshot start = ThreadSnapshot.take();
        // a child that burns CPU for about 0.3 s, then is reaped by waitFor
        Process p = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done").start();
        assertEquals(0, p.waitFor());
        ExecutionMetrics m = start.until(ThreadSnapshot.take());
        assertTrue(m.reapedChildUserNanos() + m.reapedChildSystemNanos() > 0,
                "child CPU " + m.reapedChildUserNanos() + "/" + m.reapedChildSystemNanos());
    }
}
