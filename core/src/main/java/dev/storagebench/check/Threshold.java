package dev.storagebench.check;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule's threshold in its metric's base unit (ops/s, MiB/s or nanoseconds), parsed from what the policy wrote:
 * {@code 2000} or {@code 2000/s} for rates, {@code 100MiB/s}, {@code 1GiB/s} or a bare MiB/s number for throughput,
 * and {@code 5ms}, {@code 500us} or {@code 1s} for latency (a unit is required there: ms and us are easy to mix up).
 *
 * @param value the threshold in the base unit
 */
public record Threshold(double value) {

    private static final Pattern NUMBER_UNIT = Pattern.compile("([0-9][0-9,_]*(?:\\.[0-9]+)?)\\s*(.*)");

    /** Parses {@code text} for a metric of {@code unit}; the message of the exception says what was wrong. */
    static Threshold parse(String text, Metric.Unit unit) {
        Matcher m = NUMBER_UNIT.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("is not a number with a unit");
        }
        double number = Double.parseDouble(m.group(1).replace(",", "").replace("_", ""));
        String suffix = m.group(2).trim().toLowerCase(Locale.ROOT).replace(" ", "");
        double factor = switch (unit) {
            case RATE -> switch (suffix) {
                case "", "/s", "ops/s", "op/s", "files/s", "iops" -> 1;
                default -> throw new IllegalArgumentException("has the unit '" + m.group(2).trim() + "', which is "
                        + "not a rate");
            };
            case THROUGHPUT -> switch (suffix) {
                case "", "mib/s" -> 1;
                case "gib/s" -> 1024;
                case "kib/s" -> 1.0 / 1024;
                default -> throw new IllegalArgumentException("has the unit '" + m.group(2).trim() + "', which is "
                        + "not a throughput");
            };
            case LATENCY -> switch (suffix) {
                case "ns" -> 1;
                case "us", "µs" -> 1e3;
                case "ms" -> 1e6;
                case "s" -> 1e9;
                case "" -> throw new IllegalArgumentException("has no unit, and ms and us are easy to mix up");
                default -> throw new IllegalArgumentException("has the unit '" + m.group(2).trim() + "', which is "
                        + "not a time");
            };
        };
        if (number <= 0) {
            throw new IllegalArgumentException("must be greater than zero");
        }
        return new Threshold(number * factor);
    }

    /** A value of {@code unit} as people read it: {@code 7,567/s}, {@code 409 MiB/s}, {@code 743us}, {@code 5ms}. */
    public static String format(double value, Metric.Unit unit) {
        return switch (unit) {
            case RATE -> value >= 100 ? String.format(Locale.ROOT, "%,.0f/s", value) : trim(value, 1) + "/s";
            case THROUGHPUT -> (value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : trim(value, 1)) + " MiB/s";
            case LATENCY -> value < 1e3 ? trim(value, 0) + "ns"
                    : value < 1e6 ? trim(value / 1e3, value < 1e4 ? 1 : 0) + "us"
                    : value < 1e9 ? trim(value / 1e6, value < 1e7 ? 2 : 1) + "ms"
                    : trim(value / 1e9, 2) + "s";
        };
    }

    /** {@code value} with at most {@code decimals} decimals and no trailing zeros: 5, 2.5, 1.25. */
    private static String trim(double value, int decimals) {
        String s = String.format(Locale.ROOT, "%." + decimals + "f", value);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
