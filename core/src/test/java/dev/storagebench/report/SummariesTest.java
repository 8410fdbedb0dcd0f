package dev.storagebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.json.ReportJson;
import dev.storagebench.mount.MountClass;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.record.ExecutionMetrics;
import dev.storagebench.record.FileIo;
import dev.storagebench.record.IoCounters;
import dev.storagebench.record.MojoRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummariesTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final long MS = 1_000_000L;

    @Test
    void phasesKeepLifecycleOrderAndSumTheirExecutions() {
        RunReport r1 = run(1, 1000, List.of(
                mojo("g:a", "clean", "clean", false, 0, 10, 5, 0),
                mojo("g:a", "compile", "compile", false, 10, 300, 250, 0),
                mojo("g:b", "compile", "compile", false, 310, 200, 150, 0),
                mojo("g:a", "jar", "package", true, 510, 50, 20, 0)));
        RunReport r2 = run(2, 1200, List.of(
                mojo("g:a", "clean", "clean", false, 0, 20, 5, 0),
                mojo("g:a", "compile", "compile", false, 20, 400, 300, 0),
                mojo("g:b", "compile", "compile", false, 420, 300, 200, 0)));
        SummaryReport s = Summaries.summarize("storagebench test", ReportKind.MEASURE, "tmpfs", "clean verify", 1, List.of(r1, r2),
                List.of("run-1.json", "run-2.json"));
        assertEquals(List.of("clean", "compile", "package (forked)"), s.phases().stream().map(GroupSummary::name)
                .toList());
        SummaryReport reordered = Summaries.summarize("t", ReportKind.MEASURE, "l", "x", 0, List.of(run(1, 1000, List.of(
                mojo("g:a", "custom", "my-own-phase", false, 0, 10, 5, 0),
                mojo("g:a", "jar", "package", false, 10, 10, 5, 0),
                mojo("g:b", "compile", "compile", false, 20, 10, 5, 0)))), List.of("run-1.json"));
        assertEquals(List.of("compile", "package", "my-own-phase"),
                reordered.phases().stream().map(GroupSummary::name).toList());
        GroupSummary compile = s.phases().get(1);
        assertEquals(2, compile.executions());
        assertEquals(2, compile.presentInRuns());
        assertEquals(500 * MS, compile.wallNanos().min());
        assertEquals(700 * MS, compile.wallNanos().max());
        assertEquals(600 * MS, compile.wallNanos().median());
        assertEquals(1, s.phases().get(2).presentInRuns(), "a mojo missing in one run is counted where present");
        assertEquals(1100 * MS, s.wallNanos().median());
        assertEquals("maven-compiler-plugin:compile (default-compile)", s.mojos().get(0).name());
        assertEquals(RunStatus.SUCCEEDED, s.status());
    }

    @Test
    void theVerdictLeavesOutMojosThatWaitedForChildProcesses() {
        // compile: 100 ms of 1000 off CPU; surefire: 900 of 1000 off CPU waiting for a forked JVM
        RunReport r = run(1, 2500, List.of(
                mojo("g:a", "compile", "compile", false, 0, 1000, 900, 0),
                mojo("g:a", "test", "test", false, 1000, 1000, 100, 2000)));
        Verdict v = Summaries.verdict(List.of(r));
        assertEquals("cpu-bound", v.level());
        assertEquals(0.1, v.offCpuShare(), 1e-9);
        assertTrue(v.text().contains("maven-surefire-plugin:test"), v.text());
        assertNotNull(v.ioPressureShare());

        RunReport waiting = run(1, 1000, List.of(mojo("g:a", "compile", "compile", false, 0, 1000, 300, 0)));
        assertEquals("waiting-bound", Summaries.verdict(List.of(waiting)).level());
    }

    @Test
    void timeQueuedForACpuIsNotCountedAsWaiting() {
        // 600 ms of 1000 off CPU, but 550 of those runnable in the run queue: blocked only 50 ms
        MojoRecord busy = mojo("g:a", "compile", "compile", false, 0, 1000, 400, 0);
        ExecutionMetrics x = busy.metrics();
        MojoRecord queued = new MojoRecord(busy.module(), busy.plugin(), busy.goal(), busy.executionId(),
                busy.phase(), false, busy.thread(), busy.threadId(), busy.start(), busy.end(), busy.status(),
                new ExecutionMetrics(x.wallNanos(), x.cpuNanos(), x.userNanos(), x.systemNanos(), x.offCpuNanos(),
                        550 * MS, x.io(), 0L, 0L), busy.fileIo(), null, null);
        Verdict v = Summaries.verdict(List.of(run(1, 1000, List.of(queued))));
        assertEquals("cpu-bound", v.level());
        assertEquals(0.05, v.blockedShare(), 1e-9);
        assertEquals(0.6, v.offCpuShare(), 1e-9);
        assertTrue(v.text().contains("blocked 5.0%"), v.text());
        SummaryReport s = Summaries.summarize("t", ReportKind.MEASURE, "l", "x", 0, List.of(run(1, 1000, List.of(queued))),
                List.of("run-1.json"));
        assertEquals(50 * MS, s.phases().get(0).blockedNanos().median());
    }

    @Test
    void unmeasuredFiguresStayNull() {
        MojoRecord m = new MojoRecord("g:a", "p:maven-x-plugin:1", "x", "default-x", "compile", false, "main", 1,
                T0, T0.plusMillis(5), "succeeded",
                new ExecutionMetrics(5 * MS, null, null, null, null, null, null, null, null), null, null, null);
        SummaryReport s = Summaries.summarize("t", ReportKind.MEASURE, "l", "x", 0, List.of(run(1, 10, List.of(m))),
                List.of("run-1.json"));
        assertNull(s.phases().get(0).cpuUserNanos());
        assertNull(s.phases().get(0).fileIoNanos());
        assertEquals("unknown", s.verdict().level());
    }

    @Test
    void coverageIsTheUnionOfOverlappingExecutions() {
        List<MojoRecord> mojos = List.of(
                mojo("g:a", "compile", "compile", false, 100, 400, 0, 0),
                mojo("g:b", "compile", "compile", false, 300, 400, 0, 0),
                mojo("g:c", "compile", "compile", false, 800, 100, 0, 0));
        Attribution a = Attribution.of(mojos, 1000 * MS, T0, T0.plusMillis(50), null, FileIo.ZERO);
        // [100,500) and [300,700) overlap into [100,700); plus [800,900)
        assertEquals(700 * MS, a.inMojosNanos());
        assertEquals(300 * MS, a.unattributedNanos());
        assertEquals(0.7, a.inMojosShare(), 1e-9);
        assertEquals(50 * MS, a.startupNanos());
        assertNull(a.fileIoInMojos());
    }

    @Test
    void reportsSurviveAJsonRoundTrip() throws Exception {
        RunReport r = run(1, 1000, List.of(mojo("g:a", "compile", "compile", false, 0, 100, 50, 0)));
        RunReport back = ReportJson.fromJson(ReportJson.toJson(r), RunReport.class);
        assertEquals(r, back);
        SummaryReport s = Summaries.summarize("t", ReportKind.MEASURE, "l", "x", 0, List.of(r), List.of("run-1.json"));
        assertEquals(s, ReportJson.fromJson(ReportJson.toJson(s), SummaryReport.class));
        assertTrue(ReportJson.toJson(r).contains("\"schema\" : \"storagebench-run/1\""));
    }

    @Test
    void theConsoleNeverCutsAMojoName() {
        MojoRecord main = mojo("g:a", "compile", "compile", false, 0, 100, 50, 0);
        MojoRecord tests = mojo("g:a", "testCompile", "test-compile", false, 100, 100, 50, 0);
        SummaryReport s = Summaries.summarize("t", ReportKind.MEASURE, "l", "x", 0, List.of(run(1, 1000,
                List.of(main, tests))), List.of("run-1.json"));
        String text = String.join("\n", ConsoleSummary.render(s));
        for (GroupSummary g : s.mojos()) {
            assertTrue(g.name().length() > 44, g.name());
            assertTrue(text.contains(g.name() + " "), text);
        }
    }

    static MojoRecord mojo(String module, String goal, String phase, boolean forked, long startMs, long wallMs,
                           long cpuMs, long childMs) {
        String plugin = switch (goal) {
            case "clean" -> "org.apache.maven.plugins:maven-clean-plugin:3.4.1";
            case "test" -> "org.apache.maven.plugins:maven-surefire-plugin:3.5.4";
            case "jar" -> "org.apache.maven.plugins:maven-jar-plugin:3.4.2";
            default -> "org.apache.maven.plugins:maven-compiler-plugin:3.15.0";
        };
        ExecutionMetrics metrics = new ExecutionMetrics(wallMs * MS, cpuMs * MS, cpuMs * MS * 9 / 10, cpuMs * MS / 10,
                (wallMs - cpuMs) * MS, 0L, new IoCounters(1000, 500, 10, 5, 0, 4096), childMs * MS, 0L);
        return new MojoRecord(module, plugin, goal, "default-" + goal, phase, forked, "builder", module.hashCode(),
                T0.plusMillis(startMs), T0.plusMillis(startMs + wallMs), "succeeded", metrics,
                new FileIo(MS, 1000, 2, MS, 500, 1, 0, 0), null, null);
    }

    static RunReport run(int n, long wallMs, List<MojoRecord> mojos) {
        MountInfo mount = new MountInfo("/w", "/w", "tmpfs", "tmpfs", "rw", "rw", MountClass.TMPFS, null, null, null,
                null, null, null, null);
        return new RunReport(RunReport.SCHEMA, "storagebench test", ReportKind.MEASURE, "tmpfs", "clean verify", n, T0,
                T0.plusMillis(wallMs), RunStatus.SUCCEEDED, 0, "run-" + n + ".log", List.of("mvn", "clean", "verify"), "/w",
                new RunTotals(wallMs * MS, 2 * wallMs * MS, wallMs * MS / 10, new IoCounters(1, 2, 3, 4, 5, 6),
                        wallMs * 10, 0L),
                null, null, mount, mount, Attribution.of(mojos, wallMs * MS, T0, T0, null, FileIo.ZERO),
                new ArrayList<>(), mojos, List.of(), Map.of(), null);
    }

    @Test
    void nfsOperationsOfTheWorkspaceMountAreSummedPerPhaseAndShownMountWide() {
        List<RunReport> runs = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            // per run: two compile executions see 100 + 100 * n GETATTRs in all, costing 1 ms each in the client
            MojoRecord a = withMountOps(mojo("g:a", "compile", "compile", false, 0, 300, 250, 0), List.of(
                    nfs("GETATTR", 100, 80, 100), nfs("WRITE", 0, 0, 0)));
            MojoRecord b = withMountOps(mojo("g:b", "compile", "compile", false, 300, 300, 250, 0), List.of(
                    nfs("GETATTR", 100L * n, 80L * n, 100L * n), nfs("LOOKUP", 10, 9, 12)));
            MojoRecord clean = mojo("g:a", "clean", "clean", false, 600, 10, 5, 0);
            runs.add(run(n, 1000, List.of(a, b, withMountOps(clean, List.of()))));
        }
        SummaryReport s = Summaries.summarize("t", ReportKind.MEASURE, "nfs", "clean compile", 0, runs,
                List.of("run-1.json", "run-2.json", "run-3.json"));
        GroupSummary compile = s.phases().stream().filter(g -> g.name().equals("compile")).findFirst().orElseThrow();
        assertEquals(List.of("GETATTR", "LOOKUP"), compile.mountOps().stream().map(MountOpSummary::op).toList(),
                "costliest first, without operations the mount did not serve");
        MountOpSummary getattr = compile.mountOps().get(0);
        assertEquals(300, getattr.ops().median());
        assertEquals(200, getattr.ops().min());
        assertEquals(300, getattr.executeMillis().median());
        assertEquals(List.of("  compile: 300 GETATTR 300ms (RTT 240ms), 10 LOOKUP 12ms (RTT 9.0ms)"),
                ConsoleSummary.mountOperations(s.phases()));
        assertTrue(ConsoleSummary.render(s).stream().anyMatch(l -> l.startsWith("NFS operations on the workspace's "
                + "mount per phase (mount-wide")), "the console says the counts are mount-wide");

        SummaryReport local = Summaries.summarize("t", ReportKind.MEASURE, "disk", "compile", 0, List.of(run(1, 1000,
                List.of(mojo("g:a", "compile", "compile", false, 0, 300, 250, 0)))), List.of("run-1.json"));
        assertNull(local.phases().get(0).mountOps(), "not on NFS: no mount operations, not zero of them");
        assertTrue(ConsoleSummary.mountOperations(local.phases()).isEmpty());
    }

    private static dev.storagebench.record.NfsOpCount nfs(String op, long ops, long rttMillis, long executeMillis) {
        return new dev.storagebench.record.NfsOpCount(op, ops, ops, 0, ops * 120, ops * 200, 0, rttMillis,
                executeMillis, 0);
    }

    private static MojoRecord withMountOps(MojoRecord m, List<dev.storagebench.record.NfsOpCount> ops) {
        return new MojoRecord(m.module(), m.plugin(), m.goal(), m.executionId(), m.phase(), m.forked(), m.thread(),
                m.threadId(), m.start(), m.end(), m.status(), m.metrics(), m.fileIo(), m.fileOps(), ops);
    }

    @Test
    void fileCallTimeAboveTheBlockedTimeIsNotCalledAShareOfIt() {
        String over = Summaries.operations(List.of(java.util.Map.of("stat", 96_000_000L)), List.of(85_000_000L));
        assertTrue(over.startsWith("file-system calls took 96ms, more than the blocked time (85ms)"), over);
        String under = Summaries.operations(List.of(java.util.Map.of("delete", 500_000_000L)), List.of(1_000_000_000L));
        assertTrue(under.contains("50.0% of the blocked time") || under.contains("50% of the blocked time"), under);
    }
}
