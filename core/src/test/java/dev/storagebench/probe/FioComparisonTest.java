package dev.storagebench.probe;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.storagebench.OptionNames;
import dev.storagebench.record.PageCache;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checks the probe's numbers against fio run with matching parameters (same file size and block size, direct and
 * sync flags as the probe used them, one job, queue depth 1): sequential write MiB/s and 4 KiB random-read IOPS.
 * Each side runs three times and medians are compared. Cold sequential reads are not asserted: on this project's
 * virtual disk the same fio read after dropping the cache gave 542 to 1,803 MiB/s from one run to the next, so a
 * CI assertion would test the host's cache. File creation is not checked either: on fast storage fio's
 * filecreate rate is bound by fio's own user-space bookkeeping, and inside this test JVM the probe's create latency
 * came out 1.7-3.3 times its value from bench-cli (see the issue note); the comparison on a storage-bound mount
 * (sshfs) is in the note. The bound is loose (a factor of 2): cold reads on a virtual disk swing with the host's
 * cache, and a loaded 2-core CI machine is noisy; it catches a wrong unit, size or flag, which are off by far more.
 */
class FioComparisonTest {

    private static final double TOLERANCE = 2.0;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void sequentialWriteAgreesWithFio(@TempDir Path dir) throws Exception {
        assumeTrue(onPath("fio"), "fio is not installed (the README's test command installs it)");
        long size = 128L << 20;
        List<Double> probeWrite = new ArrayList<>();
        List<Double> fioWrite = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ProbeReport r = probe(dir, EnumSet.of(Workload.SEQUENTIAL), size, Duration.ofSeconds(1));
            probeWrite.add(r.result("sequential", "write 1MiB").mibPerSecond());
            JsonNode w = fio(dir, "--name=seq", "--rw=write", "--bs=1M", "--size=" + size, "--end_fsync=1");
            fioWrite.add(w.path("write").path("bw_bytes").asDouble() / (1 << 20));
            deleteFioFiles(dir);
        }
        agree("sequential write MiB/s", median(probeWrite), median(fioWrite));
    }

    @Test
    void randomReadIopsAgreeWithFio(@TempDir Path dir) throws Exception {
        assumeTrue(onPath("fio"), "fio is not installed (the README's test command installs it)");
        List<Double> probeIops = new ArrayList<>();
        List<Double> fioIops = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ProbeReport r = probe(dir, EnumSet.of(Workload.RANDOM), 0, Duration.ofSeconds(1));
            ProbeResult read4k = r.result("random", "read 4KiB");
            probeIops.add(read4k.opsPerSecond());
            dropCachesLikeTheProbe();
            JsonNode rr = fio(dir, "--name=rand", "--rw=randread", "--bs=4k", "--size=" + (32L << 20),
                    "--direct=" + (Boolean.TRUE.equals(read4k.direct()) ? 1 : 0), "--time_based", "--runtime=1",
                    "--invalidate=" + (PageCache.canDrop() ? 1 : 0));
            fioIops.add(rr.path("read").path("iops").asDouble());
            deleteFioFiles(dir);
        }
        agree("4 KiB random read IOPS", median(probeIops), median(fioIops));
    }

    private static ProbeReport probe(Path dir, EnumSet<Workload> workloads, long sequentialBytes, Duration budget)
            throws Exception {
        ProbeOptions o = new ProbeOptions(dir, workloads, false, budget, 1, Math.max(sequentialBytes, 1 << 20),
                32L << 20, 2000, 11, "fio-check", dir.resolve("out"), true, null);
        return new ProbeService(l -> { }, OptionNames.CORE).probe(o).report();
    }

    /** Runs fio with one job at queue depth 1 through psync, as the probe does its IO, and returns the job. */
    private static JsonNode fio(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("fio", "--directory=" + dir, "--ioengine=psync",
                "--numjobs=1", "--iodepth=1", "--output-format=json"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("fio", ".json");
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "fio finished");
            String text = Files.readString(out);
            return JSON.readTree(text.substring(text.indexOf('{'))).path("jobs").get(0);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    /**
     * The probe drops the whole page cache before cold reads when it may; fio's --invalidate drops only its file's
     * pages here, not those of an sshfs server on the same machine, so fio gets the same treatment.
     */
    private static void dropCachesLikeTheProbe() throws Exception {
        if (PageCache.canDrop()) {
            PageCache.drop();
        }
    }

    private static void deleteFioFiles(Path dir) throws Exception {
        try (var files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().matches("(seq|rand)\\.0\\.0")).toList()) {
                Files.delete(f);
            }
        }
    }

    private static void agree(String what, double probe, double fio) {
        double ratio = probe / fio;
        System.out.printf("%s: probe %.1f, fio %.1f, ratio %.3f%n", what, probe, fio, ratio);
        assertTrue(ratio < TOLERANCE && ratio > 1 / TOLERANCE,
                String.format(Locale.ROOT, "%s: probe %.1f against fio %.1f (ratio %.2f)", what, probe, fio, ratio));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static boolean onPath(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, name))) {
                return true;
            }
        }
        return false;
    }
}
