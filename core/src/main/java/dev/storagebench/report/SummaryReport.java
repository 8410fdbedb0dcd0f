package dev.storagebench.report;

import dev.storagebench.Copies;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.stats.Distribution;
import java.util.List;
import java.util.Map;

/**
 * All counted runs of one measurement summarised: the file {@code summary.json}, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param kind {@code measure} or {@code run}
 * @param label the storage label
 * @param task the goals
 * @param runs counted runs that finished (succeeded or failed)
 * @param warmups warm-up runs made before them (not reported)
 * @param runFiles the run reports, relative to the summary
 * @param status {@code succeeded} when every run succeeded, else {@code failed}
 * @param wallNanos whole-process wall time per run
 * @param userNanos whole-process-tree user CPU per run
 * @param systemNanos whole-process-tree system CPU per run
 * @param inMojosShare share of wall time inside mojo executions per run
 * @param fileIoNanos Java file IO time of the build JVM per run
 * @param phases per lifecycle phase, in the order they first ran
 * @param mojos per mojo, slowest median first
 * @param verdict how IO-bound the build is on this mount
 * @param host the machine
 * @param workspaceMount the mount under the workspace
 * @param localRepositoryMount the mount under the local repository
 * @param unavailable figures not measured here, with the reason
 * @param jvmOptions the JVM options variant of these runs; null when none was given
 */
public record SummaryReport(
        String schema,
        String tool,
        ReportKind kind,
        String label,
        String task,
        int runs,
        int warmups,
        List<String> runFiles,
        RunStatus status,
        Distribution wallNanos,
        Distribution userNanos,
        Distribution systemNanos,
        Distribution inMojosShare,
        Distribution fileIoNanos,
        List<GroupSummary> phases,
        List<GroupSummary> mojos,
        Verdict verdict,
        HostInfo host,
        MountInfo workspaceMount,
        MountInfo localRepositoryMount,
        Map<String, String> unavailable,
        String jvmOptions) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-summary/1";

    public SummaryReport {
        runFiles = Copies.list(runFiles);
        phases = Copies.list(phases);
        mojos = Copies.list(mojos);
        unavailable = Copies.map(unavailable);
    }
}
