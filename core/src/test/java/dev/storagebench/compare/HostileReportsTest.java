package dev.storagebench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.json.ReportFormatException;
import dev.storagebench.json.ReportJson;
import dev.storagebench.report.RunReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports damaged, edited by hand or made to hurt: each is refused with one line that names the file and says what
 * is wrong, and nothing bad reaches a renderer (issue 12, items 1 to 6).
 */
class HostileReportsTest {

    /** A real run report from this machine (cli/src/test/resources/reports/compile-tmpfs/run-1.json, trimmed). */
    private static String goodRun(@TempDir Path dir) throws Exception {
        RunReport r = CompareServiceTest.sample().get(0);
        return ReportJson.toJson(r);
    }

    private static String problem(Path dir, String name, String json) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, json);
        StoragebenchException e = assertThrows(StoragebenchException.class,
                () -> ReportFiles.load(List.of(dir.toString()), dir, OptionNames.CORE));
        String m = e.getMessage();
        assertEquals(1, m.lines().count(), m);
        assertTrue(m.contains(f.toString()) || m.contains(dir.toString()), m);
        assertTrue(!m.contains("REDACTED") && !m.contains("reference chain") && !m.contains("dev.storagebench."), m);
        Files.delete(f);
        return m;
    }

    @Test
    void aSummaryThatNamesItselfOrAnotherSummaryIsRefusedNotRecursed(@TempDir Path dir) throws Exception {
        String self = "{\"schema\":\"storagebench-summary/1\",\"runFiles\":[\"summary.json\"]}";
        assertTrue(problem(dir, "summary.json", self).contains("names 'summary.json' as a run file"));
        String passwd = "{\"schema\":\"storagebench-summary/1\",\"runFiles\":[\"/etc/passwd\"]}";
        assertTrue(problem(dir, "summary.json", passwd).contains("names '/etc/passwd' as a run file"));
        String up = "{\"schema\":\"storagebench-summary/1\",\"runFiles\":[\"../run-1.json\"]}";
        assertTrue(problem(dir, "summary.json", up).contains("a summary names run-N.json files beside it"));
    }

    @Test
    void missingFieldsAreNamed(@TempDir Path dir) throws Exception {
        String run = goodRun(dir);
        assertTrue(problem(dir, "run-1.json", run.replaceFirst("\"label\" : \"[^\"]*\"", "\"label\" : null"))
                .contains("lacks the field 'label'"));
        assertTrue(problem(dir, "run-1.json", run.replaceFirst("\"totals\" : \\{", "\"totalz\" : {"))
                .contains("lacks the field 'totals'"));
        assertTrue(problem(dir, "run-1.json", run.replaceFirst("\"kind\" : \"measure\",", ""))
                .contains("lacks the field 'kind'"));
        assertTrue(problem(dir, "run-1.json", run.replaceFirst("\"phase\" : \"[^\"]*\"", "\"phase\" : null"))
                .contains("lacks the field 'mojos[0].phase'"));
    }

    @Test
    void wrongTypesAndImpossibleNumbersAreNamedWithoutParserInternals(@TempDir Path dir) throws Exception {
        String run = goodRun(dir);
        String m = problem(dir, "run-1.json", run.replaceFirst("\"totals\" : \\{", "\"totals\" : \"x\", \"t\" : {"));
        assertTrue(m.contains("has a bad value in field 'totals'"), m);
        m = problem(dir, "run-1.json", run.replaceFirst("\"wallNanos\" : \\d+", "\"wallNanos\" : 1e308"));
        assertTrue(m.contains("has a bad value in field 'totals.wallNanos'"), m);
        m = problem(dir, "run-1.json", run.replaceFirst("\"wallNanos\" : \\d+", "\"wallNanos\" : -5"));
        assertTrue(m.contains("has totals.wallNanos -5"), m);
        m = problem(dir, "run-1.json", run.replaceFirst("\"wallNanos\" : \\d+", "\"wallNanos\" : 0"));
        assertTrue(m.contains("has totals.wallNanos 0"), m);
        m = problem(dir, "run-1.json", run.replaceFirst("\"status\" : \"succeeded\"", "\"status\" : \"great\""));
        assertTrue(m.contains("has a bad value in field 'status'"), m);
    }

    @Test
    void damagedFilesSayHow(@TempDir Path dir) throws Exception {
        String run = goodRun(dir);
        String m = problem(dir, "run-1.json", run.substring(0, run.length() / 2));
        assertTrue(m.contains("is truncated: the JSON ends early at line"), m);
        m = problem(dir, "run-1.json", run + "\n" + run);
        assertTrue(m.contains("holds more than one JSON value"), m);
        m = problem(dir, "run-1.json", run + " garbage");
        assertTrue(m.contains("holds more than one JSON value") || m.contains("is not valid JSON"), m);
        m = problem(dir, "run-1.json", "{\"schema\":\"storagebench-run/1\",\"x\":" + "[".repeat(2000)
                + "]".repeat(2000) + "}");
        assertTrue(m.contains("nests deeper than"), m);
        m = problem(dir, "run-1.json", run.replace("storagebench-run/1", "storagebench-run/2"));
        assertTrue(m.contains("uses schema storagebench-run/2, newer than this storagebench reads "
                + "(storagebench-run/1); upgrade storagebench"), m);
        m = problem(dir, "x.json", "{\"schema\": \"storagebench-probe/1\", \"label\": \"x\", \"results\": "
                + "[{\"workload\": \"metadata\", \"operation\": \"create\", \"opsPerSecond\": \"NaN\"}]}");
        assertTrue(m.contains("has results[0].opsPerSecond NaN, which is not a rate"), m);
    }

    @Test
    void aBadGlobIsAUsageError(@TempDir Path dir) {
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> ReportFiles.load(List.of("["), dir, OptionNames.CORE));
        assertTrue(e.getMessage().startsWith("inputs=[ is not a valid glob"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void reportsTakeTheUmaskLikeAnyOtherFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("r.json");
        ReportJson.write(f, List.of(1));
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(plain)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        try (var s = Files.list(dir)) {
            assertEquals(2, s.count(), "no temporary file left");
        }
    }

    @Test
    void csvCellsThatASpreadsheetWouldRunAreQuoted() {
        assertEquals("'=1+1", CsvRenderer.quote("=1+1"));
        assertEquals("'+1+1", CsvRenderer.quote("+1+1"));
        assertEquals("'@SUM(A1)", CsvRenderer.quote("@SUM(A1)"));
        assertEquals("\"'=1,2\"", CsvRenderer.quote("=1,2"));
        assertEquals("-1.5000", CsvRenderer.quote("-1.5000"));
        assertEquals("'-rm", CsvRenderer.quote("-rm"));
        assertEquals("\"'\tx\"".replace("\"", ""), CsvRenderer.quote("\tx"));
    }

    @Test
    void reportFormatExceptionsNameTheFile() {
        ReportFormatException e = new ReportFormatException(Path.of("/r/run-1.json"), "is truncated");
        assertEquals("/r/run-1.json is truncated", e.getMessage());
    }

    @Test
    void labelsThatStoragebenchNeverWritesAreRefused(@TempDir Path dir) throws Exception {
        String run = goodRun(dir);
        for (String label : new String[] {"![x](http://example.invalid/a.png)", "[x](javascript:alert(1))",
            "a\\u001b]0;pwned\\u0007", "..", "a|b"}) {
            String m = problem(dir, "run-1.json", run.replaceFirst("\"label\" : \"[^\"]*\"",
                    "\"label\" : \"" + label + "\""));
            assertTrue(m.contains("which storagebench never writes"), m);
            assertTrue(!m.contains("\u001b"), m);
        }
    }

    @Test
    void markdownAndTerminalTextCannotCarryMarkupOrEscapes() {
        String md = dev.storagebench.format.Text.markdown("a|b\nc [x](javascript:alert(1)) ![i](http://e/i.png) "
                + "`code` <img src=x> *b* _i_");
        assertEquals("a\\|b c \\[x\\](javascript:alert(1)) !\\[i\\](http://e/i.png) \\`code\\` &lt;img src=x> "
                + "\\*b\\* \\_i\\_", md);
        assertEquals("`` /mnt/a`b<c> ``", dev.storagebench.format.Text.codeSpan("/mnt/a`b<c>"));
        assertEquals("`/mnt/x`", dev.storagebench.format.Text.codeSpan("/mnt/x"));
        String term = dev.storagebench.format.Text.terminal("ok \u001b[1mbold\u001b[0m \u001b]0;title\u0007 \r\n");
        assertEquals("ok \u001b[1mbold\u001b[0m ?]0;title? ?\n", term);
    }

    @Test
    void aCommandWithNewlinesAndAMountWithBackticksStayInTheirCells() throws Exception {
        List<RunReport> runs = new java.util.ArrayList<>();
        for (RunReport r : CompareServiceTest.sample()) {
            dev.storagebench.mount.MountInfo m = r.workspaceMount();
            runs.add(new RunReport(r.schema(), r.tool(), r.kind(), r.label(), "make\n| injected | row |\n`x`",
                    r.run(), r.start(), r.end(), r.status(), r.exitCode(), r.log(), r.command(),
                    r.workingDirectory(), r.totals(), r.jvm(), r.host(), new dev.storagebench.mount.MountInfo(
                            m.path(), "/mnt/a`b<script>", m.fsType(), m.source(), m.mountOptions(),
                            m.superOptions(), m.mountClass(), null, null, null, null, null, null, null),
                    r.localRepositoryMount(), r.attribution(), r.projects(), r.mojos(), r.warnings(),
                    r.unavailable(), r.jvmOptions()));
        }
        Comparison c = CompareService.build(runs, List.of(), null, 0.95, List.of(), OptionNames.CORE);
        String md = Renderers.render(c, CompareServiceTest.options(CompareOptions.Format.MARKDOWN, "total"));
        assertTrue(md.lines().noneMatch(l -> l.startsWith("| injected")), md);
        // inside a code span '<script>' is text, and the span's fence is longer than the backtick it holds
        assertTrue(md.contains("`` /mnt/a`b<script> "), md);
        String text = Renderers.render(c, CompareServiceTest.options(CompareOptions.Format.TEXT, "total"));
        assertTrue(text.lines().noneMatch(l -> l.startsWith("| injected")), text);
        String csv = Renderers.render(c, CompareServiceTest.options(CompareOptions.Format.CSV, "total"));
        assertTrue(csv.contains("\"mvn make\n| injected | row |\n`x`\"") || csv.contains("\"make\n"), csv);
    }
}
