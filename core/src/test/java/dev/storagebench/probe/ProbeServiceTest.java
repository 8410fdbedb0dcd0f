package dev.storagebench.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.TestSettings;
import dev.storagebench.json.ReportJson;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProbeServiceTest {

    static ProbeOptions small(Path dir, Set<Workload> workloads, long sequentialBytes) {
        return new ProbeOptions(dir, workloads, true, Duration.ofMillis(60), 2, sequentialBytes, 4L << 20, 300, 7,
                "test", dir.resolve("out"), true, null);
    }

    @Test
    void everyWorkloadReportsRatesAndPercentilesAndLeavesNothingBehind(@TempDir Path dir) throws Exception {
        List<String> progress = new ArrayList<>();
        ProbeService.Probed probed = new ProbeService(progress::add, OptionNames.CORE)
                .probe(small(dir, EnumSet.allOf(Workload.class), 8L << 20));
        ProbeReport r = probed.report();
        for (Workload w : Workload.values()) {
            assertTrue(r.results().stream().anyMatch(x -> x.workload().equals(w.id()) && x.ops() > 0), w.id());
        }
        for (ProbeResult x : r.results()) {
            Latency l = x.latency();
            assertNotNull(l, x.name());
            assertEquals(x.ops(), l.count(), x.name());
            assertTrue(l.p50Nanos() <= l.p90Nanos() && l.p90Nanos() <= l.p99Nanos() && l.p99Nanos() <= l.p999Nanos()
                    && l.p999Nanos() <= l.maxNanos(), x.name());
            assertEquals(x.ops() / (x.elapsedNanos() / 1e9), x.opsPerSecond(), x.opsPerSecond() * 1e-9, x.name());
        }
        ProbeResult seq = r.result("sequential", "write 1MiB");
        assertEquals(8, seq.ops());
        assertEquals(8L << 20, seq.bytes());
        assertEquals(8.0 / (seq.elapsedNanos() / 1e9), seq.mibPerSecond(), 1e-6);
        assertEquals(List.of("dsync write 4KiB x1", "dsync write 4KiB x2"), r.results().stream()
                .filter(x -> x.workload().equals("concurrency")).map(ProbeResult::operation).toList());
        assertEquals(4, r.results().stream().filter(x -> x.operation().startsWith("read ")
                && x.workload().equals("random")).count());
        assertEquals(r, ReportJson.read(dir.resolve("out/test/probe.json"), ProbeReport.class));
        assertTrue(progress.stream().anyMatch(l -> l.startsWith("metadata create+write+close")), progress::toString);
        assertEquals(List.of("out"), names(dir), "the scratch directory is gone; only the report stays");
    }

    @Test
    void refusesBeforeWritingWhenTheFilesWouldNotFit(@TempDir Path dir) {
        StoragebenchException e = assertThrows(StoragebenchException.class, () -> new ProbeService(l -> { }, OptionNames.CORE)
                .probe(small(dir, EnumSet.of(Workload.SEQUENTIAL), Long.MAX_VALUE / 4)));
        assertTrue(e.getMessage().startsWith("not enough free space in " + dir + ": the probe needs up to"),
                e.getMessage());
        // only the (empty) report directory, made and proven writable before anything else
        assertEquals(List.of("out"), names(dir));
        assertEquals(List.of(), names(dir.resolve("out")));
    }

    @Test
    void runningOutOfSpaceEndsWithOneLineAndCleansUp() throws Exception {
        Path tiny = TestMounts.get("STORAGEBENCH_TEST_TINY");
        assumeTrue(tiny != null, "needs the 16 MiB tmpfs test mount; " + TestMounts.HOW);
        Path dir = Files.createTempDirectory(tiny, "enospc");
        try {
            ProbeOptions options = small(dir, EnumSet.of(Workload.SEQUENTIAL), 64L << 20);
            ProbeFailedException e = assertThrows(ProbeFailedException.class,
                    () -> new ProbeService(l -> { }, OptionNames.CORE).probe(options, false));
            assertTrue(e.getMessage().startsWith("the probe stopped: no space left on device (ENOSPC): " + dir),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("; its scratch directory was removed"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"));
            assertEquals(List.of(), names(dir));
        } finally {
            Files.deleteIfExists(dir);
        }
    }

    @Test
    void filesystemErrorsAreNamedAsBuildEngineersSearchForThem() {
        assertEquals("the probe stopped: permission denied (EACCES): /ws/x; its scratch directory was removed",
                ProbeService.failure(new AccessDeniedException("/ws/x"), Path.of("/ws"), true).getMessage());
        assertEquals("the probe stopped: read-only file system (EROFS): /ro/f; nothing was written",
                ProbeService.failure(new FileSystemException("/ro/f", null, "Read-only file system"), Path.of("/ro"),
                        false).getMessage());
    }

    @Test
    void optionsNameTheBadValue(@TempDir Path dir) {
        assertEquals("workloads", assertThrows(InvalidOptionException.class,
                () -> ProbeOptions.from(TestSettings.of(ProbeSettings.class, "workloads", "metadata,disk"), TestSettings.context(dir))).option());
        assertEquals("duration", assertThrows(InvalidOptionException.class,
                () -> ProbeOptions.from(TestSettings.of(ProbeSettings.class, "duration", "-2"), TestSettings.context(dir))).option());
        assertEquals("path", assertThrows(InvalidOptionException.class,
                () -> ProbeOptions.from(TestSettings.of(ProbeSettings.class, "path", dir.resolve("none").toString()), TestSettings.context(dir))).option());
        assertEquals("maxThreads", assertThrows(InvalidOptionException.class,
                () -> ProbeOptions.from(TestSettings.of(ProbeSettings.class, "maxThreads", 0), TestSettings.context(dir))).option());
    }

    @Test
    void optionsPickTheFormAndParseDurations(@TempDir Path dir) throws Exception {
        ProbeOptions quick = ProbeOptions.from(TestSettings.of(ProbeSettings.class, "workloads", "random fsync", "quick", true, "maxThreads", 5), TestSettings.context(dir));
        assertEquals(EnumSet.of(Workload.RANDOM, Workload.FSYNC), quick.workloads());
        assertEquals(ProbeOptions.QUICK_PHASE_DURATION, quick.phaseDuration());
        assertEquals(List.of(1, 2, 4, 5), quick.threadCounts());
        assertEquals(Duration.ofMillis(500), ProbeOptions.from(TestSettings.of(ProbeSettings.class, "duration", "0.5s"), TestSettings.context(dir)).phaseDuration());
        assertEquals(Duration.ofSeconds(2), ProbeOptions.from(TestSettings.of(ProbeSettings.class, "duration", "PT2S"), TestSettings.context(dir)).phaseDuration());
        assertEquals(ProbeOptions.DEFAULT_PHASE_DURATION, ProbeOptions.from(TestSettings.of(ProbeSettings.class), TestSettings.context(dir))
                .phaseDuration());
    }

    @Test
    void theSourceTreeIsSeededAndShapedLikeJavaSources() {
        SourceTree a = SourceTree.of(1000, 3);
        assertEquals(a.files, SourceTree.of(1000, 3).files);
        assertTrue(a.files.stream().allMatch(f -> f.bytes() >= SourceTree.MIN_FILE_BYTES
                && f.bytes() <= SourceTree.MAX_FILE_BYTES));
        for (int d = 0; d < a.directories - 1; d++) {
            int dir = d;
            long n = a.files.stream().filter(f -> f.directory() == dir).count();
            assertTrue(n >= 10 && n <= 50, "directory " + d + " has " + n);
        }
    }

    static List<String> names(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
