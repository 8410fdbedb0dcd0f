package dev.storagebench.check;

import java.util.Locale;

/** How a rule compares a measured value with its thresholds. */
public enum Comparison {
    /** The value must be at least the threshold (rates, throughput). */
    AT_LEAST("at-least", ">="),
    /** The value must be at most the threshold (latency). */
    AT_MOST("at-most", "<=");

    private final String id;
    private final String symbol;

    Comparison(String id, String symbol) {
        this.id = id;
        this.symbol = symbol;
    }

    /** The name policies use. */
    public String id() {
        return id;
    }

    /** Whether {@code value} meets {@code threshold}. */
    public boolean meets(double value, double threshold) {
        return this == AT_LEAST ? value >= threshold : value <= threshold;
    }

    /** Whether {@code a} is a stricter threshold than {@code b}. */
    boolean stricter(double a, double b) {
        return this == AT_LEAST ? a > b : a < b;
    }

    /** The words for a value that misses a threshold: "below" or "above". */
    String missWord() {
        return this == AT_LEAST ? "below" : "above";
    }

    /** The comparison called {@code text} ({@code at-least}, {@code >=}, {@code at-most}, {@code <=}), or null. */
    public static Comparison parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (Comparison c : values()) {
            if (c.id.equals(t) || c.symbol.equals(t)) {
                return c;
            }
        }
        return null;
    }
}
