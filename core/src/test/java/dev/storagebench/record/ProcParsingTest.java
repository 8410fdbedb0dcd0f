package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Parsing of /proc files; the texts were captured from a Linux 6.x kernel on the development machine. */
class ProcParsingTest {

    @Test
    void ioFile() {
        IoCounters io = IoCounters.parse("""
                rchar: 52430118
                wchar: 52428818
                syscr: 17
                syscw: 51
                read_bytes: 4096
                write_bytes: 52428800
                cancelled_write_bytes: 0
                """);
        assertEquals(new IoCounters(52430118, 52428818, 17, 51, 4096, 52428800), io);
        assertEquals(new IoCounters(1, 2, 3, 4, 5, 6), io.minus(new IoCounters(52430117, 52428816, 14, 47,
                4091, 52428794)));
    }

    @Test
    void statLineWithSpacesAndParenthesesInTheCommandName() {
        // fields 14-17: utime 250, stime 31, cutime 1200, cstime 80 ticks
        String line = "4242 (my (odd) java) S 1 4242 4242 0 -1 4194560 25000 0 12 0 250 31 1200 80 20 0 38 0 "
                + "1234567 5000000000 60000 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0";
        CpuTicks t = CpuTicks.parse(line, 10_000_000L);
        assertEquals(2_500_000_000L, t.userNanos());
        assertEquals(310_000_000L, t.systemNanos());
        assertEquals(12_000_000_000L, t.childUserNanos());
        assertEquals(800_000_000L, t.childSystemNanos());
    }

    @Test
    void pressureFile() {
        Pressure p = Pressure.parse("""
                some avg10=0.09 avg60=0.20 avg300=0.38 total=2322826
                full avg10=0.00 avg60=0.16 avg300=0.35 total=2246990
                """);
        assertEquals(new Pressure(2322826, 2246990), p);
    }
}
