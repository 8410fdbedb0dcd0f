package dev.storagebench.cli;

import dev.storagebench.OptionContext;
import dev.storagebench.run.Repetitions;
import dev.storagebench.run.RunOptions;
import dev.storagebench.run.RunResult;
import dev.storagebench.run.RunService;
import dev.storagebench.run.RunSettings;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli run}: times any command in one or more workspaces. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Times a command in each workspace: real time, and user and system CPU of the command and "
                + "every child it waited for (the kernel's accounting, as /usr/bin/time reports it), with the "
                + "workspace's mount. Reports go to <output-dir>/<label>/ for 'bench-cli compare'.",
            "A single command word is run by 'sh -c', so it may be a shell command line; several words are run "
                + "as they are. Warm-ups run first; counted runs then take turns across the workspaces."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:all runs succeeded (or failures were ignored)", "1:the command or --prepare failed, or "
                + "an unexpected error", "2:usage error"})
public final class RunCommand implements Callable<Integer>, RunSettings {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-w", "--workspace"}, paramLabel = "dir",
            description = "A directory to run the command in; repeat for each storage (default: the current "
                    + "directory).")
    private List<String> workspaces;

    @Option(names = {"-l", "--label"}, paramLabel = "name",
            description = "The storage label of each --workspace, in the same order (default: from the mount, "
                    + "e.g. tmpfs, local-block-ext4, fuse-sshfs).")
    private List<String> labels;

    @Option(names = "--prepare", paramLabel = "command",
            description = "A shell command run in the workspace before every run and warm-up, not timed "
                    + "(e.g. 'rm -rf clone').")
    private String prepare;

    @Option(names = "--warmup", paramLabel = "n",
            description = "Warm-up runs per workspace, not counted (default: " + Repetitions.DEFAULT_WARMUPS + "; 0 to "
                    + Repetitions.MAX_WARMUPS + ").")
    private Integer warmups;

    @Option(names = "--runs", paramLabel = "n",
            description = "Counted runs per workspace (default: " + Repetitions.DEFAULT_RUNS + "; 1 to " + Repetitions.MAX_RUNS
                    + ").")
    private Integer runs;

    @Option(names = "--drop-caches", description = "Sync and drop the page cache before each counted run "
            + "(Linux, root; default: " + Repetitions.DEFAULT_DROP_CACHES + ").")
    private Boolean dropCaches;

    @Option(names = "--ignore-failure", description = "Record a failing command and go on (default: "
            + RunOptions.DEFAULT_IGNORE_FAILURE + ": stop at the first failure).")
    private Boolean ignoreFailure;

    @Option(names = "--output-dir", paramLabel = "dir",
            description = "Where reports and command output go (default: " + OptionContext.STANDALONE_OUTPUT_DIRECTORY
                    + ").")
    private String outputDirectory;

    @Option(names = "--count-syscalls", description = "After the timed runs, run the command once more under "
            + "strace -f to count its file-system calls by kind (stat, open, create, delete, readdir...) across its "
            + "whole process tree, into <label>/syscalls.json; the traced run is never timed. Needs strace "
            + "(default: " + RunOptions.DEFAULT_COUNT_SYSCALLS + ").")
    private Boolean countSyscalls;

    @Parameters(paramLabel = "command", arity = "0..*", description = "The command to time, after '--'.")
    private List<String> command;

    @Override
    public Integer call() throws Exception {
        OptionContext context = CliOptions.context(spec);
        RunOptions options = RunOptions.from(this, context);
        PrintWriter err = spec.commandLine().getErr();
        RunResult result = new RunService(line -> {
            err.println(line);
            err.flush();
        }, context.names()).run(options);
        PrintWriter out = spec.commandLine().getOut();
        result.console().forEach(out::println);
        out.flush();
        return CliFailures.OK;
    }

    @Override
    public List<String> command() {
        return command;
    }

    @Override
    public List<String> workspaces() {
        return workspaces;
    }

    @Override
    public List<String> labels() {
        return labels;
    }

    @Override
    public String prepare() {
        return prepare;
    }

    @Override
    public Integer runs() {
        return runs;
    }

    @Override
    public Integer warmups() {
        return warmups;
    }

    @Override
    public Boolean dropCaches() {
        return dropCaches;
    }

    @Override
    public Boolean ignoreFailure() {
        return ignoreFailure;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }

    @Override
    public Boolean countSyscalls() {
        return countSyscalls;
    }
}
