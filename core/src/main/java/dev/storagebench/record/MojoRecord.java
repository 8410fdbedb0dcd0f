package dev.storagebench.record;

import java.time.Instant;
import java.util.List;

/**
 * One mojo execution in a recorded build and what its executing thread did meanwhile.
 *
 * @param module the project, {@code groupId:artifactId}
 * @param plugin the plugin, {@code groupId:artifactId:version}
 * @param goal the goal, e.g. {@code compile}
 * @param executionId the execution id, e.g. {@code default-compile}
 * @param phase the lifecycle phase it was bound to, or {@link #NO_PHASE} for goals run without one
 * @param forked whether it ran inside a forked lifecycle (e.g. for {@code source:jar})
 * @param thread name of the thread that executed it
 * @param threadId id of that thread, which JFR events carry too
 * @param start when it started
 * @param end when it ended
 * @param status {@code succeeded} or {@code failed}
 * @param metrics what the executing thread did between start and end
 * @param fileIo reads, writes and forces of the executing thread: from the file-operation agent, or from JFR when
 *     it recorded; null when neither did
 * @param fileOps the executing thread's file-system operations by kind and directory role, from the agent; null
 *     without it
 * @param mountOps when the workspace lies on an NFS mount (EFS included): the mount's NFS operations while the
 *     mojo ran, from {@code /proc/self/mountstats}; mount-wide, so other processes' and other threads' calls on
 *     that mount in the interval count too; null on any other storage
 */
public record MojoRecord(
        String module,
        String plugin,
        String goal,
        String executionId,
        String phase,
        boolean forked,
        String thread,
        long threadId,
        Instant start,
        Instant end,
        String status,
        ExecutionMetrics metrics,
        FileIo fileIo,
        FileOps fileOps,
        List<NfsOpCount> mountOps) {

    /** The phase of a goal invoked without a lifecycle phase, e.g. {@code mvn dependency:tree}. */
    public static final String NO_PHASE = "(no phase)";

    /** The same execution with its file IO filled in. */
    public MojoRecord withFileIo(FileIo io) {
        return new MojoRecord(module, plugin, goal, executionId, phase, forked, thread, threadId, start, end, status,
                metrics, io, fileOps, mountOps);
    }

    /** The phase as reports group it: forked executions apart from the main lifecycle. */
    public String phaseGroup() {
        return forked ? phase + " (forked)" : phase;
    }

    /** {@code artifactId:goal (executionId)}, how the mojo is named in summaries. */
    public String mojoName() {
        String artifact = plugin.split(":").length > 1 ? plugin.split(":")[1] : plugin;
        return artifact + ":" + goal + " (" + executionId + ")";
    }
}
