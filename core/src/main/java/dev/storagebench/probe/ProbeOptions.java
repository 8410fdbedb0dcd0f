package dev.storagebench.probe;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StorageLabel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a probe does, with every default defined here once.
 *
 * @param path the directory under which the probe makes its scratch directory
 * @param workloads the workloads to run, in their fixed order
 * @param quick whether to run the short form (a few seconds per mount)
 * @param phaseDuration the time budget of each measured operation
 * @param maxThreads the largest thread count of the concurrency workload
 * @param sequentialBytes the size of the sequential-IO file
 * @param randomFileBytes the size of the file random IO works on
 * @param maxFiles the most small files the metadata, checkout and compile workloads make
 * @param seed the seed of file sizes, directory sizes and random offsets, so runs are repeatable
 * @param label the storage label, or null for the mount's default label
 * @param outputDirectory where the report goes ({@code <label>/probe.json} inside it)
 * @param dropCaches whether to drop the page cache before reads (as root), for cold reads; the CI self-check turns it
 *     off because dropping the cache of a build agent slows the build that follows
 * @param timeLimit when to stop the whole probe, checked between operations, or null for no limit
 */
public record ProbeOptions(Path path, Set<Workload> workloads, boolean quick, Duration phaseDuration, int maxThreads,
                           long sequentialBytes, long randomFileBytes, int maxFiles, long seed, String label,
                           Path outputDirectory, boolean dropCaches, Duration timeLimit) {

    /** Time budget per operation of the default run, as the user would write it. */
    public static final String DEFAULT_DURATION = "3s";
    /** Time budget per operation with {@code quick}, as the user would write it. */
    public static final String QUICK_DURATION = "0.4s";
    /** The longest time budget per operation: a probe of every workload then takes about half an hour. */
    public static final long MAX_DURATION_SECONDS = 60;
    /** The same as a duration. */
    public static final Duration MAX_PHASE_DURATION = Duration.ofSeconds(MAX_DURATION_SECONDS);
    /** Time budget per operation of the default run. */
    public static final Duration DEFAULT_PHASE_DURATION = constant(DEFAULT_DURATION);
    /** Time budget per operation with {@code quick}. */
    public static final Duration QUICK_PHASE_DURATION = constant(QUICK_DURATION);
    /** Sequential file size of the default run. */
    public static final long DEFAULT_SEQUENTIAL_BYTES = 256L << 20;
    /** Sequential file size with {@code quick}. */
    public static final long QUICK_SEQUENTIAL_BYTES = 64L << 20;
    /** Random-IO file size of the default run. */
    public static final long DEFAULT_RANDOM_FILE_BYTES = 128L << 20;
    /** Random-IO file size with {@code quick}. */
    public static final long QUICK_RANDOM_FILE_BYTES = 32L << 20;
    /** Most small files of the default run. */
    public static final int DEFAULT_MAX_FILES = 20_000;
    /** Most small files with {@code quick}. */
    public static final int QUICK_MAX_FILES = 2_000;
    /** The seed when none is given. */
    public static final long DEFAULT_SEED = 42;
    /** The largest thread count allowed. */
    public static final int MAX_THREADS = 1024;
    /** Whether the short form runs when not said. */
    public static final boolean DEFAULT_QUICK = false;
    /** The largest thread count when none is given: twice the cores, at least 2. */
    public static int defaultMaxThreads() {
        return Math.max(2, 2 * Runtime.getRuntime().availableProcessors());
    }

    public ProbeOptions {
        workloads = workloads.isEmpty() ? EnumSet.noneOf(Workload.class) : EnumSet.copyOf(workloads);
    }

    /**
     * The quick probe of {@code workloads} under {@code path} with reads left warm (no page-cache drop) and the whole
     * probe stopped after {@code limit}, as the CI self-check runs it.
     */
    public static ProbeOptions quickWarm(Path path, Set<Workload> workloads, Duration phaseDuration, String label,
                                         Path outputDirectory, Duration limit) {
        return new ProbeOptions(path, workloads, true, phaseDuration, defaultMaxThreads(), QUICK_SEQUENTIAL_BYTES,
                QUICK_RANDOM_FILE_BYTES, QUICK_MAX_FILES, DEFAULT_SEED, label, outputDirectory, false, limit);
    }

    /**
     * Options from what the user set, each value validated and each unset one given core's default.
     *
     * @param context the base of relative paths (and the directory probed when none is given), the default report
     *     directory and how the adapter names options
     */
    public static ProbeOptions from(ProbeSettings settings, OptionContext context) throws InvalidOptionException {
        Path path = OptionContext.blank(settings.path()) ? context.baseDirectory() : context.resolve(settings.path());
        if (!Files.isDirectory(path)) {
            throw context.invalid("path", path.toString(), "is not a directory",
                    "point it at a directory on the storage to probe; the probe creates its own scratch directory "
                            + "inside it");
        }
        boolean q = settings.quick() == null ? DEFAULT_QUICK : settings.quick();
        Set<Workload> chosen = workloads(settings.workloads(), context);
        Duration d = q ? QUICK_PHASE_DURATION : DEFAULT_PHASE_DURATION;
        if (settings.duration() != null) {
            d = parseDuration(context.name("duration"), settings.duration(), MAX_PHASE_DURATION);
        }
        Integer maxThreads = settings.maxThreads();
        int threads = maxThreads == null ? defaultMaxThreads() : maxThreads;
        if (threads < 1 || threads > MAX_THREADS) {
            throw context.invalid("maxThreads", String.valueOf(maxThreads), "must be 1 to " + MAX_THREADS,
                    "give the largest thread count to try, e.g. 8");
        }
        String l = StorageLabel.check(context.name("label"), settings.label());
        return new ProbeOptions(path, chosen, q, d, threads,
                q ? QUICK_SEQUENTIAL_BYTES : DEFAULT_SEQUENTIAL_BYTES,
                q ? QUICK_RANDOM_FILE_BYTES : DEFAULT_RANDOM_FILE_BYTES,
                q ? QUICK_MAX_FILES : DEFAULT_MAX_FILES, DEFAULT_SEED, l,
                context.outputDirectory(settings.outputDirectory()), true, null);
    }

    private static Set<Workload> workloads(String workloads, OptionContext context) throws InvalidOptionException {
        if (workloads == null) {
            return EnumSet.allOf(Workload.class);
        }
        Set<Workload> chosen = EnumSet.noneOf(Workload.class);
        for (String w : workloads.split("[,\\s]+")) {
            if (w.isBlank()) {
                continue;
            }
            Workload found = Workload.byId(w);
            if (found == null) {
                throw context.invalid("workloads", workloads, "names an unknown workload '" + w + "'",
                        "choose from " + String.join(", ", Workload.ids()));
            }
            chosen.add(found);
        }
        if (chosen.isEmpty()) {
            throw context.invalid("workloads", workloads, "names no workload",
                    "choose from " + String.join(", ", Workload.ids()) + ", or leave it out for all");
        }
        return chosen;
    }

    private static Duration constant(String text) {
        try {
            return parseDuration("constant", text, MAX_PHASE_DURATION);
        } catch (InvalidOptionException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Parses seconds ({@code 2}, {@code 0.5s}) or an ISO-8601 duration ({@code PT2S}) from 1 ms up to {@code max}.
     *
     * @param option the option as the user writes it, for the error
     */
    public static Duration parseDuration(String option, String text, Duration max) throws InvalidOptionException {
        String t = text.trim();
        String range = "1ms to " + (max.toSeconds() >= 3600 ? max.toHours() + "h" : max.toSeconds() + "s");
        Duration d;
        try {
            if (t.toUpperCase(java.util.Locale.ROOT).startsWith("P")) {
                d = Duration.parse(t);
            } else {
                double seconds = Double.parseDouble(t.endsWith("s") ? t.substring(0, t.length() - 1) : t);
                if (!Double.isFinite(seconds) || seconds > max.toSeconds() + 1) {
                    throw new InvalidOptionException(option, text, "is not within " + range,
                            "give a duration of " + range + ", e.g. 2 or 0.5s");
                }
                d = Duration.ofNanos(Math.round(seconds * 1e9));
            }
        } catch (RuntimeException e) {
            throw new InvalidOptionException(option, text, "is not a duration",
                    "give seconds, e.g. 2 or 0.5s, or an ISO-8601 duration such as PT2S, of " + range);
        }
        if (d.compareTo(Duration.ofMillis(1)) < 0 || d.compareTo(max) > 0) {
            throw new InvalidOptionException(option, text, "is not within " + range,
                    "give a duration of " + range + ", e.g. 2 or 0.5s");
        }
        return d;
    }

    /** The thread counts of the concurrency workload: 1, 2, 4 ... up to and including the maximum. */
    public List<Integer> threadCounts() {
        List<Integer> counts = new ArrayList<>();
        for (int t = 1; t < maxThreads; t *= 2) {
            counts.add(t);
        }
        counts.add(maxThreads);
        return counts;
    }
}
