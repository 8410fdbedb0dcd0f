package dev.storagebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatioEstimateTest {

    @Test
    void matchesWelchOnLogsComputedByHand() {
        List<Double> efs = List.of(40.0, 42.0, 44.0);
        List<Double> local = List.of(10.0, 10.5, 9.5);
        RatioEstimate r = RatioEstimate.of(efs, local, 0.95);
        // reference values from SciPy 1.x: exp of ttest_ind(log a, log b, equal_var=False).confidence_interval(0.95)
        assertEquals(4.200326, r.ratio(), 1e-5);
        assertEquals(3.759465, r.low(), 1e-5);
        assertEquals(4.692886, r.high(), 1e-5);
        assertTrue(r.clear());
    }

    @Test
    void oneRunGivesNoInterval() {
        RatioEstimate r = RatioEstimate.of(List.of(40.0), List.of(10.0, 11.0), 0.95);
        assertEquals(40 / Math.sqrt(110), r.ratio(), 1e-9);
        assertFalse(r.interval());
        assertFalse(r.clear());
    }

    @Test
    void overlappingRunsAreNotAClearDifference() {
        RatioEstimate r = RatioEstimate.of(List.of(10.0, 12.0, 11.0), List.of(11.0, 10.0, 12.5), 0.95);
        assertTrue(r.interval());
        assertTrue(r.low() < 1 && r.high() > 1);
        assertFalse(r.clear());
    }

    @Test
    void identicalRunsGiveAPointInterval() {
        RatioEstimate r = RatioEstimate.of(List.of(2.0, 2.0), List.of(1.0, 1.0), 0.95);
        assertEquals(2.0, r.low(), 1e-12);
        assertEquals(2.0, r.high(), 1e-12);
    }

    @Test
    void refusesNonPositiveTimes() {
        assertThrows(IllegalArgumentException.class,
                () -> RatioEstimate.of(List.of(0.0, 1.0), List.of(1.0, 2.0), 0.95));
    }
}
