package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.OptionContext;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.Policy;
import dev.storagebench.cli.BenchCli;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.run.Repetitions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Keeps the option tables of the user guide ({@code src/site/markdown}) true: every option a table names exists in
 * the command, and every default a table states is core's, so the docs cannot drift from the code.
 */
class SiteOptionTablesTest {

    private static final Path SITE = Path.of("../src/site/markdown");
    private static final Pattern FLAG = Pattern.compile("`(--[a-z-]+)");

    /** Core's defaults, by page and option, as the pages write them. */
    private static final Map<String, Map<String, String>> DEFAULTS = Map.of(
            "probe.md", Map.of(
                    "--quick", ProbeOptions.DEFAULT_QUICK ? "on" : "off",
                    "--duration", ProbeOptions.DEFAULT_DURATION + ", or " + ProbeOptions.QUICK_DURATION + " with quick",
                    "--output-dir", OptionContext.STANDALONE_OUTPUT_DIRECTORY + " (CLI), target/"
                            + OptionContext.BUILD_OUTPUT_SUBDIRECTORY + " (Maven)"),
            "compare-and-run.md", Map.of(
                    "--warmup", String.valueOf(Repetitions.DEFAULT_WARMUPS),
                    "--runs", String.valueOf(Repetitions.DEFAULT_RUNS),
                    "--drop-caches", Repetitions.DEFAULT_DROP_CACHES ? "on" : "off",
                    "--output-dir", OptionContext.STANDALONE_OUTPUT_DIRECTORY),
            "check.md", Map.of(
                    "--policy", Policy.BUILT_IN_DEFAULT,
                    "--max-regression", CheckOptions.DEFAULT_MAX_REGRESSION_PERCENT + "%",
                    "--fail-on", CheckOptions.DEFAULT_FAIL_ON_TEXT,
                    "--output-dir", OptionContext.STANDALONE_OUTPUT_DIRECTORY + " / target/"
                            + OptionContext.BUILD_OUTPUT_SUBDIRECTORY,
                    "--duration", ProbeOptions.QUICK_DURATION,
                    "--time-limit", CheckOptions.DEFAULT_TIME_LIMIT_TEXT));

    @Test
    void everyTabledOptionExistsAndStatesCoresDefault() throws Exception {
        Map<String, String> commands = Map.of("compare-and-run.md", "run", "check.md", "check", "probe.md", "fs");
        for (Map.Entry<String, Map<String, String>> page : DEFAULTS.entrySet()) {
            CommandLine command = BenchCli.commandLine().getSubcommands().get(commands.get(page.getKey()));
            List<String> checked = new ArrayList<>();
            for (List<String> row : optionRows(SITE.resolve(page.getKey()))) {
                Matcher flag = FLAG.matcher(row.get(0));
                if (!flag.find()) {
                    continue;
                }
                String option = flag.group(1);
                assertNotNull(command.getCommandSpec().findOption(option),
                        page.getKey() + " names " + option + ", which 'bench-cli " + command.getCommandName()
                                + "' does not have");
                String expected = page.getValue().get(option);
                if (expected != null) {
                    assertEquals(expected, row.get(row.size() == 2 ? 1 : 2).replace("`", "").trim(),
                            page.getKey() + ": default of " + option);
                    checked.add(option);
                }
            }
            assertEquals(page.getValue().keySet().stream().sorted().toList(), checked.stream().sorted().toList(),
                    page.getKey() + " tables every option whose default core defines");
        }
    }

    /** The cells of each row of the tables whose header has a "Default" column. */
    private static List<List<String>> optionRows(Path page) throws Exception {
        List<List<String>> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : Files.readAllLines(page)) {
            if (!line.startsWith("|")) {
                inTable = false;
                continue;
            }
            List<String> cells = new ArrayList<>();
            for (String c : line.substring(1, line.length() - 1).split("(?<!\\\\)\\|")) {
                cells.add(c.trim());
            }
            if (cells.contains("Default")) {
                inTable = true;
            } else if (inTable && !cells.get(0).startsWith("---")) {
                rows.add(cells);
            }
        }
        assertTrue(!rows.isEmpty(), page + " has an option table");
        return rows;
    }
}
