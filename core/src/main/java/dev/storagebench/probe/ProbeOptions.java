package dev.storagebench.probe;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StorageLabel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a probe does, with every default defined here once; adapters pass nulls for what the user left unset.
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

    /** Time budget per operation of the default run. */
    public static final Duration DEFAULT_PHASE_DURATION = Duration.ofSeconds(3);
    /** Time budget per operation with {@code quick}. */
    public static final Duration QUICK_PHASE_DURATION = Duration.ofMillis(400);
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
    /** Whether the short form runs when not said. */
    public static final boolean DEFAULT_QUICK = false;
    /** The largest thread count when none is given: twice the cores, at least 2. */
    public static int defaultMaxThreads() {
        return Math.max(2, 2 * Runtime.getRuntime().availableProcessors());
    }

    public ProbeOptions {
        workloads = workloads.isEmpty() ? EnumSet.noneOf(Workload.class) : EnumSet.copyOf(workloads);
    }

    /** Options that drop the page cache where allowed and have no time limit, as {@code bench-cli fs} runs. */
    public ProbeOptions(Path path, Set<Workload> workloads, boolean quick, Duration phaseDuration, int maxThreads,
                        long sequentialBytes, long randomFileBytes, int maxFiles, long seed, String label,
                        Path outputDirectory) {
        this(path, workloads, quick, phaseDuration, maxThreads, sequentialBytes, randomFileBytes, maxFiles, seed,
                label, outputDirectory, true, null);
    }

    /** These options with reads left warm (no page-cache drop) and the whole probe stopped after {@code limit}. */
    public ProbeOptions withoutCacheDrops(Duration limit) {
        return new ProbeOptions(path, workloads, quick, phaseDuration, maxThreads, sequentialBytes, randomFileBytes,
                maxFiles, seed, label, outputDirectory, false, limit);
    }

    /**
     * Builds options from what the user set, validating each value.
     *
     * @param workloads comma- or space-separated workload names, or null for all
     * @param duration the per-operation budget as an ISO-8601 duration ({@code PT2S}) or seconds ({@code 2},
     *     {@code 0.5s}), or null for the default of the chosen form
     */
    public static ProbeOptions of(Path path, String workloads, Boolean quick, String duration, Integer maxThreads,
                                  String label, Path outputDirectory) throws InvalidOptionException {
        if (!Files.isDirectory(path)) {
            throw new InvalidOptionException("path", path.toString(), "is not a directory",
                    "point it at a directory on the storage to probe; the probe creates its own scratch directory "
                            + "inside it");
        }
        boolean q = quick == null ? DEFAULT_QUICK : quick;
        Set<Workload> chosen = EnumSet.noneOf(Workload.class);
        if (workloads == null || workloads.isBlank()) {
            chosen = EnumSet.allOf(Workload.class);
        } else {
            for (String w : workloads.split("[,\\s]+")) {
                if (w.isBlank()) {
                    continue;
                }
                Workload found = Workload.byId(w);
                if (found == null) {
                    throw new InvalidOptionException("workloads", workloads, "names an unknown workload '" + w + "'",
                            "choose from " + String.join(", ", Workload.ids()));
                }
                chosen.add(found);
            }
        }
        Duration d = q ? QUICK_PHASE_DURATION : DEFAULT_PHASE_DURATION;
        if (duration != null && !duration.isBlank()) {
            d = parseDuration("duration", duration);
        }
        int threads = maxThreads == null ? defaultMaxThreads() : maxThreads;
        if (threads < 1 || threads > 1024) {
            throw new InvalidOptionException("maxThreads", String.valueOf(maxThreads), "must be 1 to 1024",
                    "give the largest thread count to try, e.g. 8");
        }
        String l = StorageLabel.check("label", label);
        return new ProbeOptions(path.toAbsolutePath().normalize(), chosen, q, d, threads,
                q ? QUICK_SEQUENTIAL_BYTES : DEFAULT_SEQUENTIAL_BYTES,
                q ? QUICK_RANDOM_FILE_BYTES : DEFAULT_RANDOM_FILE_BYTES,
                q ? QUICK_MAX_FILES : DEFAULT_MAX_FILES, DEFAULT_SEED, l, outputDirectory);
    }

    /**
     * Parses seconds ({@code 2}, {@code 0.5s}) or an ISO-8601 duration ({@code PT2S}).
     *
     * @param option the option's core name, for the error
     */
    public static Duration parseDuration(String option, String text) throws InvalidOptionException {
        String t = text.trim();
        try {
            Duration d = t.toUpperCase(java.util.Locale.ROOT).startsWith("P") ? Duration.parse(t)
                    : Duration.ofNanos(Math.round(Double.parseDouble(t.endsWith("s") ? t.substring(0, t.length() - 1)
                            : t) * 1e9));
            if (d.isNegative() || d.isZero()) {
                throw new NumberFormatException();
            }
            return d;
        } catch (RuntimeException e) {
            throw new InvalidOptionException(option, text, "is not a positive duration",
                    "give seconds, e.g. 2 or 0.5s, or an ISO-8601 duration such as PT2S");
        }
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
