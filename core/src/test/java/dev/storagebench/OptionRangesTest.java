package dev.storagebench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.CheckSettings;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeSettings;
import dev.storagebench.run.Repetitions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every numeric option has a range; absurd, empty and ambiguous values are refused, not run (issue 12, item 13). */
class OptionRangesTest {

    @Test
    void durationsMustBeBetweenAMillisecondAndTheirLimit(@TempDir Path dir) throws Exception {
        for (String bad : new String[] {"1e9", "Infinity", "NaN", "99999999999999999999", "", " ", "-2", "0",
            "0.0001", "PT2H", "soon"}) {
            InvalidOptionException e = assertThrows(InvalidOptionException.class, () -> ProbeOptions.from(
                    TestSettings.of(ProbeSettings.class, "duration", bad), TestSettings.context(dir)), bad);
            assertEquals("duration", e.option());
            assertTrue(e.getMessage().contains("1ms to 60s"), e.getMessage());
        }
        assertEquals(Duration.ofSeconds(60), ProbeOptions.from(TestSettings.of(ProbeSettings.class, "duration", "60"),
                TestSettings.context(dir)).phaseDuration());
        assertEquals("timeLimit", assertThrows(InvalidOptionException.class, () -> check(dir, "timeLimit", "2h"))
                .option());
        assertEquals(Duration.ofMinutes(30), check(dir, "timeLimit", "1800").timeLimit());
    }

    @Test
    void anEmptyOrUselessWorkloadListIsRefused(@TempDir Path dir) {
        for (String bad : new String[] {"", ",,,", " , "}) {
            InvalidOptionException e = assertThrows(InvalidOptionException.class, () -> ProbeOptions.from(
                    TestSettings.of(ProbeSettings.class, "workloads", bad), TestSettings.context(dir)), bad);
            assertTrue(e.getMessage().contains("names no workload"), e.getMessage());
        }
    }

    @Test
    void maxRegressionNeedsAPercentSignBelowOne(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("base.json"), "{\"schema\": \"storagebench-probe/1\", \"label\": \"x\"}");
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> check(dir, "baseline", "base.json", "maxRegression", "0.2"));
        assertEquals("maxRegression=0.2 is ambiguous (a fraction, or 0.2%?); write the percent sign: e.g. 20% or "
                + "0.2%", e.getMessage());
        assertEquals(0.0, check(dir, "baseline", "base.json", "maxRegression", "0%").maxRegression());
        assertEquals(0.35, check(dir, "baseline", "base.json", "maxRegression", "35").maxRegression(), 1e-12);
        assertThrows(InvalidOptionException.class, () -> check(dir, "baseline", "base.json", "maxRegression",
                "1001%"));
    }

    @Test
    void runsAndWarmupsHaveBounds(@TempDir Path dir) {
        OptionContext c = TestSettings.context(dir);
        assertThrows(InvalidOptionException.class, () -> Repetitions.from(Repetitions.MAX_RUNS + 1, null, null, c));
        assertThrows(InvalidOptionException.class, () -> Repetitions.from(null, Repetitions.MAX_WARMUPS + 1, null,
                c));
    }

    private static CheckOptions check(Path dir, Object... nameAndValue) throws Exception {
        return CheckOptions.from(TestSettings.of(CheckSettings.class, nameAndValue), TestSettings.context(dir));
    }
}
