package dev.storagebench.compare;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.stats.RatioEstimate;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What {@code compare} reads and how it shows it, with every default defined here once.
 *
 * @param inputs report files, directories or globs
 * @param by the breakdown shown beside the totals
 * @param baseline the label every other is compared against, or null for the fastest in each task
 * @param format the output format
 * @param output the file to write, or null for standard output
 * @param confidence the confidence level of the intervals, e.g. 0.95
 * @param color whether text output may use ANSI colours (the adapter decides from the terminal and NO_COLOR)
 * @param workingDirectory the base of relative inputs
 */
public record CompareOptions(List<String> inputs, Breakdown by, String baseline, Format format, Path output,
                             double confidence, boolean color, Path workingDirectory) {

    /** What is broken down beside the totals. */
    public enum Breakdown {
        /** Totals only. */
        TOTAL,
        /** Per lifecycle phase. */
        PHASE,
        /** Per mojo. */
        MOJO
    }

    /** Output formats. */
    public enum Format {
        TEXT, MARKDOWN, CSV, JSON, HTML
    }

    /** The breakdown when none is given. */
    public static final String DEFAULT_BY = "total";
    /** The format when none is given. */
    public static final String DEFAULT_FORMAT = "text";
    /** The confidence level when none is given. */
    public static final double DEFAULT_CONFIDENCE = RatioEstimate.DEFAULT_CONFIDENCE;
    /** The inputs when none are given: the directory {@code run} writes to. */
    public static final String DEFAULT_INPUT = OptionContext.STANDALONE_OUTPUT_DIRECTORY;

    public CompareOptions {
        inputs = List.copyOf(inputs);
    }

    /**
     * Options from what the user set, each value validated and each unset one given core's default.
     *
     * @param context the base of relative inputs and output, and how the command names options
     */
    public static CompareOptions from(CompareSettings settings, OptionContext context)
            throws InvalidOptionException {
        Breakdown b = parse(Breakdown.class, "by", settings.by() == null ? DEFAULT_BY : settings.by(), context);
        Format f = parse(Format.class, "format", settings.format() == null ? DEFAULT_FORMAT : settings.format(),
                context);
        double c = settings.confidence() == null ? DEFAULT_CONFIDENCE : settings.confidence();
        if (!(c >= 0.5 && c < 1)) {
            throw context.invalid("confidence", String.valueOf(settings.confidence()), "must be at least 0.5 and "
                    + "below 1", "give a level such as 0.95 or 0.99");
        }
        Path out = context.resolve(settings.output());
        List<String> inputs = settings.inputs();
        return new CompareOptions(inputs == null || inputs.isEmpty() ? List.of(DEFAULT_INPUT) : inputs, b,
                OptionContext.blank(settings.baseline()) ? null : settings.baseline().trim(), f, out, c,
                settings.colorAllowed() && f == Format.TEXT && out == null, context.baseDirectory());
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String option, String value, OptionContext context)
            throws InvalidOptionException {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(value.trim())) {
                return e;
            }
        }
        List<String> names = java.util.Arrays.stream(type.getEnumConstants())
                .map(e -> e.name().toLowerCase(Locale.ROOT)).toList();
        throw context.invalid(option, value, "is not one of " + String.join(", ", names),
                "use one of those");
    }
}
