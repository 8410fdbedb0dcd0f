package dev.storagebench.record;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads a recorder's Flight Recorder file and gives each mojo execution the file IO its own thread did between its
 * start and end; IO outside any mojo (Maven startup, project loading, other threads) is tallied apart.
 *
 * @param mojos the executions with {@link MojoRecord#fileIo()} filled in
 * @param allThreads file IO of the whole build JVM
 * @param outsideMojos file IO not inside any mojo execution's own thread and interval
 * @param peakHeapUsedBytes the largest heap in use seen at any collection, or null without heap events
 */
public record JfrAttribution(List<MojoRecord> mojos, FileIo allThreads, FileIo outsideMojos, Long peakHeapUsedBytes) {

    /** Attributes the events in {@code jfrFile} to {@code mojos}. */
    public static JfrAttribution attribute(Path jfrFile, List<MojoRecord> mojos) throws IOException {
        Map<Long, List<Integer>> byThread = new HashMap<>();
        for (int i = 0; i < mojos.size(); i++) {
            byThread.computeIfAbsent(mojos.get(i).threadId(), k -> new ArrayList<>()).add(i);
        }
        byThread.values().forEach(list -> list.sort(Comparator.comparing(i -> mojos.get(i).start())));
        Tally[] perMojo = new Tally[mojos.size()];
        for (int i = 0; i < perMojo.length; i++) {
            perMojo[i] = new Tally();
        }
        Tally all = new Tally();
        Tally outside = new Tally();
        long peakHeap = -1;
        try (RecordingFile file = new RecordingFile(jfrFile)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                String type = event.getEventType().getName();
                if (type.equals(JfrRecorder.HEAP_EVENT)) {
                    if (event.hasField("heapUsed")) {
                        peakHeap = Math.max(peakHeap, event.getLong("heapUsed"));
                    }
                    continue;
                }
                if (!JfrRecorder.FILE_EVENTS.contains(type) || isOwnCounterRead(event)) {
                    continue;
                }
                all.add(type, event);
                int owner = owner(event, byThread, mojos);
                (owner < 0 ? outside : perMojo[owner]).add(type, event);
            }
        }
        List<MojoRecord> result = new ArrayList<>(mojos.size());
        for (int i = 0; i < mojos.size(); i++) {
            result.add(mojos.get(i).withFileIo(perMojo[i].toFileIo()));
        }
        return new JfrAttribution(result, all.toFileIo(), outside.toFileIo(), peakHeap < 0 ? null : peakHeap);
    }

    /** The recorder's own reads of {@code /proc} counters are not the build's IO. */
    private static boolean isOwnCounterRead(RecordedEvent event) {
        String path = event.hasField("path") ? event.getString("path") : null;
        return path != null && (path.startsWith("/proc/") || path.startsWith("/sys/"));
    }

    private static int owner(RecordedEvent event, Map<Long, List<Integer>> byThread, List<MojoRecord> mojos) {
        RecordedThread thread = event.getThread();
        if (thread == null) {
            return -1;
        }
        List<Integer> candidates = byThread.get(thread.getJavaThreadId());
        if (candidates == null) {
            return -1;
        }
        Instant at = event.getStartTime();
        // executions on one thread do not overlap, so the last one starting at or before the event is the only
        // candidate
        int lo = 0;
        int hi = candidates.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (!mojos.get(candidates.get(mid)).start().isAfter(at)) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (found < 0) {
            return -1;
        }
        MojoRecord mojo = mojos.get(candidates.get(found));
        return at.isAfter(mojo.end()) ? -1 : candidates.get(found);
    }

    /** Mutable running totals while reading one file. */
    private static final class Tally {
        long readNanos;
        long readBytes;
        long readCalls;
        long writeNanos;
        long writeBytes;
        long writeCalls;
        long forceNanos;
        long forceCalls;

        void add(String type, RecordedEvent event) {
            long nanos = event.getDuration().toNanos();
            switch (type) {
                case "jdk.FileRead" -> {
                    readNanos += nanos;
                    readBytes += Math.max(0, event.getLong("bytesRead"));
                    readCalls++;
                }
                case "jdk.FileWrite" -> {
                    writeNanos += nanos;
                    writeBytes += Math.max(0, event.getLong("bytesWritten"));
                    writeCalls++;
                }
                default -> {
                    forceNanos += nanos;
                    forceCalls++;
                }
            }
        }

        FileIo toFileIo() {
            return new FileIo(readNanos, readBytes, readCalls, writeNanos, writeBytes, writeCalls, forceNanos,
                    forceCalls);
        }
    }
}
