package dev.storagebench.measure;

/**
 * What a user set for {@code measure}, as the adapter received it: every getter returns null when the user left the
 * option unset, and {@link MeasureOptions#from} applies core's defaults. The Maven goal implements it.
 */
public interface MeasureSettings {

    /** Goals and phases of the nested build, separated by spaces. */
    String goals();

    /** Counted runs. */
    Integer runs();

    /** Runs before the counted ones that are not reported. */
    Integer warmups();

    /** The storage label. */
    String label();

    /** Whether to sync and drop the page cache before each counted run. */
    Boolean dropCaches();

    /** Extra arguments for the nested build, as one command-line string. */
    String args();

    /** Where reports go. */
    String outputDirectory();

    /** The Maven launcher of the nested build. */
    String maven();

    /** JVM option sets separated by {@code |}. */
    String jvmVariants();

    /** Whether to count file-system operations with the agent. */
    Boolean fileOps();

    /** Whether to also record Java file IO with JDK Flight Recorder. */
    Boolean jfr();
}
