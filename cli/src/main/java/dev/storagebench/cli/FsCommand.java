package dev.storagebench.cli;

import dev.storagebench.OptionContext;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeService;
import dev.storagebench.probe.ProbeSettings;
import dev.storagebench.probe.Workload;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli fs}: probes a filesystem with build-shaped workloads. */
@Command(name = "fs", mixinStandardHelpOptions = true,
        description = {"Probes the storage under a directory with the operations builds make: small-file metadata, "
                + "a checkout-like tree write, a compile-like pass, sequential and random IO, fsync and "
                + "concurrency. Prints ops/s, MiB/s and latency percentiles; writes <output-dir>/<label>/probe.json.",
            "Works only inside a scratch directory it creates under the path (storagebench-probe-*), which it "
                + "removes at the end, on failure and on Ctrl-C; refuses to start when the files would not fit."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:probed", "1:the storage failed the probe (no space, read-only, no permission) or an "
                + "unexpected error", "2:usage error"})
public final class FsCommand implements Callable<Integer>, ProbeSettings {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "path", arity = "0..1", description = "The directory to probe (default: the current "
            + "directory).")
    private String path;

    @Option(names = "--quick", description = "The short form: " + ProbeOptions.QUICK_DURATION + " per operation "
            + "instead of " + ProbeOptions.DEFAULT_DURATION + ", and smaller files (default: "
            + ProbeOptions.DEFAULT_QUICK + ").")
    private Boolean quick;

    @Option(names = "--duration", paramLabel = "seconds", description = "Time budget per operation, e.g. 2 or "
            + "0.5s (default: " + ProbeOptions.DEFAULT_DURATION + ", or " + ProbeOptions.QUICK_DURATION
            + " with --quick; 1ms to " + ProbeOptions.MAX_DURATION_SECONDS + "s).")
    private String duration;

    @Option(names = "--workloads", paramLabel = "list", description = "Comma-separated workloads to run (default: "
            + "all): ${COMPLETION-CANDIDATES}.", completionCandidates = WorkloadNames.class)
    private String workloads;

    @Option(names = "--max-threads", paramLabel = "n", description = "Largest thread count of the concurrency "
            + "workload (default: twice the cores; 1 to " + ProbeOptions.MAX_THREADS + ").")
    private Integer maxThreads;

    @Option(names = {"-l", "--label"}, paramLabel = "name", description = "The storage label (default: from the "
            + "mount).")
    private String label;

    @Option(names = "--output-dir", paramLabel = "dir", description = "Where the report goes (default: "
            + OptionContext.STANDALONE_OUTPUT_DIRECTORY + ").")
    private String outputDirectory;

    @Override
    public Integer call() throws Exception {
        OptionContext context = CliOptions.context(spec);
        ProbeOptions options = ProbeOptions.from(this, context);
        PrintWriter err = spec.commandLine().getErr();
        ProbeService.Probed probed = new ProbeService(line -> {
            err.println(line);
            err.flush();
        }, context.names()).probe(options);
        PrintWriter out = spec.commandLine().getOut();
        probed.console().forEach(out::println);
        out.flush();
        return CliFailures.OK;
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public Boolean quick() {
        return quick;
    }

    @Override
    public String duration() {
        return duration;
    }

    @Override
    public String workloads() {
        return workloads;
    }

    @Override
    public Integer maxThreads() {
        return maxThreads;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }

    /** The workload names for --help. */
    static final class WorkloadNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Workload.ids().iterator();
        }
    }
}
