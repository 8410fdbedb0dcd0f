package dev.storagebench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.storagebench.StoragebenchException;
import dev.storagebench.json.ReportJson;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.RunStatus;
import dev.storagebench.report.SummaryReport;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The measuring service end to end with stand-in Maven launchers (small shell scripts), so its handling of logs,
 * reports, failures and interruptions is tested without Maven; the Maven integration tests cover real builds.
 */
class MeasureServiceTest {

    @TempDir
    Path dir;

    private final List<String> progress = new ArrayList<>();

    @BeforeEach
    void needsAPosixShell() {
        assumeTrue(File.separatorChar == '/' && Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
    }

    @Test
    void aBuildThatWritesNoRecordingIsReportedWithItsGapsSaid() throws Exception {
        Path mvn = launcher("echo \"fake build $*\"; exit 0");
        long scratchBefore = scratchDirs();
        MeasureResult result = service().measure(options(2, 1), build(mvn));

        Path out = dir.resolve("out");
        assertEquals(List.of("run-1.json", "run-2.json"), result.summary().runFiles());
        for (String f : List.of("run-1.json", "run-2.json", "summary.json", "warmup-1.log", "run-1.log", "run-2.log")) {
            assertTrue(Files.isRegularFile(out.resolve(f)), f);
        }
        String log = Files.readString(out.resolve("run-1.log"));
        assertTrue(log.contains("fake build"), log);
        assertTrue(log.contains("-Dstoragebench.nested=true") && log.contains("clean verify"), log);
        RunReport run = ReportJson.read(out.resolve("run-1.json"), RunReport.class);
        assertEquals(RunStatus.SUCCEEDED, run.status());
        assertTrue(run.totals().wallNanos() > 0);
        assertTrue(run.mojos().isEmpty());
        assertNull(run.attribution(), "no recording: coverage is unknown, not zero");
        assertTrue(run.unavailable().containsKey("mojos"));
        SummaryReport summary = ReportJson.read(out.resolve("summary.json"), SummaryReport.class);
        assertNull(summary.inMojosShare());
        assertEquals("unknown", summary.verdict().level());
        assertEquals(scratchBefore, scratchDirs(), "the scratch directory is removed");
        assertEquals("fake-storage", summary.label());
    }

    @Test
    void aFailedBuildStillWritesItsReportThenFailsNamingTheLog() throws Exception {
        Path mvn = launcher("echo 'BUILD FAILURE'; exit 3");
        long scratchBefore = scratchDirs();
        NestedBuildFailedException e = assertThrows(NestedBuildFailedException.class,
                () -> service().measure(options(3, 0), build(mvn)));
        Path out = dir.resolve("out");
        assertEquals(out.resolve("run-1.log"), e.log());
        assertTrue(e.getMessage().contains(e.log().toString()), e.getMessage());
        assertTrue(Files.readString(e.log()).contains("BUILD FAILURE"));
        RunReport run = ReportJson.read(out.resolve("run-1.json"), RunReport.class);
        assertEquals(RunStatus.FAILED, run.status());
        assertEquals(3, run.exitCode());
        assertFalse(Files.exists(out.resolve("run-2.json")), "a broken build is not run again");
        assertEquals(RunStatus.FAILED, e.result().summary().status());
        assertEquals(scratchBefore, scratchDirs());
    }

    @Test
    void aBuildEndedByCtrlCIsAnInterruptionWithNoReport() throws Exception {
        Path mvn = launcher("exit 130");
        StoragebenchException e = assertThrows(StoragebenchException.class,
                () -> service().measure(options(1, 0), build(mvn)));
        assertFalse(e instanceof NestedBuildFailedException);
        assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("out/run-1.json")));
    }

    @Test
    void aLauncherThatIsNotExecutableIsRefusedBeforeAnythingRuns() throws Exception {
        Path notExecutable = Files.writeString(dir.resolve("mvn"), "#!/bin/sh\n");
        dev.storagebench.StoragebenchException e = assertThrows(dev.storagebench.StoragebenchException.class,
                () -> service().measure(options(1, 0), build(notExecutable)));
        assertTrue(e.getMessage().contains("is not executable; set maven to"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    private MeasureService service() {
        return new MeasureService(progress::add, dev.storagebench.OptionNames.CORE);
    }

    private MeasureOptions options(int runs, int warmups) throws Exception {
        return MeasureOptions.from(dev.storagebench.TestSettings.of(MeasureSettings.class, "runs", runs,
                "warmups", warmups, "label", "fake-storage", "outputDirectory", dir.resolve("out").toString()),
                dev.storagebench.TestSettings.context(dir));
    }

    private NestedBuild build(Path mvn) {
        return new NestedBuild(mvn, dir, List.of(), List.of(), Map.of("META-INF/readme.txt", "test"), Map.of(),
                dir.resolve("repo"), null);
    }

    private Path launcher(String body) throws IOException {
        Path script = Files.writeString(dir.resolve("mvn"), "#!/bin/sh\n" + body + "\n");
        assertTrue(script.toFile().setExecutable(true));
        return script;
    }

    private static long scratchDirs() throws IOException {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("storagebench-measure-")).count();
        }
    }
}
