package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StorageLabel;
import dev.storagebench.format.Secrets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;

/**
 * What a {@code run} does: which command, in which workspaces, how often; every default is defined here or in
 * {@link Repetitions} once.
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
 * @param countSyscalls whether one more, untimed run under strace counts the command's file-system calls by kind
 */
public record RunOptions(List<String> command, List<Path> workspaces, List<String> labels, String prepare, int runs,
                         int warmups, boolean dropCaches, boolean ignoreFailure, Path outputDirectory,
                         boolean countSyscalls) {

    /** Whether a failing command is recorded and the runs go on, when not said. */
    public static final boolean DEFAULT_IGNORE_FAILURE = false;
    /** Whether file-system calls are counted under strace, when not said. */
    public static final boolean DEFAULT_COUNT_SYSCALLS = false;

    public RunOptions {
        command = List.copyOf(command);
        workspaces = List.copyOf(workspaces);
        // null entries stand for "the mount's default label", which List.copyOf would refuse
        labels = Collections.unmodifiableList(new ArrayList<>(labels));
    }

    /**
     * Options from what the user set, each value validated and each unset one given core's default.
     *
     * @param context the current directory (the workspace when none is given, and the base of relative paths), the
     *     default report directory and how the command names options
     */
    public static RunOptions from(RunSettings settings, OptionContext context) throws InvalidOptionException {
        List<String> command = settings.command();
        if (command == null || command.isEmpty() || command.get(0).isBlank()) {
            throw context.invalid("command", "", "is missing",
                    "give the command after '--', e.g. -- git clone /srv/repo.git work");
        }
        List<String> workspaces = settings.workspaces();
        List<Path> ws = new ArrayList<>();
        for (String w : workspaces == null || workspaces.isEmpty() ? List.of(".") : workspaces) {
            Path p = context.baseDirectory().resolve(w).toAbsolutePath().normalize();
            if (!Files.isDirectory(p)) {
                throw context.invalid("workspaces", w, "is not a directory",
                        "create it first; storagebench runs commands in existing workspaces and creates none");
            }
            ws.add(p);
        }
        List<String> checked = labels(settings.labels(), ws.size(), context);
        Repetitions repetitions = Repetitions.from(settings.runs(), settings.warmups(), settings.dropCaches(),
                context);
        String prepare = settings.prepare();
        return new RunOptions(command, ws, checked, OptionContext.blank(prepare) ? null : prepare,
                repetitions.runs(), repetitions.warmups(), repetitions.dropCaches(),
                settings.ignoreFailure() == null ? DEFAULT_IGNORE_FAILURE : settings.ignoreFailure(),
                context.outputDirectory(settings.outputDirectory()),
                settings.countSyscalls() == null ? DEFAULT_COUNT_SYSCALLS : settings.countSyscalls());
    }

    /** One checked label per workspace; null entries where none was given. */
    private static List<String> labels(List<String> labels, int workspaces, OptionContext context)
            throws InvalidOptionException {
        String option = context.name("labels");
        String perWorkspace = "give one " + option + " per " + context.name("workspaces") + ", in the same order";
        List<String> ls = labels == null ? List.of() : labels;
        if (!ls.isEmpty() && ls.size() != workspaces) {
            throw new InvalidOptionException(option, String.join(",", ls),
                    "gives " + ls.size() + " label(s) for " + workspaces + " workspace(s)", perWorkspace + ", or none");
        }
        List<String> checked = new ArrayList<>();
        for (String l : ls) {
            String label = StorageLabel.check(option, l);
            if (label == null) {
                throw new InvalidOptionException(option, l, "is empty", perWorkspace + ", or none");
            }
            checked.add(label);
        }
        if (new HashSet<>(checked).size() != checked.size()) {
            throw new InvalidOptionException(option, String.join(",", checked), "names a label twice",
                    "give every workspace its own label");
        }
        while (checked.size() < workspaces) {
            checked.add(null);
        }
        return checked;
    }

    /** The command as one line. */
    public String task() {
        return String.join(" ", command);
    }

    /** The command as one line as storagebench writes it anywhere: secret values masked ({@link Secrets}). */
    public String shownTask() {
        return command.size() == 1 ? Secrets.redact(command.get(0)) : String.join(" ", Secrets.redact(command));
    }

    /** The argument vector to start: the words themselves, or {@code sh -c} for a single shell command line. */
    public List<String> argv() {
        return command.size() == 1 ? List.of("sh", "-c", command.get(0)) : command;
    }
}
