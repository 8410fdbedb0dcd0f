package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FsCommandTest {

    @Test
    void probesAndPrintsATableAndWritesTheReport(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.of("fs", dir.toString(), "--workloads", "metadata,fsync", "--duration", "0.05",
                "--label", "here", "--output-dir", dir.resolve("out").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("metadata create+write+close"), run.out());
        assertTrue(run.out().contains("fsync write 4KiB + fsync"), run.out());
        assertTrue(Files.isRegularFile(dir.resolve("out/here/probe.json")));
        assertEquals(List.of("out"), names(dir));
        CliRun compare = CliRun.of("compare", dir.resolve("out").toString());
        assertEquals(0, compare.exitCode(), compare.err());
        assertTrue(compare.out().startsWith("storagebench compare: probes of here"), compare.out());
    }

    @Test
    void aBadWorkloadIsAUsageError(@TempDir Path dir) {
        CliRun run = CliRun.of("fs", dir.toString(), "--workloads", "metadata,disk");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("bench-cli fs: --workloads=metadata,disk names an unknown workload 'disk'; "
                + "choose from metadata, checkout"), run.err());
    }

    /**
     * SIGTERM runs the same shutdown hook as Ctrl-C's SIGINT; the test sends SIGTERM because a build started in the
     * background (as CI scripts often are) inherits an ignored SIGINT, which the JVM then never sees.
     */
    @Test
    void ctrlCStopsTheProbeAndRemovesItsScratchDirectory(@TempDir Path dir, @TempDir Path logs) throws Exception {
        assumeTrue(new File("/bin/kill").canExecute() || new File("/usr/bin/kill").canExecute(), "needs kill");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                BenchCli.class.getName(), "fs", dir.toString(), "--workloads", "metadata,random", "--duration", "20",
                "--output-dir", dir.resolve("out").toString())
                .redirectErrorStream(true).redirectOutput(logs.resolve("fs.log").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (names(dir).stream().noneMatch(n -> n.startsWith("storagebench-probe-"))
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertTrue(names(dir).stream().anyMatch(n -> n.startsWith("storagebench-probe-")), "the probe started");
            Thread.sleep(1000);
            new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the probe stopped after SIGTERM");
            // the report directory, made and proven writable before the probe began, holds no report
            assertEquals(List.of("out"), names(dir), "no scratch directory left behind");
            assertEquals(List.of(), names(dir.resolve("out")), "no report for the interrupted probe");
        } finally {
            p.destroyForcibly();
        }
    }

    static List<String> names(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(x -> x.getFileName().toString()).sorted().toList();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
