package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StorageLabel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a {@code run} does: which command, in which workspaces, how often; every default is defined here once and
 * adapters pass nulls for what the user left unset.
 *
 * @param command the command's words; a single word is run by {@code sh -c}, so it may be a shell command line
 * @param workspaces the directories to run it in, each its own storage
 * @param labels one storage label per workspace; null entries take the mount's default label
 * @param prepare a shell command run in the workspace before every run and warm-up, not timed; null for none
 * @param runs counted runs per workspace
 * @param warmups runs per workspace before them that are not counted
 * @param dropCaches whether to sync and drop the page cache before each counted run (needs root)
 * @param ignoreFailure whether a failing command is recorded and the runs go on, instead of stopping
 * @param outputDirectory where reports go: one directory per label
 */
public record RunOptions(List<String> command, List<Path> workspaces, List<String> labels, String prepare, int runs,
                         int warmups, boolean dropCaches, boolean ignoreFailure, Path outputDirectory) {

    /** Counted runs per workspace when none are given. */
    public static final int DEFAULT_RUNS = 3;
    /** Warm-up runs per workspace when none are given. */
    public static final int DEFAULT_WARMUPS = 1;
    /** Whether caches are dropped when not said. */
    public static final boolean DEFAULT_DROP_CACHES = false;
    /** Whether a failing command is recorded and the runs go on, when not said. */
    public static final boolean DEFAULT_IGNORE_FAILURE = false;
    /** Where reports go when not said, relative to the current directory. */
    public static final String DEFAULT_OUTPUT_DIRECTORY = "storagebench-reports";

    public RunOptions {
        command = List.copyOf(command);
        workspaces = List.copyOf(workspaces);
        // null entries stand for "the mount's default label", which List.copyOf would refuse
        labels = Collections.unmodifiableList(new ArrayList<>(labels));
    }

    /**
     * Builds options from what the user set, validating each value.
     *
     * @param workingDirectory the current directory: the workspace when none is given, and the base of relative paths
     */
    public static RunOptions of(List<String> command, List<String> workspaces, List<String> labels, String prepare,
                                Integer runs, Integer warmups, Boolean dropCaches, Boolean ignoreFailure,
                                String outputDirectory, Path workingDirectory) throws InvalidOptionException {
        if (command == null || command.isEmpty() || command.get(0).isBlank()) {
            throw new InvalidOptionException("command", "", "is missing",
                    "give the command after '--', e.g. -- git clone /srv/repo.git work");
        }
        List<Path> ws = new ArrayList<>();
        for (String w : workspaces == null || workspaces.isEmpty() ? List.of(".") : workspaces) {
            Path p = workingDirectory.resolve(w).toAbsolutePath().normalize();
            if (!Files.isDirectory(p)) {
                throw new InvalidOptionException("workspace", w, "is not a directory",
                        "create it first; storagebench runs commands in existing workspaces and creates none");
            }
            ws.add(p);
        }
        List<String> ls = labels == null ? List.of() : labels;
        if (!ls.isEmpty() && ls.size() != ws.size()) {
            throw new InvalidOptionException("label", String.join(",", ls),
                    "gives " + ls.size() + " label(s) for " + ws.size() + " workspace(s)",
                    "give one --label per --workspace, in the same order, or none");
        }
        List<String> checked = new ArrayList<>();
        for (String l : ls) {
            String label = StorageLabel.check("label", l);
            if (label == null) {
                throw new InvalidOptionException("label", l, "is empty", "give every --workspace a label, or none");
            }
            checked.add(label);
        }
        Set<String> unique = new HashSet<>(checked);
        if (unique.size() != checked.size()) {
            throw new InvalidOptionException("label", String.join(",", checked), "names a label twice",
                    "give every workspace its own label");
        }
        while (checked.size() < ws.size()) {
            checked.add(null);
        }
        int r = runs == null ? DEFAULT_RUNS : runs;
        if (r < 1) {
            throw new InvalidOptionException("runs", String.valueOf(runs), "must be at least 1",
                    "set it to the number of counted runs, e.g. 5");
        }
        int w = warmups == null ? DEFAULT_WARMUPS : warmups;
        if (w < 0) {
            throw new InvalidOptionException("warmup", String.valueOf(warmups), "must be 0 or more",
                    "set it to 0 for no warm-up or to the number of warm-up runs");
        }
        Path out = Path.of(outputDirectory == null || outputDirectory.isBlank() ? DEFAULT_OUTPUT_DIRECTORY
                : outputDirectory);
        out = workingDirectory.resolve(out).toAbsolutePath().normalize();
        return new RunOptions(command, ws, checked, prepare == null || prepare.isBlank() ? null : prepare, r, w,
                dropCaches == null ? DEFAULT_DROP_CACHES : dropCaches,
                ignoreFailure == null ? DEFAULT_IGNORE_FAILURE : ignoreFailure, out);
    }

    /** The command as one line, as reports name the task. */
    public String task() {
        return String.join(" ", command);
    }

    /** The argument vector to start: the words themselves, or {@code sh -c} for a single shell command line. */
    public List<String> argv() {
        return command.size() == 1 ? List.of("sh", "-c", command.get(0)) : command;
    }
}
