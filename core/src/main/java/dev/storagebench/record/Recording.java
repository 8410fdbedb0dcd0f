package dev.storagebench.record;

import java.time.Instant;
import java.util.List;

/**
 * Everything the recorder inside a nested build saw, written as JSON when that build ends.
 *
 * @param mavenVersion version of the Maven that ran the build
 * @param javaVersion {@code java.version} of the build's JVM
 * @param javaVendor {@code java.vendor} of the build's JVM
 * @param jvmStart when the build's JVM started
 * @param sessionStart when Maven's session started (after startup and project loading)
 * @param sessionEnd when it ended; null if the build stopped before
 * @param projects the projects in build order
 * @param mojos the mojo executions in the order they started
 * @param gcCount collections of the build's JVM (not of forked JVMs)
 * @param gcTimeNanos accumulated collection time of the build's JVM
 * @param heapUsedAtEndBytes heap in use when the recorder closed
 * @param heapMaxBytes the build JVM's maximum heap
 * @param heapPeakBytes the sum of the heap memory pools' peak usage (an upper bound of the peak heap, since pools
 *     peak at different moments); null where the JVM does not tell
 * @param jfrFile the Flight Recorder file, or null when JFR did not record
 * @param fileOps every file-system operation the agent counted in the build JVM, in all threads; null without the
 *     agent
 * @param fileOpsUnavailable why there are no file-operation counts, or null when there are
 * @param fileOpsNotInstrumented JDK methods the agent looked for but could not instrument here, with the reason
 * @param warnings problems of the recorder itself; it never fails the build
 */
public record Recording(
        String mavenVersion,
        String javaVersion,
        String javaVendor,
        Instant jvmStart,
        Instant sessionStart,
        Instant sessionEnd,
        List<ProjectRecord> projects,
        List<MojoRecord> mojos,
        Long gcCount,
        Long gcTimeNanos,
        Long heapUsedAtEndBytes,
        Long heapMaxBytes,
        Long heapPeakBytes,
        String jfrFile,
        FileOps fileOps,
        String fileOpsUnavailable,
        List<String> fileOpsNotInstrumented,
        List<String> warnings) {

    public Recording {
        projects = List.copyOf(projects);
        mojos = List.copyOf(mojos);
        fileOpsNotInstrumented = fileOpsNotInstrumented == null ? List.of() : List.copyOf(fileOpsNotInstrumented);
        warnings = List.copyOf(warnings);
    }
}
