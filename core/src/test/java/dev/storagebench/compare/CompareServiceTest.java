package dev.storagebench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.TestSettings;
import dev.storagebench.compare.Comparison.GroupComparison;
import dev.storagebench.compare.Comparison.StorageResult;
import dev.storagebench.compare.Comparison.TaskComparison;
import dev.storagebench.json.ReportJson;
import dev.storagebench.mount.MountClass;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.record.ExecutionMetrics;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.report.ReportKind;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.RunStatus;
import dev.storagebench.report.RunTotals;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareServiceTest {

    static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    static final long S = 1_000_000_000L;

    /** A run report with the given wall and CPU seconds; mojos as name=seconds pairs in phase compile. */
    static RunReport run(String kind, String label, String task, int n, double wall, double user, double sys,
                         boolean ok, Map<String, Double> mojos) {
        List<MojoRecord> records = new ArrayList<>();
        for (Map.Entry<String, Double> m : mojos.entrySet()) {
            String[] phaseGoal = m.getKey().split(":");
            long nanos = (long) (m.getValue() * S);
            records.add(new MojoRecord("g:a", "org.apache.maven.plugins:maven-" + phaseGoal[1] + "-plugin:1",
                    phaseGoal[1], "default-" + phaseGoal[1], phaseGoal[0], false, "main", 1, T0, T0.plusNanos(nanos),
                    "succeeded", new ExecutionMetrics(nanos, null, null, null, null, null, null, null, null), null, null, null));
        }
        MountInfo mount = new MountInfo("/ws/" + label, "/ws/" + label, "tmpfs", "tmpfs", "rw", "rw",
                MountClass.TMPFS, null, null, null, null, null, null, null);
        return new RunReport(RunReport.SCHEMA, "storagebench test", ReportKind.byId(kind), label, task, n, T0.plusSeconds(n),
                T0.plusSeconds(n + 1), ok ? RunStatus.SUCCEEDED : RunStatus.FAILED, ok ? 0 : 1, "log", List.of("x"), "/ws/" + label,
                new RunTotals((long) (wall * S), (long) (user * S), (long) (sys * S), null, null, null), null, null,
                mount, null, null, List.of(), records, List.of(), Map.of(), null);
    }

    static List<RunReport> sample() {
        List<RunReport> runs = new ArrayList<>();
        double[] local = {10, 10.4, 9.8};
        double[] efs = {41, 43, 42.5};
        for (int i = 0; i < 3; i++) {
            runs.add(run("measure", "local", "clean compile", i + 1, local[i], 20, 2, true,
                    Map.of("clean:clean", 0.1, "compile:compiler", local[i] - 1)));
            runs.add(run("measure", "efs", "clean compile", i + 1, efs[i], 21, 3, true,
                    Map.of("clean:clean", 4.0, "compile:compiler", efs[i] - 6, "compile:extra", 1.0)));
        }
        runs.add(run("run", "local", "git clone x", 1, 1.0, 0.5, 0.3, true, Map.of()));
        runs.add(run("run", "efs", "git clone x", 1, 13.0, 0.6, 0.4, true, Map.of()));
        runs.add(run("run", "efs", "git clone x", 2, 99.0, 0.6, 0.4, false, Map.of()));
        return runs;
    }

    @Test
    void comparesEachTaskAgainstItsFastestStorage() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        assertEquals(List.of("clean compile", "git clone x"), c.tasks().stream().map(TaskComparison::task).toList());
        TaskComparison compile = c.tasks().get(0);
        assertEquals("local", compile.baseline());
        assertEquals("fastest", compile.baselineReason());
        StorageResult efs = compile.storage("efs");
        assertNull(compile.storage("local").wallRatio());
        double expected = Math.cbrt(41 * 43 * 42.5) / Math.cbrt(10 * 10.4 * 9.8);
        assertEquals(expected, efs.wallRatio().ratio(), 1e-9);
        assertTrue(efs.wallRatio().clear());
        assertTrue(efs.wallRatio().low() < expected && expected < efs.wallRatio().high());
        assertEquals(24.0 / 22.0, efs.cpuRatio().ratio(), 1e-9);
    }

    @Test
    void failedRunsAreLeftOutAndTooFewRunsGiveNoInterval() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        TaskComparison clone = c.tasks().get(1);
        StorageResult efs = clone.storage("efs");
        assertEquals(1, efs.runs());
        assertEquals(1, efs.failedRuns());
        assertEquals(13.0, efs.wallRatio().ratio(), 1e-9);
        assertFalse(efs.wallRatio().interval());
        assertTrue(c.notes().stream().anyMatch(n -> n.contains("efs: 1 failed run(s) left out")), c.notes()::toString);
        assertTrue(c.notes().stream().anyMatch(n -> n.contains("too few for a confidence interval")),
                c.notes()::toString);
        String text = Renderers.render(c, options(CompareOptions.Format.TEXT, "total"));
        assertTrue(text.contains("efs: 13.0x slower than local (no interval: too few runs)"), text);
    }

    @Test
    void phasesAndMojosShowWhatGotSlowerAndWhatIsMissing() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        TaskComparison compile = c.tasks().get(0);
        GroupComparison clean = compile.phases().stream().filter(g -> g.name().equals("clean")).findFirst()
                .orElseThrow();
        assertEquals(40.0, clean.cells().get(1).ratio().ratio(), 1e-9);
        GroupComparison extra = compile.mojos().stream().filter(g -> g.name().startsWith("maven-extra-plugin"))
                .findFirst().orElseThrow();
        assertEquals(0, extra.cells().get(0).presentInRuns());
        assertNull(extra.cells().get(0).wallNanos());
        String text = Renderers.render(c, options(CompareOptions.Format.TEXT, "mojo"));
        assertTrue(text.contains("maven-extra-plugin:extra (default-extra) ran on efs but not on local"), text);
        String md = Renderers.render(c, options(CompareOptions.Format.MARKDOWN, "phase"));
        assertTrue(md.contains("| clean | 100ms | 4.00s 40.0x |"), md);
    }

    @Test
    void aChosenBaselineIsUsedAndAnUnknownOneIsRefused() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), "efs", 0.95, List.of(), OptionNames.CORE);
        StorageResult local = c.tasks().get(0).storage("local");
        assertTrue(local.wallRatio().ratio() < 1);
        String text = Renderers.render(c, options(CompareOptions.Format.TEXT, "total"));
        assertTrue(text.contains("local: 4.19x faster than efs (95% CI 3.93-4.46)"), text);
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> CompareService.build(sample(), List.of(), "nfs", 0.95, List.of(), OptionNames.CORE));
        assertEquals("baseline", e.option());
        assertTrue(e.getMessage().contains("efs, local"), e.getMessage());
    }

    @Test
    void colourOnlyWhenAsked() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        CompareOptions plain = options(CompareOptions.Format.TEXT, "total");
        assertFalse(Renderers.render(c, plain).contains("\u001b["));
        CompareOptions coloured = new CompareOptions(plain.inputs(), plain.by(), null, plain.format(), null, 0.95,
                true, plain.workingDirectory());
        assertTrue(Renderers.render(c, coloured).contains("\u001b[31m"));
    }

    @Test
    void csvAndHtmlHoldEveryStorage() throws Exception {
        Comparison c = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        String csv = Renderers.render(c, options(CompareOptions.Format.CSV, "phase"));
        String[] lines = csv.split("\r\n");
        assertEquals(CsvRenderer.HEADER, lines[0]);
        assertTrue(csv.contains("\r\nphase,clean compile,measure,efs,clean,3,0,3,4.000000,"), csv);
        String html = Renderers.render(c, options(CompareOptions.Format.HTML, "total"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertEquals(3, html.split("<svg").length - 1, "a totals chart per task and a phase chart per Maven task");
        assertFalse(html.contains("http:") || html.contains("https:") || html.contains("<script"),
                "self-contained: nothing fetched, nothing run");
    }

    @Test
    void readsDirectoriesSummariesAndGlobsEachRunOnce(@TempDir Path dir) throws Exception {
        List<RunReport> runs = sample();
        Path a = Files.createDirectories(dir.resolve("a/local"));
        for (int i = 0; i < 3; i++) {
            ReportJson.write(a.resolve("run-" + (i + 1) + ".json"), runs.get(2 * i));
        }
        dev.storagebench.report.SummaryReport summary = dev.storagebench.report.Summaries.summarize("t", ReportKind.MEASURE,
                "local", "clean compile", 0, List.of(runs.get(0), runs.get(2), runs.get(4)),
                List.of("run-1.json", "run-2.json", "run-3.json"));
        ReportJson.write(a.resolve("summary.json"), summary);
        Files.writeString(dir.resolve("a/other.json"), "{\"not\": \"ours\"}");
        ReportFiles.Found viaDir = ReportFiles.load(List.of("a"), dir, OptionNames.CORE);
        assertEquals(3, viaDir.runs().size(), "the summary's runs are the run files already read");
        assertTrue(viaDir.notes().get(0).contains("1 JSON file(s)"));
        assertEquals(3, ReportFiles.load(List.of("a/local/summary.json", "a/local/run-1.json"), dir, OptionNames.CORE).runs().size());
        assertEquals(2, ReportFiles.load(List.of("a/*/run-[12].json"), dir, OptionNames.CORE).runs().size());
        InvalidOptionException notOurs = assertThrows(InvalidOptionException.class,
                () -> ReportFiles.load(List.of("a/other.json"), dir, OptionNames.CORE));
        assertEquals("inputs", notOurs.option());
        assertThrows(InvalidOptionException.class, () -> ReportFiles.load(List.of("missing"), dir, OptionNames.CORE));
        assertThrows(InvalidOptionException.class, () -> ReportFiles.load(List.of("a/*.xml"), dir, OptionNames.CORE));
    }

    static dev.storagebench.probe.ProbeReport probe(String label, double createsPerSecond) {
        dev.storagebench.probe.ProbeResult create = new dev.storagebench.probe.ProbeResult("metadata",
                "create (empty file)", 100, 0, (long) (100 / createsPerSecond * 1e9), createsPerSecond, null,
                new dev.storagebench.probe.Latency(100, 1e4, 9_000, 10_000, 20_000, 30_000, 40_000), 1, null, null,
                null, null);
        return new dev.storagebench.probe.ProbeReport(dev.storagebench.probe.ProbeReport.SCHEMA, "t", "probe", label,
                "/p", true, 1, 1, T0, T0, null, null, List.of(create), List.of(), Map.of());
    }

    @Test
    void probesStandSideBySideWithTheFastestAsBaseline() throws Exception {
        Comparison c = CompareService.build(List.of(), List.of(probe("disk", 20_000), probe("sshfs", 1_000)), null,
                0.95, List.of(), OptionNames.CORE);
        assertEquals(List.of("disk", "sshfs"), c.probeLabels());
        Comparison.ProbeRow row = c.probes().get(0);
        assertEquals("disk", row.baseline());
        assertNull(row.cells().get(0).slowerBy());
        assertEquals(20.0, row.cells().get(1).slowerBy(), 1e-9);
        String text = Renderers.render(c, options(CompareOptions.Format.TEXT, "total"));
        assertTrue(text.contains("metadata create (empty file)   20.0k ops/s, p99 20us (fastest)   1000 ops/s, "
                + "p99 20us (20.0x slower)"), text);
        String md = Renderers.render(c, options(CompareOptions.Format.MARKDOWN, "total"));
        assertTrue(md.startsWith("### storagebench: probes of disk, sshfs\n\n"), md);
        String csv = Renderers.render(c, options(CompareOptions.Format.CSV, "total"));
        assertTrue(csv.contains("probe,metadata create (empty file),probe,sshfs,,1,0,1,,,,,,disk,20.0000,,,,"
                + "1000.0000,,0.000020"), csv);
    }

    @Test
    void optionsNameTheBadValue() {
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> CompareOptions.from(TestSettings.of(CompareSettings.class, "by", "module"), TestSettings.context(Path.of("."))));
        assertEquals("by", e.option());
        assertTrue(e.getMessage().startsWith("by=module is not one of total, phase, mojo"), e.getMessage());
        assertThrows(InvalidOptionException.class,
                () -> CompareOptions.from(TestSettings.of(CompareSettings.class, "confidence", 1.5), TestSettings.context(Path.of("."))));
    }

    @Test
    void aCommandsStraceCountsShowAsOneGroupWithPerKindRowsInEveryFormat() throws Exception {
        List<dev.storagebench.report.SyscallReport> traced = new ArrayList<>();
        for (String label : List.of("local", "efs")) {
            long scale = label.equals("efs") ? 10 : 1;
            traced.add(new dev.storagebench.report.SyscallReport(dev.storagebench.report.SyscallReport.SCHEMA, "t",
                    label, "git clone x", List.of("strace"), "/ws", "strace 6.1", T0, 0, S,
                    List.of(new dev.storagebench.record.FileOpCount("delete", "workspace", 41_210, 11_000_000 * scale,
                            0, 0), new dev.storagebench.record.FileOpCount("stat", "temp", 12_400, 2_000_000 * scale,
                            0, 0)), List.of(), 100, 0));
        }
        Comparison c = CompareService.build(sample(), List.of(), traced, null, 0.95, List.of(), OptionNames.CORE);
        Comparison.TaskComparison clone = c.tasks().stream().filter(t -> t.task().equals("git clone x"))
                .findFirst().orElseThrow();
        assertEquals(1, clone.phases().size());
        String text = Renderers.render(c, options(CompareOptions.Format.TEXT, "phase"));
        assertTrue(text.contains("41,210 in 11ms") && text.contains("41,210 in 110ms"), text);
        String csv = Renderers.render(c, options(CompareOptions.Format.CSV, "phase"));
        assertTrue(csv.contains("operations,git clone x,run,efs,whole command (calls from one untimed strace "
                + "run),1,0,1,,,,,,local,,,,0.9500,,,,delete,41210,0.110000,0,0\r\n"), csv);
        String html = Renderers.render(c, options(CompareOptions.Format.HTML, "phase"));
        assertTrue(html.contains("<tr class=\"operation\"><td>delete</td><td>41,210 in 11ms</td>"), html);
        Comparison without = CompareService.build(sample(), List.of(), null, 0.95, List.of(), OptionNames.CORE);
        assertTrue(without.tasks().stream().filter(t -> t.task().equals("git clone x")).findFirst().orElseThrow()
                .phases().isEmpty());
    }

    static CompareOptions options(CompareOptions.Format format, String by) throws InvalidOptionException {
        return CompareOptions.from(TestSettings.of(CompareSettings.class, "inputs", List.of("x"), "by", by, "format", format.name()), TestSettings.context(Path.of(".")));
    }
}
