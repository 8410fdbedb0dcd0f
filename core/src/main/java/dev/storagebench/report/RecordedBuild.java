package dev.storagebench.report;

import dev.storagebench.json.ReportJson;
import dev.storagebench.record.FileIo;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.JfrAttribution;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.Recording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Adds what the recorder inside a measured Maven build saw (its recording file with the file-operation agent's
 * counts and, where the build wrote one, its Flight Recorder file) to a run's report, and says which figures are
 * missing and why.
 */
public final class RecordedBuild {

    /** How the agent marks a method that this JDK does not have (it has another of the alternatives). */
    static final String NOT_IN_THIS_JDK = "no such method with a body in this JDK";

    private RecordedBuild() {
    }

    /**
     * Reads the nested build's recording and Flight Recorder file into {@code report}; neither file is required,
     * since a build can stop before Maven's session starts.
     *
     * @param jfrFile the Flight Recorder file, or null when it was not asked for
     * @param fileOpsAsked whether the agent was asked to count file operations, so that its absence is reported
     */
    public static RunReport.Builder add(RunReport.Builder report, Path recordingFile, Path jfrFile, long wallNanos,
                                        java.time.Instant processStart, boolean fileOpsAsked) {
        Recording recording = null;
        if (Files.isRegularFile(recordingFile)) {
            try {
                recording = ReportJson.read(recordingFile, Recording.class);
                recording.warnings().forEach(report::warning);
            } catch (IOException e) {
                report.warning("the recorder's file could not be read: " + e.getMessage());
            }
        } else {
            report.warning("the nested build wrote no recording (it may have stopped before Maven's session "
                    + "started); mojo figures are missing");
            report.unavailable("mojos", "n/a: no recording from the nested build");
        }
        List<MojoRecord> mojos = recording == null ? List.of() : recording.mojos();
        FileIo all = null;
        FileIo outside = null;
        Long peakHeap = null;
        if (recording != null && recording.jfrFile() != null && jfrFile != null && Files.isRegularFile(jfrFile)) {
            try {
                JfrAttribution jfr = JfrAttribution.attribute(jfrFile, mojos);
                mojos = jfr.mojos();
                all = jfr.allThreads();
                outside = jfr.outsideMojos();
                peakHeap = jfr.peakHeapUsedBytes();
            } catch (IOException | RuntimeException e) {
                report.warning("the Flight Recorder file could not be read: " + e.getMessage());
            }
        }
        FileOps opsAll = recording == null ? null : recording.fileOps();
        if (all == null && opsAll != null) {
            // the agent's reads, writes and forces stand where JFR's did
            all = opsAll.dataIo();
            List<FileIo> inMojos = mojos.stream().map(MojoRecord::fileIo).filter(f -> f != null).toList();
            FileIo sum = FileIo.ZERO;
            for (FileIo f : inMojos) {
                sum = sum.plus(f);
            }
            outside = all.minus(sum);
        }
        if (all == null) {
            report.unavailable("fileIoTime", "n/a: neither the file-operation agent nor Flight Recorder counted "
                    + "the nested build's file IO");
        }
        if (fileOpsAsked && recording != null && recording.fileOpsUnavailable() != null) {
            report.unavailable("fileOps", "n/a: " + recording.fileOpsUnavailable());
        }
        if (recording != null) {
            // methods absent from this JDK are alternatives (stat2 on 25 for stat on 17): only real failures warn
            List<String> failed = recording.fileOpsNotInstrumented().stream()
                    .filter(line -> !line.endsWith(NOT_IN_THIS_JDK)).toList();
            if (!failed.isEmpty()) {
                report.warning("the file-operation agent could not instrument: " + String.join("; ", failed));
            }
        }
        if (!ProcFs.available()) {
            report.unavailable("threadCounters", ProcFs.NEEDS_PROC + "/thread-self");
        }
        if (recording == null) {
            return report;
        }
        Long heapAtEnd = recording.heapUsedAtEndBytes();
        Long peak = heapAtEnd;
        if (peakHeap == null) {
            peakHeap = recording.heapPeakBytes();
        }
        if (peakHeap != null) {
            peak = heapAtEnd == null ? peakHeap : Long.valueOf(Math.max(peakHeap, heapAtEnd));
        }
        BuildJvm jvm = new BuildJvm(recording.mavenVersion(), recording.javaVersion(), recording.javaVendor(),
                recording.gcCount(), recording.gcTimeNanos(), peak, recording.heapMaxBytes());
        // without a recording nothing is known about mojo coverage: null, not a share of zero (see above)
        Attribution attribution = Attribution.of(mojos, wallNanos, processStart, recording.sessionStart(), all,
                outside, opsAll);
        return report.recorded(jvm, attribution, recording.projects(), mojos);
    }
}
