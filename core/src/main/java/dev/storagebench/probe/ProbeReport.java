package dev.storagebench.probe;

import dev.storagebench.Copies;

import dev.storagebench.host.HostInfo;
import dev.storagebench.mount.MountInfo;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What one probe of one mount measured: the file {@code probe.json}, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param kind {@code probe}
 * @param label the storage label
 * @param path the directory probed (the scratch directory was made inside it and removed)
 * @param quick whether the short form ran
 * @param phaseNanos the time budget of each operation
 * @param seed the seed of sizes and offsets
 * @param start when the probe started
 * @param end when it ended
 * @param mount the mount under the path
 * @param host the machine
 * @param results every measured operation, in run order
 * @param notes what the reader should know about the whole probe (cache state, fallbacks)
 * @param unavailable figures that could not be measured here, each with the reason
 */
public record ProbeReport(String schema, String tool, String kind, String label, String path, boolean quick,
                          long phaseNanos, long seed, Instant start, Instant end, MountInfo mount, HostInfo host,
                          List<ProbeResult> results, List<String> notes, Map<String, String> unavailable) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-probe/1";

    public ProbeReport {
        results = Copies.list(results);
        notes = Copies.list(notes);
        unavailable = Copies.map(unavailable);
    }

    /** The result of {@code workload} and {@code operation}, or null. */
    public ProbeResult result(String workload, String operation) {
        return results.stream().filter(r -> r.workload().equals(workload) && r.operation().equals(operation))
                .findFirst().orElse(null);
    }
}
