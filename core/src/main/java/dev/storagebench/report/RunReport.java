package dev.storagebench.report;

import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.ProjectRecord;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One counted run of a measured build: the report file {@code run-N.json}, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param kind what produced it: {@code measure}
 * @param label the storage label the user gave or the mount's default label
 * @param task what was run: the goals
 * @param run the counted run's number, from 1
 * @param start when the nested build started
 * @param end when it ended
 * @param status {@code succeeded} or {@code failed}
 * @param exitCode the nested build's exit code
 * @param log the nested build's output, kept beside the report
 * @param command the nested command line
 * @param workingDirectory where it ran
 * @param totals whole-process figures
 * @param jvm the build JVM's facts
 * @param host the machine
 * @param workspaceMount the mount under the workspace
 * @param localRepositoryMount the mount under Maven's local repository
 * @param attribution how much of the wall time mojos account for; null when the build wrote no recording
 * @param projects the projects in build order
 * @param mojos every mojo execution
 * @param warnings problems of the recorder or of this tool, none of which failed the build
 * @param unavailable figures that could not be measured here, each with the reason
 * @param jvmOptions the JVM options variant added to {@code MAVEN_OPTS} for this run; null when none was
 */
public record RunReport(
        String schema,
        String tool,
        String kind,
        String label,
        String task,
        int run,
        Instant start,
        Instant end,
        String status,
        Integer exitCode,
        String log,
        List<String> command,
        String workingDirectory,
        RunTotals totals,
        BuildJvm jvm,
        HostInfo host,
        MountInfo workspaceMount,
        MountInfo localRepositoryMount,
        Attribution attribution,
        List<ProjectRecord> projects,
        List<MojoRecord> mojos,
        List<String> warnings,
        Map<String, String> unavailable,
        String jvmOptions) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-run/1";

    public RunReport {
        command = List.copyOf(command);
        projects = List.copyOf(projects);
        mojos = List.copyOf(mojos);
        warnings = List.copyOf(warnings);
        unavailable = Map.copyOf(unavailable);
    }

    /** Whether the nested build succeeded. */
    public boolean succeeded() {
        return "succeeded".equals(status);
    }
}
