package dev.storagebench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Feeds {@code compare} arbitrary files where reports are expected (issue 12): whatever the bytes, it either compares
 * or fails with storagebench's own typed exception, in one line naming the file, and no NaN, infinity or negative
 * duration reaches any renderer.
 *
 * <p>Without {@code JAZZER_FUZZ} this replays the seed corpus (real reports from this machine, in
 * {@code src/test/resources/dev/storagebench/compare/ReportReadingFuzzTestInputs}) and every crash found before;
 * with {@code JAZZER_FUZZ=1} (as {@code .ci/test} sets it) Jazzer mutates them for a bounded time. Each input is
 * read under each of the names a report directory holds ({@code run-1.json}, {@code summary.json},
 * {@code probe.json}).
 */
class ReportReadingFuzzTest {

    /** Fields of the comparison that hold text from the reports, which may say anything. */
    private static final java.util.Set<String> TEXT_FIELDS = java.util.Set.of("name", "task", "label", "labels",
            "mount", "notes", "baseline", "method", "kind", "jvmOptions", "tool", "schema", "workload", "operation",
            "probeLabels", "missing", "probeMounts", "baselineReason", "onlyOn");
    private static Path dir;
    private static long cases;

    @BeforeAll
    static void scratch() throws IOException {
        dir = Files.createTempDirectory("storagebench-fuzz-");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        dev.storagebench.ScratchTree.remove(dir);
        System.out.println("ReportReadingFuzzTest: " + cases + " inputs read, each as run, summary and probe report");
    }

    /** Every number in the comparison is finite, and durations, medians and ranges are not negative. */
    private static void noImpossibleNumbers(JsonNode node, String field) {
        if (node.isTextual() && !TEXT_FIELDS.contains(field)) {
            // Jackson writes a NaN or infinite double as a string
            assertFalse(node.asText().matches("-?(NaN|Infinity)"), field + " is " + node.asText());
        } else if (node.isNumber()) {
            assertTrue(Double.isFinite(node.asDouble()), field + " is " + node.asText());
            if (field.endsWith("Nanos") || field.equals("median") || field.equals("min") || field.equals("max")
                    || field.equals("values")) {
                assertTrue(node.asDouble() >= 0, field + " is negative: " + node.asText());
            }
        } else if (node.isArray()) {
            node.forEach(n -> noImpossibleNumbers(n, field));
        } else if (node.isObject()) {
            node.fields().forEachRemaining(e -> noImpossibleNumbers(e.getValue(), e.getKey()));
        }
    }

    @FuzzTest(maxDuration = "45s")
    void anyBytesGiveAComparisonOrOneTypedLine(FuzzedDataProvider data) throws Exception {
        byte[] bytes = data.consumeRemainingAsBytes();
        cases++;
        for (String name : new String[] {"run-1.json", "summary.json", "probe.json"}) {
            Path sub = Files.createDirectories(dir.resolve("case"));
            Path file = sub.resolve(name);
            Files.write(file, bytes);
            try {
                ReportFiles.Found found = ReportFiles.load(List.of(sub.toString()), dir, OptionNames.CORE);
                if (!found.runs().isEmpty() || !found.probes().isEmpty()) {
                    Comparison c = CompareService.build(found.runs(), found.probes(), null, 0.95, found.notes(),
                            OptionNames.CORE);
                    noImpossibleNumbers(new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                            Renderers.render(c, CompareServiceTest.options(CompareOptions.Format.JSON, "phase"))), "");
                    for (CompareOptions.Format f : CompareOptions.Format.values()) {
                        // names in reports may hold any text, "Infinity" included: numbers are checked in the JSON
                        String out = Renderers.render(c, CompareServiceTest.options(f, "phase"));
                        if (f == CompareOptions.Format.TEXT) {
                            assertFalse(out.chars().anyMatch(ch -> ch == 0x1b), "escape reached the terminal");
                        }
                    }
                }
            } catch (StoragebenchException e) {
                String m = e.getMessage();
                assertEquals(1, m.lines().count(), m);
                assertTrue(m.contains(sub.toString()), "names the file: " + m);
            } finally {
                dev.storagebench.ScratchTree.remove(sub);
            }
        }
    }
}
