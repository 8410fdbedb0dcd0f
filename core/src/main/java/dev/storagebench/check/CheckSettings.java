package dev.storagebench.check;

/**
 * What a user set for a check, as the adapter received it: every getter returns null when the user left the option
 * unset, and {@link CheckOptions#from} applies core's defaults. {@code storagebench:check} and
 * {@code bench-cli check} implement it.
 */
public interface CheckSettings {

    /** The environment variable GitHub Actions names its step summary file in. */
    String STEP_SUMMARY_VARIABLE = "GITHUB_STEP_SUMMARY";

    /** The workspace directory. */
    String path();

    /** The local repository to check too. */
    String repository();

    /** A built-in policy's name or a policy file. */
    String policy();

    /** A probe.json or check.json to compare with. */
    String baseline();

    /** How much worse than the baseline a metric may be, e.g. {@code 20%}. */
    String maxRegression();

    /** {@code fail} or {@code warn}. */
    String failOn();

    /** Where to write JUnit XML. */
    String junitFile();

    /** The workspace storage's label. */
    String label();

    /** Where the report goes. */
    String outputDirectory();

    /** The probe's time budget per operation. */
    String duration();

    /** When to stop probing. */
    String timeLimit();

    /** A Markdown file to append the summary to: GitHub's step summary when it is set. */
    default String stepSummary() {
        return System.getenv(STEP_SUMMARY_VARIABLE);
    }
}
