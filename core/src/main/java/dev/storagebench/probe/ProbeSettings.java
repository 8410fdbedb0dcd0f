package dev.storagebench.probe;

/**
 * What a user set for a probe, as the adapter received it: every getter returns null when the user left the option
 * unset, and {@link ProbeOptions#from} applies core's defaults. {@code storagebench:probe} and {@code bench-cli fs}
 * implement it.
 */
public interface ProbeSettings {

    /** The directory to probe. */
    String path();

    /** Whether to run the short form. */
    Boolean quick();

    /** The time budget per operation, in seconds or ISO-8601. */
    String duration();

    /** Comma- or space-separated workload names. */
    String workloads();

    /** The largest thread count of the concurrency workload. */
    Integer maxThreads();

    /** The storage label. */
    String label();

    /** Where the report goes. */
    String outputDirectory();
}
