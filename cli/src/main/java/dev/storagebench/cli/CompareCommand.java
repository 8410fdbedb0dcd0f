package dev.storagebench.cli;

import dev.storagebench.OptionContext;
import dev.storagebench.compare.CompareOptions;
import dev.storagebench.compare.CompareService;
import dev.storagebench.compare.CompareSettings;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli compare}: puts runs from different storage side by side. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compares measure and run reports across storage labels: a row per storage, a column per "
                + "task (goals or command), and how much slower each storage is than a baseline, with a "
                + "confidence interval.",
            "Method: " + CompareService.METHOD + "."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:compared", "1:a report could not be read or written", "2:usage error"})
public final class CompareCommand implements Callable<Integer>, CompareSettings {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "input", arity = "0..*", description = "Report files (run-N.json, summary.json), "
            + "directories searched recursively, or globs such as 'reports/**/*.json' (default: "
            + CompareOptions.DEFAULT_INPUT + ").")
    private List<String> inputs;

    @Option(names = "--by", paramLabel = "total|phase|mojo",
            description = "Break each Maven task down per lifecycle phase or per mojo (default: "
                    + CompareOptions.DEFAULT_BY + ").")
    private String by;

    @Option(names = "--baseline", paramLabel = "label",
            description = "The storage label the others are compared against (default: the fastest per task).")
    private String baseline;

    @Option(names = "--format", paramLabel = "text|markdown|csv|json|html",
            description = "Output format (default: " + CompareOptions.DEFAULT_FORMAT + "). Markdown fits a GitHub "
                    + "step summary; HTML is one self-contained page with charts.")
    private String format;

    @Option(names = {"-o", "--output"}, paramLabel = "file", description = "Write to this file instead of "
            + "standard output.")
    private String output;

    @Option(names = "--confidence", paramLabel = "level",
            description = "Confidence level of the intervals (default: " + CompareOptions.DEFAULT_CONFIDENCE + ").")
    private Double confidence;

    @Override
    public Integer call() throws Exception {
        OptionContext context = CliOptions.context(spec);
        CompareOptions options = CompareOptions.from(this, context);
        CompareService.CompareResult result = new CompareService(context.names()).compare(options);
        if (result.output() == null) {
            spec.commandLine().getOut().print(result.rendered());
            spec.commandLine().getOut().flush();
        } else {
            spec.commandLine().getErr().println("wrote " + result.output());
        }
        return CliFailures.OK;
    }

    @Override
    public List<String> inputs() {
        return inputs;
    }

    @Override
    public String by() {
        return by;
    }

    @Override
    public String baseline() {
        return baseline;
    }

    @Override
    public String format() {
        return format;
    }

    @Override
    public String output() {
        return output;
    }

    @Override
    public Double confidence() {
        return confidence;
    }

    @Override
    public boolean colorAllowed() {
        return Terminal.colorAllowed();
    }
}
