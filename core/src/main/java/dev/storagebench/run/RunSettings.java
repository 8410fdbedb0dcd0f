package dev.storagebench.run;

import java.util.List;

/**
 * What a user set for {@code run}, as the adapter received it: every getter returns null (or an empty list) when the
 * user left the option unset, and {@link RunOptions#from} applies core's defaults. {@code bench-cli run} implements
 * it.
 */
public interface RunSettings {

    /** The command's words. */
    List<String> command();

    /** The workspaces, one per storage. */
    List<String> workspaces();

    /** One label per workspace, in the same order. */
    List<String> labels();

    /** A shell command run before every run, untimed. */
    String prepare();

    /** Counted runs per workspace. */
    Integer runs();

    /** Warm-up runs per workspace. */
    Integer warmups();

    /** Whether to sync and drop the page cache before each counted run. */
    Boolean dropCaches();

    /** Whether a failing command is recorded and the runs go on. */
    Boolean ignoreFailure();

    /** Where reports go. */
    String outputDirectory();

    /** Whether one more, untimed run under strace counts the command's file-system calls. */
    Boolean countSyscalls();
}
