package dev.storagebench.format;

import dev.storagebench.stats.Distribution;
import java.util.Locale;

/**
 * How storagebench writes durations, byte counts and shares for people, the same in every report and the same under
 * every locale (files and golden outputs must not change with the user's language settings).
 */
public final class Formats {

    private static final String[] BYTE_UNITS = {"B", "KiB", "MiB", "GiB", "TiB"};

    private Formats() {
    }

    /** A duration in the unit that keeps two or three significant digits: 12.3s, 1.23s, 123ms, 1.2ms. */
    public static String duration(double nanos) {
        double abs = Math.abs(nanos);
        if (abs >= 10e9) {
            return String.format(Locale.ROOT, "%.1fs", nanos / 1e9);
        }
        if (abs >= 1e9) {
            return String.format(Locale.ROOT, "%.2fs", nanos / 1e9);
        }
        if (abs >= 10e6) {
            return String.format(Locale.ROOT, "%.0fms", nanos / 1e6);
        }
        return String.format(Locale.ROOT, "%.1fms", nanos / 1e6);
    }

    /** The median duration of {@code d}, or {@code n/a} when it was not measured. */
    public static String seconds(Distribution d) {
        return d == null ? "n/a" : duration(d.median());
    }

    /** The median duration of {@code d} with its range when there are several runs: {@code 1.23s (1.20s-1.31s)}. */
    public static String secondsRange(Distribution d) {
        if (d == null) {
            return "n/a";
        }
        return d.n() == 1 ? duration(d.median())
                : duration(d.median()) + " (" + duration(d.min()) + "-" + duration(d.max()) + ")";
    }

    /** A byte count in binary units with one decimal: 512B, 1.5KiB, 39.7MiB. */
    public static String bytes(double count) {
        double v = count;
        int u = 0;
        while (v >= 1024 && u < BYTE_UNITS.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? String.format(Locale.ROOT, "%.0f%s", v, BYTE_UNITS[u])
                : String.format(Locale.ROOT, "%.1f%s", v, BYTE_UNITS[u]);
    }

    /** The median byte count of {@code d}, or {@code n/a} when it was not measured. */
    public static String bytes(Distribution d) {
        return d == null ? "n/a" : bytes(d.median());
    }

    /** A count with thousands separated by commas, the same in every locale: {@code 41,210}. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A share as a percentage with one decimal: {@code 12.5%}. */
    public static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }
}
