package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BenchCliTest {

    @Test
    void versionPrintsTheToolName() {
        StringWriter out = new StringWriter();
        CommandLine cli = BenchCli.commandLine();
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("--version"));
        assertTrue(out.toString().startsWith("storagebench "), out.toString());
    }

    @Test
    void anUnknownOptionIsAUsageError() {
        StringWriter err = new StringWriter();
        CommandLine cli = BenchCli.commandLine();
        cli.setErr(new PrintWriter(err));
        assertEquals(2, cli.execute("--no-such-option"));
        assertTrue(err.toString().contains("--no-such-option"), err.toString());
    }
}
