package dev.storagebench.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.TestSettings;
import dev.storagebench.json.ReportJson;
import dev.storagebench.probe.TestMounts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class CheckServiceTest {

    /** Thresholds no storage misses, one every storage misses as a warning, one every storage fails. */
    private static final String MIXED = """
            name: mixed
            rules:
              - metric: create-rate
                fail: 1/s
              - metric: stat-p99
                warn: 1ns
                why: nothing answers a stat in a nanosecond
              - metric: delete-rate
                fail: 1000000000000/s
            """;

    private static CheckOptions options(Path ws, Path out, String policy, String... more) throws Exception {
        Files.writeString(out.resolve("policy.yaml"), policy);
        Map<String, String> m = new java.util.HashMap<>();
        for (int i = 0; i < more.length; i += 2) {
            m.put(more[i], more[i + 1]);
        }
        return CheckOptions.from(TestSettings.of(CheckSettings.class, "path", ws.toString(),
                "repository", m.get("repository"), "policy", out.resolve("policy.yaml").toString(),
                "baseline", m.get("baseline"), "maxRegression", m.get("maxRegression"), "label", "test",
                "outputDirectory", out.resolve("reports").toString(), "junitFile", m.get("junit"),
                "stepSummary", m.get("summary"), "failOn", m.get("failOn"),
                "duration", m.getOrDefault("duration", "0.05"), "timeLimit", m.get("timeLimit")), TestSettings.context(ws));
    }

    @Test
    void judgesEveryRuleAndWritesTheReportJUnitAndSummaryLeavingNothingInTheWorkspace(@TempDir Path ws,
            @TempDir Path out) throws Exception {
        Path summary = out.resolve("summary.md");
        Files.writeString(summary, "earlier step\n");
        List<String> progress = new ArrayList<>();
        CheckService.Checked checked = new CheckService(progress::add, OptionNames.CORE).check(options(ws, out, MIXED,
                "junit", out.resolve("junit/check.xml").toString(), "summary", summary.toString()));
        CheckReport r = checked.report();
        assertEquals(List.of("create-rate PASS", "stat-p99 WARN", "delete-rate FAIL"), r.results().stream()
                .map(x -> x.rule() + " " + x.outcome()).toList());
        assertEquals(Outcome.FAIL, r.outcome());
        assertFalse(checked.passed());
        RuleResult create = r.results().get(0);
        assertTrue(create.measured() > 1, create.toString());
        assertEquals("ops/s", create.unit());
        assertEquals(1.0, create.fail(), 1e-9);
        RuleResult stat = r.results().get(1);
        assertTrue(stat.message().contains("is above the warn threshold 1ns"), stat.message());
        assertEquals("nothing answers a stat in a nanosecond", stat.why());
        assertTrue(progress.stream().anyMatch(l -> l.startsWith("metadata stat")), progress::toString);

        assertEquals(List.of(), names(ws), "the scratch directory is gone");
        assertEquals(r, ReportJson.read(out.resolve("reports/test/check.json"), CheckReport.class));
        assertEquals("workspace", r.targets().get(0).target());
        assertNotNull(r.targets().get(0).probe());
        assertTrue(r.targets().get(0).probe().unavailable().containsKey("coldReads"), "the page cache is left alone");

        Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(out.resolve("junit/check.xml").toFile());
        NodeList cases = junit.getElementsByTagName("testcase");
        assertEquals(3, cases.getLength());
        Element failed = (Element) cases.item(2);
        assertEquals("delete-rate", failed.getAttribute("name"));
        assertEquals("storagebench.check.workspace", failed.getAttribute("classname"));
        assertEquals(1, failed.getElementsByTagName("failure").getLength());
        assertEquals(0, ((Element) cases.item(1)).getElementsByTagName("failure").getLength());
        assertEquals("1", ((Element) junit.getElementsByTagName("testsuites").item(0)).getAttribute("failures"));

        String md = Files.readString(summary);
        assertTrue(md.startsWith("earlier step\n### storagebench check: :x: check FAILED: 1 passed, 1 warned, "
                + "1 failed"), md);
        assertTrue(md.contains("| :x: FAIL | delete-rate | workspace |"), md);
        assertTrue(md.contains("nothing answers a stat in a nanosecond"), md);
        assertTrue(checked.console().get(checked.console().size() - 2).startsWith("check FAILED: 1 passed, 1 warned,"
                + " 1 failed in "), checked.console().toString());
    }

    @Test
    void anUnwritableStepSummaryIsAWarningNotAFailedCheck(@TempDir Path ws, @TempDir Path out) throws Exception {
        String lenient = "rules:\n  - metric: stat-p99\n    fail: 10s\n";
        CheckService.Checked checked = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, lenient,
                "summary", "/proc/nope/summary.md", "junit", "/proc/nope/junit.xml"));
        assertTrue(checked.passed());
        assertTrue(Files.isRegularFile(checked.reportFile()));
        List<String> warnings = checked.lines().stream().filter(l -> l.outcome() == Outcome.WARN)
                .map(ConsoleLine::text).toList();
        assertEquals(2, warnings.size(), checked.console().toString());
        assertTrue(warnings.get(0).startsWith("warning: cannot write the JUnit report /proc/nope/junit.xml ("),
                warnings.get(0));
        assertTrue(warnings.get(1).endsWith("; the verdict above stands"), warnings.get(1));
    }

    @Test
    void warningsFailOnlyWhenAskedTo(@TempDir Path ws, @TempDir Path out) throws Exception {
        String warnOnly = "rules:\n  - metric: stat-p99\n    warn: 1ns\n";
        CheckService.Checked lenient = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, warnOnly));
        assertEquals(Outcome.WARN, lenient.report().outcome());
        assertTrue(lenient.passed());
        assertTrue(lenient.console().get(lenient.console().size() - 2).startsWith("check PASSED with warnings"));
        CheckService.Checked strict = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, warnOnly, "failOn", "warn"));
        assertFalse(strict.passed());
        assertEquals(Outcome.WARN, strict.report().failOn());
    }

    @Test
    void aMetricWorseThanTheBaselineByMoreThanAllowedFails(@TempDir Path ws, @TempDir Path out) throws Exception {
        String policy = "rules:\n  - metric: create-rate\n    fail: 1/s\n  - metric: stat-p99\n    fail: 10s\n";
        CheckService.Checked first = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, policy));
        Path baseline = out.resolve("baseline.json");
        Files.copy(first.reportFile(), baseline);
        // the same storage, a hundred times faster in the baseline: today's creates are a 99% regression
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode tree = (ObjectNode) mapper.readTree(baseline.toFile());
        tree.get("targets").get(0).get("probe").get("results").forEach(x -> {
            if (x.get("operation").asText().equals("create+write+close")) {
                ((ObjectNode) x).put("opsPerSecond", x.get("opsPerSecond").asDouble() * 100);
            }
        });
        mapper.writeValue(out.resolve("faster.json").toFile(), tree);
        CheckReport r = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, policy, "baseline",
                out.resolve("faster.json").toString(), "maxRegression", "20%")).report();
        RuleResult regression = r.results().stream().filter(x -> x.rule().equals("create-rate-vs-baseline"))
                .findFirst().orElseThrow();
        assertEquals(Outcome.FAIL, regression.outcome());
        assertTrue(regression.message().contains("% worse"), regression.message());
        assertEquals(0.2, r.maxRegression(), 1e-12);
        assertTrue(r.notes().get(0).startsWith("baseline: "), r.notes().toString());

        CheckReport same = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, policy, "baseline",
                baseline.toString(), "maxRegression", "1000%")).report();
        assertEquals(List.of(Outcome.PASS, Outcome.PASS), same.results().stream()
                .filter(x -> x.rule().endsWith("-vs-baseline")).map(RuleResult::outcome).toList());
    }

    @Test
    void storageTooSlowForTheTimeLimitFailsWhatWasNotMeasured(@TempDir Path ws, @TempDir Path out) throws Exception {
        String policy = "rules:\n  - metric: create-rate\n    fail: 1/s\n  - metric: fsync-p99\n    fail: 10s\n";
        CheckReport r = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, policy, "duration", "0.3",
                "timeLimit", "0.1")).report();
        assertEquals(Outcome.FAIL, r.outcome());
        RuleResult fsync = r.results().stream().filter(x -> x.rule().equals("fsync-p99")).findFirst().orElseThrow();
        assertEquals(Outcome.FAIL, fsync.outcome());
        assertNull(fsync.measured());
        assertTrue(fsync.message().startsWith("not measured: the probe stopped at the check's time limit"),
                fsync.message());
        assertTrue(r.targets().get(0).probe().unavailable().containsKey("timeLimit"));
        assertEquals(List.of(), names(ws));
    }

    @Test
    void aRepositoryOnTheWorkspaceMountIsNotProbedTwice(@TempDir Path ws, @TempDir Path out) throws Exception {
        String policy = "rules:\n  - metric: create-rate\n    fail: 1/s\n  - id: repo-creates\n    metric: "
                + "create-rate\n    fail: 1/s\n    targets: repository\n";
        CheckReport r = new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, policy, "repository",
                ws.resolve("not-yet/repository").toString())).report();
        CheckTarget repo = r.targets().get(1);
        assertEquals("repository", repo.target());
        assertNull(repo.probe());
        assertEquals(ws.toString(), repo.probedPath(), "the nearest existing directory");
        assertTrue(repo.note().startsWith("on the same mount as the workspace"), repo.note());
        assertEquals(List.of("create-rate workspace", "repo-creates repository"), r.results().stream()
                .map(x -> x.rule() + " " + x.target()).toList());
        assertFalse(Files.exists(ws.resolve("not-yet")), "the repository directory is not created");
    }

    @Test
    void aFullFilesystemFailsTheCheckInsteadOfErroring(@TempDir Path out) throws Exception {
        Path tiny = TestMounts.get("STORAGEBENCH_TEST_TINY");
        assumeTrue(tiny != null, "needs the 16 MiB tmpfs: " + TestMounts.HOW);
        CheckReport r = new CheckService(l -> { }, OptionNames.CORE).check(CheckOptions.from(
                TestSettings.of(CheckSettings.class, "label", "tiny", "outputDirectory", out.toString()),
                TestSettings.context(tiny))).report();
        assertEquals(Outcome.FAIL, r.outcome());
        assertEquals("probe", r.results().get(0).rule());
        assertTrue(r.results().get(0).message().startsWith("not enough free space in " + tiny),
                r.results().get(0).message());
        try (Stream<Path> s = Files.list(tiny)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith("storagebench-probe-")));
        }
    }

    @Test
    void badOptionsNameTheOption(@TempDir Path ws, @TempDir Path out) throws Exception {
        assertEquals("maxRegression", assertThrows(InvalidOptionException.class, () -> options(ws, out, MIXED,
                "maxRegression", "20%")).option());
        Files.writeString(out.resolve("b.json"), "{}");
        assertEquals("maxRegression", assertThrows(InvalidOptionException.class, () -> options(ws, out, MIXED,
                "baseline", out.resolve("b.json").toString(), "maxRegression", "lots")).option());
        assertEquals("failOn", assertThrows(InvalidOptionException.class, () -> options(ws, out, MIXED,
                "failOn", "error")).option());
        assertEquals("timeLimit", assertThrows(InvalidOptionException.class, () -> options(ws, out, MIXED,
                "timeLimit", "soon")).option());
        InvalidOptionException notAReport = assertThrows(InvalidOptionException.class,
                () -> new CheckService(l -> { }, OptionNames.CORE).check(options(ws, out, MIXED, "baseline",
                        out.resolve("b.json").toString())));
        assertEquals("baseline", notAReport.option());
        assertTrue(notAReport.getMessage().contains("is not a storagebench report"), notAReport.getMessage());
        assertEquals(List.of(), names(ws), "refused before probing");
    }

    @Test
    void aBaselineWithMissingFieldsIsRefusedBeforeProbing(@TempDir Path ws, @TempDir Path out) throws Exception {
        Files.writeString(out.resolve("bad.json"), "{\"schema\": \"storagebench-check/1\", \"targets\": [{\"target\": "
                + "\"workspace\", \"probe\": {\"schema\": \"storagebench-probe/1\", \"label\": \"x\", \"results\": "
                + "[{\"operation\": \"create\", \"opsPerSecond\": 5}]}}]}");
        InvalidOptionException e = assertThrows(InvalidOptionException.class, () -> options(ws, out, MIXED,
                "baseline", out.resolve("bad.json").toString()));
        assertEquals("baseline=" + out.resolve("bad.json") + " lacks the field 'results[0].workload'; give a "
                + "check.json or probe.json written by storagebench", e.getMessage());
        assertEquals(List.of(), names(ws), "refused before probing");
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }
}
