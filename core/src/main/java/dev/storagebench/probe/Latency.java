package dev.storagebench.probe;

import org.HdrHistogram.Histogram;

/**
 * Latency percentiles of one operation, read from an HdrHistogram that recorded every operation (three significant
 * digits, 1 ns to 1 h), in nanoseconds.
 *
 * @param count operations recorded
 * @param meanNanos the mean
 * @param p50Nanos the median
 * @param p90Nanos the 90th percentile
 * @param p99Nanos the 99th percentile
 * @param p999Nanos the 99.9th percentile
 * @param maxNanos the largest
 */
public record Latency(long count, double meanNanos, long p50Nanos, long p90Nanos, long p99Nanos, long p999Nanos,
                      long maxNanos) {

    /** A histogram suited to storage operations: 1 ns to an hour at three significant digits. */
    public static Histogram histogram() {
        return new Histogram(1, 3_600_000_000_000L, 3);
    }

    /** The percentiles of {@code h}; null when it recorded nothing. */
    public static Latency of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return null;
        }
        return new Latency(h.getTotalCount(), h.getMean(), h.getValueAtPercentile(50), h.getValueAtPercentile(90),
                h.getValueAtPercentile(99), h.getValueAtPercentile(99.9), h.getMaxValue());
    }
}
