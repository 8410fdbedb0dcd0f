package dev.storagebench.stats;

import java.util.List;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How many times longer one set of runs took than another, with a confidence interval.
 *
 * <p>Method: the ratio of geometric means, with Welch's t interval on the logarithms of the run times. Run times
 * are positive and their noise is roughly multiplicative, so on the log scale a difference of means is a log
 * ratio; Welch's form does not assume the two storages are equally noisy. The interval needs at least
 * {@value #MIN_RUNS} runs on each side; with fewer there is no variance to estimate and {@link #interval()} is
 * false, so no interval is ever invented.
 *
 * @param ratio the ratio of geometric means, {@code measured / baseline}
 * @param low the interval's lower end; null without an interval
 * @param high the interval's upper end; null without an interval
 * @param confidence the interval's confidence level, e.g. 0.95
 * @param measuredRuns runs on the measured side
 * @param baselineRuns runs on the baseline side
 */
public record RatioEstimate(double ratio, Double low, Double high, double confidence, int measuredRuns,
                            int baselineRuns) {

    /** The confidence level of an interval when the user names none. */
    public static final double DEFAULT_CONFIDENCE = 0.95;

    /** Runs needed on each side for an interval. */
    public static final int MIN_RUNS = 2;

    /** Estimates {@code measured / baseline} from positive per-run values. */
    public static RatioEstimate of(List<Double> measured, List<Double> baseline, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, was " + confidence);
        }
        double[] a = logs(measured);
        double[] b = logs(baseline);
        if (a.length == 0 || b.length == 0) {
            throw new IllegalArgumentException("both sides need at least one run");
        }
        double meanA = Mean.of(a).getAsDouble();
        double meanB = Mean.of(b).getAsDouble();
        double ratio = Math.exp(meanA - meanB);
        if (a.length < MIN_RUNS || b.length < MIN_RUNS) {
            return new RatioEstimate(ratio, null, null, confidence, a.length, b.length);
        }
        double va = Variance.of(a).getAsDouble() / a.length;
        double vb = Variance.of(b).getAsDouble() / b.length;
        double se = Math.sqrt(va + vb);
        if (se == 0) {
            // identical runs on both sides: the data show no spread, so the interval is the point
            return new RatioEstimate(ratio, ratio, ratio, confidence, a.length, b.length);
        }
        // Welch-Satterthwaite degrees of freedom
        double df = (va + vb) * (va + vb)
                / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        double t = TDistribution.of(df).inverseCumulativeProbability(0.5 + confidence / 2);
        return new RatioEstimate(ratio, Math.exp(meanA - meanB - t * se), Math.exp(meanA - meanB + t * se),
                confidence, a.length, b.length);
    }

    /** Whether there were enough runs for an interval. */
    public boolean interval() {
        return low != null;
    }

    /** Whether the interval lies wholly above or below 1, so the difference is clear at this confidence. */
    public boolean clear() {
        return interval() && (low > 1 || high < 1);
    }

    private static double[] logs(List<Double> values) {
        double[] r = new double[values.size()];
        for (int i = 0; i < r.length; i++) {
            double v = values.get(i);
            if (!(v > 0)) {
                throw new IllegalArgumentException("run values must be positive, was " + v);
            }
            r[i] = Math.log(v);
        }
        return r;
    }
}
