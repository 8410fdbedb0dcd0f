package dev.storagebench.probe;

import dev.storagebench.Copies;
import dev.storagebench.host.HostInfo;
import dev.storagebench.json.ReportFormatException;
import dev.storagebench.mount.MountInfo;
import java.nio.file.Path;
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

    /**
     * {@code p}, read from {@code file}, when every result names its workload and operation and every count, time
     * and rate is a finite number that is not negative; a hand-edited or damaged report fails naming the field.
     */
    public static ProbeReport checked(Path file, ProbeReport p) throws ReportFormatException {
        if (p.label() == null) {
            throw new ReportFormatException(file, "lacks the field 'label'");
        }
        for (int i = 0; i < p.results().size(); i++) {
            ProbeResult r = p.results().get(i);
            String at = "results[" + i + "]";
            ProbeReport.required(file, at, r);
            ProbeReport.required(file, at + ".workload", r.workload());
            ProbeReport.required(file, at + ".operation", r.operation());
            ProbeReport.notNegative(file, at + ".ops", r.ops());
            ProbeReport.notNegative(file, at + ".elapsedNanos", r.elapsedNanos());
            ProbeReport.finite(file, at + ".opsPerSecond", r.opsPerSecond());
            if (r.mibPerSecond() != null) {
                ProbeReport.finite(file, at + ".mibPerSecond", r.mibPerSecond());
            }
            if (r.latency() != null) {
                ProbeReport.finite(file, at + ".latency.meanNanos", r.latency().meanNanos());
                for (long v : new long[] {r.latency().p50Nanos(), r.latency().p90Nanos(), r.latency().p99Nanos(),
                    r.latency().p999Nanos(), r.latency().maxNanos()}) {
                    ProbeReport.notNegative(file, at + ".latency", v);
                }
            }
        }
        return p;
    }


    private static void required(Path file, String field, Object value) throws ReportFormatException {
        if (value == null) {
            throw new ReportFormatException(file, "lacks the field '" + field + "'");
        }
    }

    private static void notNegative(Path file, String field, long value) throws ReportFormatException {
        if (value < 0) {
            throw new ReportFormatException(file, "has a negative " + field + " (" + value + ")");
        }
    }

    private static void finite(Path file, String field, double value) throws ReportFormatException {
        if (!Double.isFinite(value) || value < 0) {
            throw new ReportFormatException(file, "has " + field + " " + value + ", which is not a rate");
        }
    }
}
