package dev.storagebench;

/**
 * How an adapter shows one of core's option names to its user: {@code <runs>/-Dstoragebench.runs} in Maven,
 * {@code --runs} in the CLI. Core chooses its option names for its own sake; every error and hint passes them
 * through this, so each user reads the words they typed.
 */
@FunctionalInterface
public interface OptionNames {

    /** Core's names shown as they are, for tests and for callers without an adapter. */
    OptionNames CORE = option -> option;

    /** {@code option} (core's name, e.g. {@code maxThreads}) as the adapter's user writes it. */
    String name(String option);
}
