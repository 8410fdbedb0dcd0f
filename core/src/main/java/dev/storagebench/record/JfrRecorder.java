package dev.storagebench.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;

/**
 * A JDK Flight Recorder recording of every Java file read, write and force (threshold 0, no stack traces, so the
 * cost per call stays small), plus heap summaries for the peak heap, written to a file when stopped.
 */
public final class JfrRecorder implements AutoCloseable {

    /** The file events recorded. */
    public static final List<String> FILE_EVENTS = List.of("jdk.FileRead", "jdk.FileWrite", "jdk.FileForce");
    /** The heap event used for the peak heap. */
    public static final String HEAP_EVENT = "jdk.GCHeapSummary";

    private final Recording recording;

    private JfrRecorder(Recording recording) {
        this.recording = recording;
    }

    /** Starts recording into {@code destination}. */
    public static JfrRecorder start(Path destination) throws IOException {
        Map<String, String> settings = new HashMap<>();
        for (String event : FILE_EVENTS) {
            settings.put(event + "#enabled", "true");
            settings.put(event + "#threshold", "0 ms");
            settings.put(event + "#stackTrace", "false");
            if (Runtime.version().feature() >= 25) {
                // JDK 25 rate-limits file events by default; a measurement needs every call
                settings.put(event + "#throttle", "off");
            }
        }
        settings.put(HEAP_EVENT + "#enabled", "true");
        Recording recording = new Recording();
        recording.setName("storagebench");
        recording.setSettings(settings);
        recording.setToDisk(true);
        recording.setDestination(destination);
        recording.start();
        return new JfrRecorder(recording);
    }

    /** Stops the recording, which writes the file. */
    @Override
    public void close() {
        recording.stop();
        recording.close();
    }
}
