package dev.storagebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.TestSettings;
import dev.storagebench.json.ReportJson;
import dev.storagebench.record.ProcFs;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunServiceTest {

    /** A shell loop in a grandchild process that burns about a quarter of a second of user CPU. */
    private static final String BURN = "sh -c 'i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done'; echo done > out";

    @Test
    void timesTheCommandWithItsChildrenAndWritesReports(@TempDir Path dir) throws Exception {
        assumeTrue(ProcFs.available(), "needs Linux /proc for the children's CPU");
        Path ws = Files.createDirectories(dir.resolve("ws"));
        List<String> progress = new ArrayList<>();
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of(BURN), "workspaces", List.of(ws.toString()), "labels", List.of("here"), "prepare", "rm -f out", "runs", 2, "warmups", 0, "outputDirectory", dir.resolve("reports").toString()), TestSettings.context(dir));
        RunResult result = new RunService(progress::add, OptionNames.CORE).run(options);
        assertEquals(2, result.reports().size());
        RunReport r = result.reports().get(0);
        assertEquals(ReportKind.RUN, r.kind());
        assertEquals("here", r.label());
        assertEquals(BURN, r.task());
        assertEquals(ws.toString(), r.workingDirectory());
        assertNotNull(r.workspaceMount().mountPoint());
        assertTrue(r.totals().userNanos() >= 50_000_000L, "the grandchild's loop shows as user CPU: "
                + r.totals().userNanos());
        assertTrue(r.totals().wallNanos() >= r.totals().userNanos() / 2);
        assertTrue(Files.exists(ws.resolve("out")), "the command ran in the workspace");
        Path labelDir = dir.resolve("reports/here");
        RunReport written = ReportJson.read(labelDir.resolve("run-2.json"), RunReport.class);
        assertEquals(2, written.run());
        SummaryReport summary = ReportJson.read(labelDir.resolve("summary.json"), SummaryReport.class);
        assertEquals(ReportKind.RUN, summary.kind());
        assertEquals(2, summary.runs());
        assertTrue(Files.readString(labelDir.resolve("run-1.log")).contains("== prepare: rm -f out"));
        assertTrue(progress.stream().anyMatch(l -> l.startsWith("here run 2/2: exit 0")), progress::toString);
    }

    @Test
    void aFailingCommandStopsTheRunsUnlessFailuresAreIgnored(@TempDir Path dir) throws Exception {
        RunOptions stop = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("echo broken; exit 3"), "labels", List.of("x"), "runs", 3, "warmups", 0, "outputDirectory", "reports"), TestSettings.context(dir));
        CommandFailedException e = assertThrows(CommandFailedException.class, () -> new RunService(l -> { }, OptionNames.CORE)
                .run(stop));
        assertTrue(e.getMessage().contains("failed in run 1") && e.getMessage().contains("exit code 3"),
                e.getMessage());
        assertTrue(Files.readString(e.log()).contains("broken"));
        assertEquals("failed", ReportJson.read(dir.resolve("reports/x/run-1.json"), RunReport.class).status().id());
        assertFalse(Files.exists(dir.resolve("reports/x/run-2.json")));

        RunOptions goOn = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("exit 3"), "labels", List.of("x"), "runs", 2, "warmups", 0, "ignoreFailure", true, "outputDirectory", "reports"), TestSettings.context(dir));
        RunResult result = new RunService(l -> { }, OptionNames.CORE).run(goOn);
        assertEquals(2, result.reports().size());
        assertTrue(result.reports().stream().noneMatch(RunReport::succeeded));
    }

    @Test
    void aFailingPrepareCommandIsNamed(@TempDir Path dir) throws Exception {
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "prepare", "false", "runs", 1, "warmups", 0, "ignoreFailure", true, "outputDirectory", "r"), TestSettings.context(dir));
        CommandFailedException e = assertThrows(CommandFailedException.class, () -> new RunService(l -> { }, OptionNames.CORE)
                .run(options));
        assertTrue(e.getMessage().startsWith("the prepare command failed before run-1"), e.getMessage());
    }

    @Test
    void twoWorkspacesWithTheSameDefaultLabelNeedLabels(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "workspaces", List.of(a.toString(), b.toString()), "runs", 1, "warmups", 0, "outputDirectory", "r"), TestSettings.context(dir));
        InvalidOptionException e = assertThrows(InvalidOptionException.class, () -> new RunService(l -> { }, OptionNames.CORE)
                .run(options));
        assertEquals("labels", e.option());
    }

    @Test
    void secretsInTheCommandReachNoReportLogOrConsoleLine(@TempDir Path ws) throws Exception {
        List<String> progress = new ArrayList<>();
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true", "-u",
                "user:pa55word", "https://u:pw0rd@example.invalid/x", "-Ddb.password=hunter2", "--token",
                "t0k3n"), "runs", 1, "warmups", 1, "outputDirectory", "out"), TestSettings.context(ws));
        RunResult result = new RunService(progress::add, OptionNames.CORE).run(options);
        StringBuilder everything = new StringBuilder(String.join("\n", progress))
                .append(String.join("\n", result.console()));
        try (var files = Files.walk(ws.resolve("out"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                everything.append(Files.readString(f));
            }
        }
        for (String secret : new String[] {"pa55word", "pw0rd", "hunter2", "t0k3n"}) {
            assertFalse(everything.toString().contains(secret), secret);
        }
        RunReport r = ReportJson.read(ws.resolve("out").resolve(result.summaries().get(0).label())
                .resolve("run-1.json"), RunReport.class);
        assertTrue(r.warnings().contains(dev.storagebench.format.Secrets.NOTE), r.warnings().toString());
        assertEquals("true -u user:*** https://u:***@example.invalid/x -Ddb.password=*** --token ***", r.task());
    }

    @Test
    void anUnwritableOutputDirectoryIsRefusedBeforeTheCommandRuns(@TempDir Path ws) throws Exception {
        Files.writeString(ws.resolve("a-file"), "x");
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command",
                List.of("touch ran"), "runs", 1, "warmups", 0, "outputDirectory", "a-file/reports"),
                TestSettings.context(ws));
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> new RunService(l -> { }, OptionNames.CORE).run(options));
        assertTrue(e.getMessage().startsWith("outputDirectory=" + ws.resolve("a-file/reports")), e.getMessage());
        assertTrue(e.getMessage().contains(" cannot be written ("), e.getMessage());
        assertFalse(Files.exists(ws.resolve("ran")), "the command never ran");
    }

    @Test
    void eachRunIsWrittenAsSoonAsItEnds(@TempDir Path ws) throws Exception {
        // the third run fails: the first two were already on disk before it started
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command",
                List.of("n=$(cat n 2>/dev/null || echo 0); echo $((n+1)) > n; ls ../out/x; [ $n -lt 2 ]"),
                "labels", List.of("x"), "runs", 3, "warmups", 0, "outputDirectory", "../out"),
                TestSettings.context(Files.createDirectories(ws.resolve("w"))));
        assertThrows(CommandFailedException.class, () -> new RunService(l -> { }, OptionNames.CORE).run(options));
        String log = Files.readString(ws.resolve("out/x/run-3.log"));
        assertTrue(log.contains("run-1.json") && log.contains("run-2.json"), log);
        assertTrue(Files.isRegularFile(ws.resolve("out/x/summary.json")));
    }

    @Test
    void optionsAreCheckedBeforeAnythingRuns(@TempDir Path dir) {
        assertEquals("command", assertThrows(InvalidOptionException.class, () -> RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of()), TestSettings.context(dir))).option());
        assertEquals("workspaces", assertThrows(InvalidOptionException.class, () -> RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "workspaces", List.of("nope")), TestSettings.context(dir))).option());
        assertEquals("labels", assertThrows(InvalidOptionException.class, () -> RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "labels", List.of("a", "b")), TestSettings.context(dir))).option());
        assertEquals("runs", assertThrows(InvalidOptionException.class, () -> RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "runs", 0), TestSettings.context(dir))).option());
        assertEquals("warmups", assertThrows(InvalidOptionException.class, () -> RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("true"), "warmups", -1), TestSettings.context(dir))).option());
    }

    @Test
    void severalWordsRunAsTheyAreOneWordThroughTheShell() throws Exception {
        Path cwd = Path.of(".");
        assertEquals(List.of("git", "clone", "a b"), RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("git", "clone", "a b")), TestSettings.context(cwd)).argv());
        assertEquals(List.of("sh", "-c", "make && make test"), RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of("make && make test")), TestSettings.context(cwd)).argv());
    }

    @Test
    void countSyscallsCountsOneMoreUntimedRunByKindAndLeavesNoTrace(@TempDir Path dir) throws Exception {
        assumeTrue(ProcFs.available() && SyscallCounterTest.straceWorks(), "needs strace and ptrace");
        Path ws = Files.createDirectories(dir.resolve("ws"));
        List<String> progress = new ArrayList<>();
        String files = "for i in $(seq 1 100); do : > f$i; done; mkdir d; rm f*; rmdir d";
        RunOptions options = RunOptions.from(TestSettings.of(RunSettings.class, "command", List.of(files),
                "workspaces", List.of(ws.toString()), "labels", List.of("here"), "runs", 1, "warmups", 0,
                "countSyscalls", true, "outputDirectory", dir.resolve("reports").toString()),
                TestSettings.context(dir));
        RunResult result = new RunService(progress::add, OptionNames.CORE).run(options);
        Path labelDir = dir.resolve("reports/here");
        dev.storagebench.report.SyscallReport s = ReportJson.read(labelDir.resolve("syscalls.json"),
                dev.storagebench.report.SyscallReport.class);
        java.util.Map<String, Long> calls = new java.util.HashMap<>();
        s.fileOps().stream().filter(c -> c.role().equals("workspace"))
                .forEach(c -> calls.merge(c.kind(), c.calls(), Long::sum));
        assertEquals(100L, calls.get("open-write"), calls::toString);
        assertEquals(101L, calls.get("delete"), calls::toString);
        assertEquals(1L, calls.get("mkdir"), calls::toString);
        assertEquals(0, s.exitCode());
        assertEquals(0, s.unparsed());
        assertFalse(Files.exists(labelDir.resolve("syscalls.trace")), "the trace is deleted once counted");
        assertEquals(1, result.reports().size(), "the traced run is not a counted run");
        assertTrue(result.console().stream().anyMatch(l -> l.contains("here") && l.contains("opens for writing")),
                result.console()::toString);
    }

    @Test
    void countSyscallsWithoutStraceSaysWhichPackageToInstall(@TempDir Path dir) {
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> SyscallCounter.find(OptionNames.CORE, dir.toString()));
        assertTrue(e.getMessage().contains("install the package 'strace'"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
