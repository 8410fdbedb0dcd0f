package dev.storagebench.report;

import dev.storagebench.json.ReportJson;
import dev.storagebench.record.FileIo;
import dev.storagebench.record.JfrAttribution;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.record.ProcFs;
import dev.storagebench.record.Recording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Adds what the recorder inside a measured Maven build saw (its recording file and, where the build wrote one, its
 * Flight Recorder file) to a run's report, and says which figures are missing and why.
 */
public final class RecordedBuild {

    private RecordedBuild() {
    }

    /**
     * Reads the nested build's recording and Flight Recorder file into {@code report}; neither file is required,
     * since a build can stop before Maven's session starts.
     */
    public static RunReport.Builder add(RunReport.Builder report, Path recordingFile, Path jfrFile, long wallNanos,
                                        java.time.Instant processStart) {
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
        if (recording != null && recording.jfrFile() != null && Files.isRegularFile(jfrFile)) {
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
        if (all == null) {
            report.unavailable("fileIoTime", "n/a: no Flight Recorder file events from the nested build");
        }
        if (!ProcFs.available()) {
            report.unavailable("threadCounters", ProcFs.NEEDS_PROC + "/thread-self");
        }
        if (recording == null) {
            return report;
        }
        Long heapAtEnd = recording.heapUsedAtEndBytes();
        Long peak = heapAtEnd;
        if (peakHeap != null) {
            peak = heapAtEnd == null ? peakHeap : Long.valueOf(Math.max(peakHeap, heapAtEnd));
        }
        BuildJvm jvm = new BuildJvm(recording.mavenVersion(), recording.javaVersion(), recording.javaVendor(),
                recording.gcCount(), recording.gcTimeNanos(), peak, recording.heapMaxBytes());
        // without a recording nothing is known about mojo coverage: null, not a share of zero (see above)
        Attribution attribution = Attribution.of(mojos, wallNanos, processStart, recording.sessionStart(), all,
                outside);
        return report.recorded(jvm, attribution, recording.projects(), mojos);
    }
}
