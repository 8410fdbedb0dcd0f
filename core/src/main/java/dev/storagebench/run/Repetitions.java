package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.record.PageCache;

/**
 * How often a timed task runs and whether caches are dropped first, as {@code measure} and {@code run} share it;
 * the defaults of both are defined here once.
 *
 * @param runs counted runs (per workspace)
 * @param warmups runs before them that are not counted
 * @param dropCaches whether to sync and drop the page cache before each counted run (needs root)
 */
public record Repetitions(int runs, int warmups, boolean dropCaches) {

    /** Counted runs when none are given. */
    public static final int DEFAULT_RUNS = 3;
    /** Warm-up runs when none are given. */
    public static final int DEFAULT_WARMUPS = 1;
    /** The most counted runs. */
    public static final int MAX_RUNS = 1000;
    /** The most warm-up runs. */
    public static final int MAX_WARMUPS = 100;
    /** Whether caches are dropped when not said. */
    public static final boolean DEFAULT_DROP_CACHES = false;

    /** The user's values, validated, with the defaults for what was left unset (null). */
    public static Repetitions from(Integer runs, Integer warmups, Boolean dropCaches, OptionContext context)
            throws InvalidOptionException {
        int r = runs == null ? DEFAULT_RUNS : runs;
        if (r < 1 || r > MAX_RUNS) {
            throw context.invalid("runs", String.valueOf(runs), r < 1 ? "must be at least 1" : "is more than "
                    + MAX_RUNS, "set it to the number of counted runs, from 1 to " + MAX_RUNS + ", e.g. "
                    + DEFAULT_RUNS);
        }
        int w = warmups == null ? DEFAULT_WARMUPS : warmups;
        if (w < 0 || w > MAX_WARMUPS) {
            throw context.invalid("warmups", String.valueOf(warmups), w < 0 ? "must be 0 or more" : "is more than "
                    + MAX_WARMUPS, "set it to 0 for no warm-up or to the number of warm-up runs, at most "
                    + MAX_WARMUPS);
        }
        boolean drop = dropCaches == null ? DEFAULT_DROP_CACHES : dropCaches;
        if (drop && !PageCache.canDrop()) {
            throw context.invalid("dropCaches", "true", "needs root on Linux to write " + PageCache.DROP_CACHES,
                    "run as root (or with sudo), or leave it off for warm-cache runs");
        }
        return new Repetitions(r, w, drop);
    }
}
