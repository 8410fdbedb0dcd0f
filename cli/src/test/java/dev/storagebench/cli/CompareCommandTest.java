package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.Version;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code bench-cli compare} on real reports (see src/test/resources/reports/README.md) against golden files; run
 * with {@code -Dgolden.update=true} to rewrite the golden files after an intended change, and review the diff.
 */
class CompareCommandTest {

    static final Path REPORTS = Path.of("src/test/resources/reports");
    static final Path GOLDEN = Path.of("src/test/resources/golden");

    @ParameterizedTest
    @CsvSource({"text,total,compare.txt", "text,phase,compare-by-phase.txt", "text,mojo,compare-by-mojo.txt",
        "markdown,phase,compare.md", "csv,phase,compare.csv", "json,total,compare.json", "html,total,compare.html"})
    void eachFormatMatchesItsGoldenFile(String format, String by, String golden) throws Exception {
        CliRun run = CliRun.of("compare", REPORTS.toString(), "--format", format, "--by", by);
        assertEquals(0, run.exitCode(), run.err());
        String actual = run.out().replace(Version.tool(), "storagebench VERSION");
        Path file = GOLDEN.resolve(golden);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(file, actual);
        }
        assertEquals(Files.readString(file), actual, "differs from " + file + "; rerun with -Dgolden.update=true "
                + "if the change is intended");
    }

    /** Files and golden outputs must not change with the user's language settings: decimals stay points. */
    @ParameterizedTest
    @CsvSource({"text,phase,compare-by-phase.txt", "csv,phase,compare.csv", "json,total,compare.json",
        "html,total,compare.html"})
    void aGermanLocaleChangesNothing(String format, String by, String golden) throws Exception {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            CliRun run = CliRun.of("compare", REPORTS.toString(), "--format", format, "--by", by);
            assertEquals(0, run.exitCode(), run.err());
            assertEquals(Files.readString(GOLDEN.resolve(golden)),
                    run.out().replace(Version.tool(), "storagebench VERSION"), golden + " under de-DE");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void noColourWhenNotATerminal() {
        CliRun run = CliRun.of("compare", REPORTS.toString());
        assertFalse(run.out().contains("\u001b["), "tests run without a console, as piped output does");
    }

    @Test
    void writesToAFileWhenAsked(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("sub/compare.html");
        CliRun run = CliRun.of("compare", REPORTS.toString(), "--format", "html", "-o", out.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(Files.readString(out).startsWith("<!DOCTYPE html>"));
    }

    @Test
    void badInputIsAOneLineUsageError() {
        CliRun run = CliRun.of("compare", "no/such/dir");
        assertEquals(2, run.exitCode());
        String[] lines = run.err().split("\n");
        assertEquals("bench-cli compare: input=no/such/dir does not exist; pass report files, directories holding "
                + "them, or a glob such as 'reports/**/*.json'", lines[0]);
        assertEquals("Run 'bench-cli compare --help' for the options.", lines[1]);
        CliRun baseline = CliRun.of("compare", REPORTS.toString(), "--baseline", "nfs");
        assertEquals(2, baseline.exitCode());
        assertTrue(baseline.err().startsWith("bench-cli compare: --baseline=nfs is not a label in the reports"),
                baseline.err());
    }

    @Test
    void helpStatesTheMethod() {
        CliRun run = CliRun.of("compare", "--help");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("Welch's t-test on the logarithms"), run.out());
    }
}
