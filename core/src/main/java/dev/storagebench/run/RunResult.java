package dev.storagebench.run;

import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import java.nio.file.Path;
import java.util.List;

/**
 * What a {@code run} produced: per workspace a summary and its run reports, the files written, and the lines to
 * show.
 *
 * @param summaries one per workspace, in the order given
 * @param reports every counted run
 * @param outputDirectory where the reports went
 * @param console the lines to print at the end
 */
public record RunResult(List<SummaryReport> summaries, List<RunReport> reports, Path outputDirectory,
                        List<String> console) {

    public RunResult {
        summaries = List.copyOf(summaries);
        reports = List.copyOf(reports);
        console = List.copyOf(console);
    }
}
