package dev.storagebench.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.record.ExecutionMetrics;
import dev.storagebench.record.FileIo;
import dev.storagebench.record.FileOpCount;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.IoCounters;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.ProjectRecord;
import dev.storagebench.record.Recording;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recorder's Jackson-free writer gives files that Jackson reads back as the same recording. */
class RecordJsonTest {

    @TempDir
    Path dir;

    @Test
    void aRecordingRoundTripsThroughJackson() throws IOException {
        Instant t = Instant.parse("2026-11-22T10:15:30.123456789Z");
        FileOps ops = new FileOps(List.of(new FileOpCount("delete", "output", 41_210, 1_020_000_000L, 0, 0),
                new FileOpCount("read", "repository", 12, 3456, 65_536, 0)));
        MojoRecord mojo = new MojoRecord("g:a", "p:maven-clean-plugin:3", "clean", "default-clean", "clean", false,
                "main \"quoted\"\n", 1, t, t.plusSeconds(1), "succeeded",
                new ExecutionMetrics(1_000_000_000L, 5L, null, null, 3L, 1L,
                        new IoCounters(1, 2, 3, 4, 5, 6), 0L, 0L),
                ops.dataIo(), ops, null);
        Recording r = new Recording("3.9.11", "17.0.15", "Debian", t, t, null,
                List.of(new ProjectRecord("g:a", "main", t, t, 5, "succeeded")), List.of(mojo), 3L, 4L, 5L, null,
                6L, null, ops, null, List.of("x.y()V: no such method with a body in this JDK"), List.of("w\u0001"));
        Path file = dir.resolve("recording.json");
        RecordJson.write(file, r);
        assertEquals(r, ReportJson.read(file, Recording.class));
        assertEquals(new FileIo(3456, 65_536, 12, 0, 0, 0, 0, 0), mojo.fileIo());
    }
}
