package dev.storagebench.measure;

import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import java.nio.file.Path;
import java.util.List;

/**
 * The outcome of a measurement: the summary, the counted runs, where they were written, and the console text.
 */
public record MeasureResult(SummaryReport summary, List<RunReport> runs, Path summaryFile, List<String> console) {

    public MeasureResult {
        runs = List.copyOf(runs);
        console = List.copyOf(console);
    }
}
