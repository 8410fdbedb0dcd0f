package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JfrAttributionTest {

    @Test
    @SuppressWarnings("deprecation")
    void givesEachExecutionTheFileIoOfItsOwnThreadAndInterval(@TempDir Path dir) throws Exception {
        Path jfr = dir.resolve("rec.jfr");
        Path data = dir.resolve("data.bin");
        // first use loads classes from jars, which JFR sees as reads too; do it before recording
        exercise(data);
        ThreadSnapshot.take().until(ThreadSnapshot.take());
        MojoRecord mojo;
        try (JfrRecorder recorder = JfrRecorder.start(jfr)) {
            // before the execution: counted outside mojos
            try (FileOutputStream out = new FileOutputStream(data.toFile())) {
                out.write(new byte[1000]);
            }
            Instant start = Instant.now();
            ThreadSnapshot s = ThreadSnapshot.take();
            exercise(data);
            ExecutionMetrics metrics = s.until(ThreadSnapshot.take());
            Instant end = Instant.now();
            mojo = new MojoRecord("g:a", "org.apache.maven.plugins:maven-x-plugin:1", "x", "default-x", "compile",
                    false, Thread.currentThread().getName(), Thread.currentThread().getId(), start, end, "succeeded",
                    metrics, null, null, null);
            // after it: outside again
            try (FileInputStream in = new FileInputStream(data.toFile())) {
                in.readNBytes(100);
            }
        }
        JfrAttribution result = JfrAttribution.attribute(jfr, List.of(mojo));
        FileIo io = result.mojos().get(0).fileIo();
        assertEquals(40960, io.writeBytes());
        assertEquals(10, io.writeCalls());
        assertEquals(8192, io.readBytes());
        assertEquals(1, io.forceCalls());
        assertTrue(io.totalNanos() > 0);
        assertEquals(1000, result.outsideMojos().writeBytes());
        assertEquals(100, result.outsideMojos().readBytes());
        assertEquals(io.writeBytes() + 1000, result.allThreads().writeBytes());
    }

    private static void exercise(Path data) throws Exception {
        try (FileOutputStream out = new FileOutputStream(data.toFile())) {
            for (int i = 0; i < 10; i++) {
                out.write(new byte[4096]);
            }
            out.getChannel().force(true);
        }
        try (RandomAccessFile raf = new RandomAccessFile(data.toFile(), "r")) {
            raf.readFully(new byte[8192]);
        }
    }
}
