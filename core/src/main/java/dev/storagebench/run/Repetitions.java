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
    /** Whether caches are dropped when not said. */
    public static final boolean DEFAULT_DROP_CACHES = false;

    /** The user's values, validated, with the defaults for what was left unset (null). */
    public static Repetitions from(Integer runs, Integer warmups, Boolean dropCaches, OptionContext context)
            throws InvalidOptionException {
        int r = runs == null ? DEFAULT_RUNS : runs;
        if (r < 1) {
            throw context.invalid("runs", String.valueOf(runs), "must be at least 1",
                    "set it to the number of counted runs, e.g. " + DEFAULT_RUNS);
        }
        int w = warmups == null ? DEFAULT_WARMUPS : warmups;
        if (w < 0) {
            throw context.invalid("warmups", String.valueOf(warmups), "must be 0 or more",
                    "set it to 0 for no warm-up or to the number of warm-up runs");
        }
        boolean drop = dropCaches == null ? DEFAULT_DROP_CACHES : dropCaches;
        if (drop && !PageCache.canDrop()) {
            throw context.invalid("dropCaches", "true", "needs root on Linux to write " + PageCache.DROP_CACHES,
                    "run as root (or with sudo), or leave it off for warm-cache runs");
        }
        return new Repetitions(r, w, drop);
    }
}
