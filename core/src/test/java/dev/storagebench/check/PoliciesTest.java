package dev.storagebench.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.probe.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PoliciesTest {

    @Test
    void theBuiltInPolicyParsesWithItsEvidence(@TempDir Path cwd) throws Exception {
        Policy p = Policies.resolve("build-agent", cwd);
        assertEquals("build-agent", p.name());
        assertEquals("built-in", p.source());
        assertEquals(List.of("create-rate", "stat-p99", "fsync-p99", "random-read-iops", "sequential-write"),
                p.rules().stream().map(Rule::id).toList());
        for (Rule r : p.rules()) {
            assertNotNull(r.warn(), r.id());
            assertNotNull(r.fail(), r.id());
            assertEquals(r.metric().naturalComparison(), r.comparison(), r.id());
            assertTrue(r.why().length() > 80, r.id() + " says why");
            assertEquals(EnumSet.allOf(Target.class), r.targets());
        }
        Rule stat = p.rules().get(1);
        assertEquals(200_000, stat.warn().value(), 1e-6);
        assertEquals(10_000_000, stat.fail().value(), 1e-6);
        assertEquals(Set.of(Workload.METADATA, Workload.FSYNC, Workload.RANDOM, Workload.SEQUENTIAL), p.workloads());
    }

    @Test
    void aYamlFileIsReadWithDefaultsFilledIn(@TempDir Path cwd) throws Exception {
        Files.writeString(cwd.resolve("agents.yml"), """
                name: agents
                rules:
                  - metric: create-rate
                    fail: 1,500
                  - id: tail
                    metric: fsync-p99
                    comparison: "<="
                    warn: 2.5 ms
                    targets: workspace
                  - metric: sequential-write
                    warn: 1GiB/s
                """);
        Policy p = Policies.resolve("agents.yml", cwd);
        assertEquals("agents", p.name());
        assertEquals(cwd.resolve("agents.yml").toString(), p.source());
        Rule create = p.rules().get(0);
        assertEquals(Comparison.AT_LEAST, create.comparison());
        assertEquals(1500, create.fail().value(), 1e-9);
        assertNull(create.warn());
        Rule tail = p.rules().get(1);
        assertEquals("tail", tail.id());
        assertEquals(2_500_000, tail.warn().value(), 1e-6);
        assertEquals(EnumSet.of(Target.WORKSPACE), tail.targets());
        assertEquals(1024, p.rules().get(2).warn().value(), 1e-9);
        assertEquals(Outcome.FAIL, create.judge(1499));
        assertEquals(Outcome.PASS, create.judge(1500));
        assertEquals(Outcome.WARN, tail.judge(2_600_000));
        assertEquals("warn above 2.5ms", tail.thresholdText());
    }

    @Test
    void aJsonFileWorksToo(@TempDir Path cwd) throws Exception {
        Files.writeString(cwd.resolve("p.json"), """
                {"name": "j", "rules": [{"metric": "random-read-iops", "warn": "900/s", "fail": 300}]}
                """);
        Rule r = Policies.resolve("p.json", cwd).rules().get(0);
        assertEquals(900, r.warn().value(), 1e-9);
        assertEquals("warn below 900/s, fail below 300/s", r.thresholdText());
    }

    @Test
    void mistakesNameTheKeyOrValueAndTheFix(@TempDir Path cwd) throws Exception {
        assertError(cwd, "rules:\n  - metric: creat-rate\n    fail: 5\n",
                "rules[0].metric: 'creat-rate' is not a known metric; use one of create-rate,");
        assertError(cwd, "rules:\n  - metric: stat-p99\n    fail: 5\n",
                "rules[0].fail: '5' has no unit, and ms and us are easy to mix up; write e.g. 'fail: 5ms' for "
                        + "stat-p99 (ns, us, ms or s)");
        assertError(cwd, "rules:\n  - metric: stat-p99\n    fail: 5 parsecs\n",
                "rules[0].fail: '5 parsecs' has the unit 'parsecs', which is not a time");
        assertError(cwd, "rules:\n  - metric: create-rate\n    warn: 100\n    fail: 200\n",
                "rules[0]: fail 200/s is stricter than warn 100/s; make warn higher than fail");
        assertError(cwd, "rules:\n  - metric: create-rate\n", "rules[0]: has neither 'warn' nor 'fail'");
        assertError(cwd, "rules:\n  - metric: create-rate\n    fial: 3\n",
                "rules[0].fial: is not a known key; use id, metric, comparison, warn, fail, targets, why");
        assertError(cwd, "name: x\nrule: []\n", "rule: is not a known key; use name, description, rules");
        assertError(cwd, "name: x\n", "rules: is missing");
        assertError(cwd, "rules:\n  - metric: create-rate\n    fail: 3\n    comparison: more\n",
                "rules[0].comparison: 'more' is not a comparison; use at-least (>=) or at-most (<=)");
        assertError(cwd, "rules:\n  - metric: create-rate\n    fail: 3\n  - metric: create-rate\n    warn: 9\n",
                "rules[1]: the id 'create-rate' is used twice");
        assertError(cwd, "rules:\n  - metric: create-rate\n    fail: 3\n    targets: [disk]\n",
                "rules[0].targets: 'disk' is not a target");
        assertError(cwd, "rules: [\n  - metric\n", "is not valid YAML at line");
        assertError(cwd, "name: a\nname: b\nrules: []\n", "is not valid YAML");
        InvalidPolicyException missing = assertThrows(InvalidPolicyException.class,
                () -> Policies.resolve("nope.yaml", cwd));
        assertEquals("policy=nope.yaml is neither a built-in policy nor a readable file; give a policy file "
                + "(YAML or JSON) or one of the built-in policies: build-agent", missing.getMessage());
    }

    @Test
    void aPolicyFileNeverEchoesMoreThanAClippedKeyAndHugeFilesAreRefusedUnread(@TempDir Path cwd) throws Exception {
        // the first line of /etc/shadow parses as a YAML key; only 40 characters of it may be shown
        String secret = "root:$6$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ:19000:0:99999:7:::";
        Files.writeString(cwd.resolve("shadow"), secret + "\n");
        InvalidPolicyException e = assertThrows(InvalidPolicyException.class, () -> Policies.resolve("shadow", cwd));
        assertTrue(!e.getMessage().contains("root:"), e.getMessage());
        assertTrue(e.getMessage().contains("(a key that is not shown): is not a known key"), e.getMessage());
        Path big = cwd.resolve("big.yaml");
        Files.writeString(big, "# x\n".repeat(200_000));
        long t0 = System.nanoTime();
        InvalidPolicyException tooBig = assertThrows(InvalidPolicyException.class,
                () -> Policies.resolve("big.yaml", cwd));
        assertTrue(tooBig.getMessage().contains("KiB; a policy is a few KiB (at most 256 KiB)"), tooBig.getMessage());
        assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "refused by size, not parsed");
    }

    @Test
    void labelsCannotNameTheDirectoryOrItsParent() {
        for (String bad : new String[] {".", "..", " .. "}) {
            assertThrows(dev.storagebench.InvalidOptionException.class,
                    () -> dev.storagebench.StorageLabel.check("--label", bad), bad);
        }
    }

    private static void assertError(Path cwd, String yaml, String expected) throws Exception {
        Files.writeString(cwd.resolve("bad.yaml"), yaml);
        InvalidPolicyException e = assertThrows(InvalidPolicyException.class, () -> Policies.resolve("bad.yaml",
                cwd));
        String line = e.getMessage();
        assertTrue(line.startsWith("policy=bad.yaml "), line);
        assertTrue(line.contains(expected), line);
        assertEquals(1, line.lines().count(), line);
    }

    @Test
    void thresholdsAndValuesReadWell() {
        assertEquals("7,567/s", Threshold.format(7567.4, Metric.Unit.RATE));
        assertEquals("12.5/s", Threshold.format(12.5, Metric.Unit.RATE));
        assertEquals("1,515 MiB/s", Threshold.format(1515.2, Metric.Unit.THROUGHPUT));
        assertEquals("20 MiB/s", Threshold.format(20, Metric.Unit.THROUGHPUT));
        assertEquals("4.8us", Threshold.format(4_800, Metric.Unit.LATENCY));
        assertEquals("743us", Threshold.format(743_000, Metric.Unit.LATENCY));
        assertEquals("5ms", Threshold.format(5_000_000, Metric.Unit.LATENCY));
        assertEquals("1.25ms", Threshold.format(1_250_000, Metric.Unit.LATENCY));
        assertEquals(500_000, Threshold.parse("500us", Metric.Unit.LATENCY).value(), 1e-6);
        assertEquals(500_000, Threshold.parse("0.5ms", Metric.Unit.LATENCY).value(), 1e-6);
        assertEquals(0.5, Threshold.parse("512KiB/s", Metric.Unit.THROUGHPUT).value(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> Threshold.parse("0", Metric.Unit.RATE));
        assertThrows(IllegalArgumentException.class, () -> Threshold.parse("-3", Metric.Unit.RATE));
        assertThrows(IllegalArgumentException.class, () -> Threshold.parse("3MiB/s", Metric.Unit.RATE));
    }
}
