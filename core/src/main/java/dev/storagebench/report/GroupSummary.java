package dev.storagebench.report;

import dev.storagebench.stats.Distribution;
import java.util.List;

/**
 * One lifecycle phase or one mojo across the counted runs: each figure is the per-run sum over its executions,
 * summarised over runs; a null figure was not measured here.
 *
 * @param name the phase (e.g. {@code compile}, {@code package (forked)}) or mojo ({@code artifactId:goal (id)})
 * @param phase for a mojo, the phase it ran in; for a phase, the same as {@code name}
 * @param executions executions per run (modules times bindings)
 * @param wallNanos wall time, summed over executions (under {@code -T} this may exceed the run's wall time)
 * @param cpuUserNanos user CPU of the executing threads
 * @param cpuSystemNanos system CPU of the executing threads
 * @param ioBytes bytes read plus written by the executing threads (rchar + wchar)
 * @param deviceBytes bytes that reached or came from a block device (read_bytes + write_bytes)
 * @param fileIoNanos time inside Java file reads, writes and forces (the file-operation agent, or JFR)
 * @param offCpuNanos time the executing threads were off CPU
 * @param blockedNanos the part of it they were blocked (IO, locks, child processes) rather than queued for a CPU;
 *     null where the run-queue wait is not known (no schedstat)
 * @param presentInRuns in how many counted runs it occurred
 * @param fileOps its file-system operations by kind, the costliest first; null when the agent did not count them
 * @param mountOps when the workspace lies on an NFS mount (EFS included): that mount's NFS operations while its
 *     executions ran, the costliest first; mount-wide (other processes' calls on the mount count too); null on any
 *     other storage
 */
public record GroupSummary(String name, String phase, int executions, Distribution wallNanos,
                           Distribution cpuUserNanos, Distribution cpuSystemNanos, Distribution ioBytes,
                           Distribution deviceBytes, Distribution fileIoNanos, Distribution offCpuNanos,
                           Distribution blockedNanos, int presentInRuns, List<OperationSummary> fileOps,
                           List<MountOpSummary> mountOps) {

    public GroupSummary {
        fileOps = fileOps == null ? null : List.copyOf(fileOps);
        mountOps = mountOps == null ? null : List.copyOf(mountOps);
    }
}
