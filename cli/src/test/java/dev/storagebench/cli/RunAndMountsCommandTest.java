package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.json.ReportJson;
import dev.storagebench.report.RunReport;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunAndMountsCommandTest {

    @Test
    void runTimesACommandAndCompareReadsItsReports(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        Path out = dir.resolve("reports");
        CliRun run = CliRun.of("run", "-w", a.toString(), "-w", b.toString(), "-l", "one", "-l", "two",
                "--runs", "2", "--warmup", "0", "--output-dir", out.toString(), "--", "sh", "-c", "echo hi > f");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("one run 2/2: exit 0"), run.err());
        assertTrue(run.out().contains("compare them with: bench-cli compare " + out), run.out());
        assertTrue(Files.exists(a.resolve("f")) && Files.exists(b.resolve("f")));
        RunReport report = ReportJson.read(out.resolve("two/run-1.json"), RunReport.class);
        assertEquals("sh -c echo hi > f", report.task());
        CliRun compare = CliRun.of("compare", out.toString(), "--format", "csv");
        assertEquals(0, compare.exitCode(), compare.err());
        assertEquals(3, compare.out().split("\r\n").length, compare.out());
    }

    @Test
    void aFailingCommandExitsWithOneAndNamesItsLog(@TempDir Path dir) {
        CliRun run = CliRun.of("run", "-w", dir.toString(), "--warmup", "0", "--output-dir",
                dir.resolve("r").toString(), "--", "exit 7");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains("the command failed in run 1 in " + dir + " (exit code 7)"), run.err());
    }

    @Test
    void usageErrorsNameTheOption(@TempDir Path dir) {
        CliRun missing = CliRun.of("run", "-w", dir.resolve("nope").toString(), "--", "true");
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().startsWith("bench-cli run: --workspace=" + dir.resolve("nope") + " is not a "
                + "directory"), missing.err());
        CliRun noCommand = CliRun.of("run", "-w", dir.toString());
        assertEquals(2, noCommand.exitCode());
        assertTrue(noCommand.err().startsWith("bench-cli run: command= is missing; give the command after '--'"),
                noCommand.err());
    }

    @Test
    void mountsShowsTextAndJson(@TempDir Path dir) throws Exception {
        CliRun text = CliRun.of("mounts", dir.toString());
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().startsWith(dir + "\n  "), text.out());
        CliRun json = CliRun.of("mounts", "--format", "json", dir.toString(), "/");
        assertEquals(0, json.exitCode(), json.err());
        assertEquals(2, ReportJson.fromJson(json.out(), Object[].class).length);
        CliRun defaults = CliRun.of("mounts");
        assertTrue(defaults.out().contains(".m2"), defaults.out());
        assertEquals(2, CliRun.of("mounts", "--format", "xml").exitCode());
    }
}
