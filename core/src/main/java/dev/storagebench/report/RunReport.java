package dev.storagebench.report;

import dev.storagebench.Copies;
import dev.storagebench.Version;
import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.record.ProjectRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One counted run of a measured build: the report file {@code run-N.json}, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param kind what produced it: {@code measure} or {@code run}
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
        ReportKind kind,
        String label,
        String task,
        int run,
        Instant start,
        Instant end,
        RunStatus status,
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
        command = Copies.list(command);
        projects = Copies.list(projects);
        mojos = Copies.list(mojos);
        warnings = Copies.list(warnings);
        unavailable = Copies.map(unavailable);
    }

    /** Whether the nested build succeeded. */
    public boolean succeeded() {
        return status == RunStatus.SUCCEEDED;
    }

    /** A builder for a counted run's report, with this version's schema and tool. */
    public static Builder builder(ReportKind kind, String label, String task, int run) {
        return new Builder(kind, label, task, run);
    }

    /** Builds a {@link RunReport}; every field not set stays null or empty. */
    public static final class Builder {
        private final ReportKind kind;
        private final String label;
        private final String task;
        private final int run;
        private Instant start;
        private Instant end;
        private RunStatus status;
        private Integer exitCode;
        private RunTotals totals;
        private String log;
        private List<String> command = List.of();
        private String workingDirectory;
        private BuildJvm jvm;
        private HostInfo host;
        private MountInfo workspaceMount;
        private MountInfo localRepositoryMount;
        private Attribution attribution;
        private List<ProjectRecord> projects = List.of();
        private List<MojoRecord> mojos = List.of();
        private final List<String> warnings = new ArrayList<>();
        private final Map<String, String> unavailable = new TreeMap<>();
        private String jvmOptions;

        private Builder(ReportKind kind, String label, String task, int run) {
            this.kind = kind;
            this.label = label;
            this.task = task;
            this.run = run;
        }

        /**
         * The process tree's timing: start, end, exit status and totals, and a note for each figure this platform
         * could not measure.
         */
        public Builder timing(ProcessTreeTimer.Timing timing) {
            start = timing.start();
            end = timing.end();
            exitCode = timing.exitCode();
            status = RunStatus.ofExitCode(timing.exitCode());
            totals = RunTotals.of(timing);
            if (timing.cpu() == null) {
                unavailable.put("processCpu", ProcFs.NEEDS_PROC + "/self/stat");
            }
            if (timing.io() == null) {
                unavailable.put("processIo", ProcFs.NEEDS_PROC + "/self/io");
            }
            if (timing.pressure() == null) {
                unavailable.put("ioPressure", "n/a: needs Linux PSI (/proc/pressure/io)");
            }
            if (ProcFs.clockTicksNote() != null) {
                warnings.add(ProcFs.clockTicksNote());
            }
            return this;
        }

        /** What ran, where, and where its output is kept. */
        public Builder command(List<String> command, String workingDirectory, String log) {
            this.command = command;
            this.workingDirectory = workingDirectory;
            this.log = log;
            return this;
        }

        /** The machine and the mounts under the workspace and (for Maven) the local repository. */
        public Builder where(HostInfo host, MountInfo workspaceMount, MountInfo localRepositoryMount) {
            this.host = host;
            this.workspaceMount = workspaceMount;
            this.localRepositoryMount = localRepositoryMount;
            return this;
        }

        /** What the recorder inside a Maven build saw. */
        public Builder recorded(BuildJvm jvm, Attribution attribution, List<ProjectRecord> projects,
                                List<MojoRecord> mojos) {
            this.jvm = jvm;
            this.attribution = attribution;
            this.projects = projects;
            this.mojos = mojos;
            return this;
        }

        /** The JVM option variant of this run, or null. */
        public Builder jvmOptions(String jvmOptions) {
            this.jvmOptions = jvmOptions;
            return this;
        }

        /** Adds a warning. */
        public Builder warning(String warning) {
            warnings.add(warning);
            return this;
        }

        /** Notes a figure that could not be measured, with the reason. */
        public Builder unavailable(String figure, String reason) {
            unavailable.put(figure, reason);
            return this;
        }

        /** The report. */
        public RunReport build() {
            return new RunReport(SCHEMA, Version.tool(), kind, label, task, run, start, end, status, exitCode, log,
                    command, workingDirectory, totals, jvm, host, workspaceMount, localRepositoryMount, attribution,
                    projects, mojos, warnings, unavailable, jvmOptions);
        }
    }
}
