package dev.storagebench.probe;

/**
 * One measured operation of a workload.
 *
 * @param workload the workload, e.g. {@code metadata}
 * @param operation the operation, e.g. {@code create+write+close} or {@code random-read 4KiB}
 * @param ops operations completed
 * @param bytes bytes read or written by them (0 for pure metadata operations)
 * @param elapsedNanos wall time of all of them
 * @param opsPerSecond operations per second (aggregate over threads)
 * @param mibPerSecond MiB per second; null for operations that move no data
 * @param latency per-operation latency; null where single operations are not timed
 * @param threads threads that ran it
 * @param requestBytes the size of each request; null where sizes vary
 * @param direct whether the file was open with O_DIRECT; null where it does not apply
 * @param sync whether writes were synchronous (O_DSYNC or an fsync); null where it does not apply
 * @param note what the reader should know, e.g. a refused O_DIRECT and the fallback; null when nothing
 */
public record ProbeResult(String workload, String operation, long ops, long bytes, long elapsedNanos,
                          double opsPerSecond, Double mibPerSecond, Latency latency, int threads, Integer requestBytes,
                          Boolean direct, Boolean sync, String note) {

    /** The operation's name with its workload, as tables show it. */
    public String name() {
        return workload + " " + operation;
    }
}
