package dev.storagebench.record;

/**
 * Pressure stall totals from {@code /proc/pressure/io}: microseconds in which at least one task (some) or all
 * non-idle tasks (full) were stalled waiting for IO, system-wide.
 */
public record Pressure(long someMicros, long fullMicros) {

    /** This reading minus an earlier one. */
    public Pressure minus(Pressure earlier) {
        return new Pressure(someMicros - earlier.someMicros, fullMicros - earlier.fullMicros);
    }

    /** Parses the text of a PSI file. */
    public static Pressure parse(String text) {
        long some = 0;
        long full = 0;
        for (String line : text.split("\n")) {
            int at = line.indexOf("total=");
            if (at < 0) {
                continue;
            }
            long total = Long.parseLong(line.substring(at + 6).trim().split(" ")[0]);
            if (line.startsWith("some")) {
                some = total;
            } else if (line.startsWith("full")) {
                full = total;
            }
        }
        return new Pressure(some, full);
    }
}
