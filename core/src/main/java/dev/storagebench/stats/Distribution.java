package dev.storagebench.stats;

import java.util.List;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The spread of one metric over repeated runs: every value, the median and the range.
 *
 * @param n how many runs
 * @param median the median (the mean of the middle two for an even count)
 * @param min the smallest value
 * @param max the largest value
 * @param values the values in run order
 */
public record Distribution(int n, double median, double min, double max, List<Double> values) {

    public Distribution {
        values = List.copyOf(values);
    }

    /** The distribution of {@code values}; null when there are none, so "not measured" never reads as zero. */
    public static Distribution of(List<? extends Number> values) {
        if (values.isEmpty()) {
            return null;
        }
        double[] v = values.stream().mapToDouble(Number::doubleValue).toArray();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double d : v) {
            min = Math.min(min, d);
            max = Math.max(max, d);
        }
        return new Distribution(v.length, Median.withDefaults().evaluate(v), min, max,
                values.stream().map(Number::doubleValue).toList());
    }
}
