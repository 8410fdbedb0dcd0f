package dev.storagebench.measure;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StorageLabel;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What a {@code measure} run does, with every default defined here once; adapters pass nulls for what the user
 * left unset.
 *
 * @param goals the goals of the nested build
 * @param runs counted runs
 * @param warmups runs before them that are not counted
 * @param label the storage label, or null to derive it from the workspace's mount
 * @param dropCaches whether to sync and drop the page cache before each counted run (needs root)
 * @param args extra arguments for the nested build
 * @param outputDirectory where reports go, relative to the project's directory unless absolute
 * @param mavenExecutable the Maven to run, or null for the project's {@code mvnw} or the running Maven
 * @param jvmVariants JVM option sets, each measured in its own runs with the set added to {@code MAVEN_OPTS};
 *     empty to measure the build as it is
 */
public record MeasureOptions(List<String> goals, int runs, int warmups, String label, boolean dropCaches,
                             List<String> args, Path outputDirectory, Path mavenExecutable,
                             List<String> jvmVariants) {

    /** Goals when none are given. */
    public static final String DEFAULT_GOALS = "clean verify";
    /** Counted runs when none are given. */
    public static final int DEFAULT_RUNS = 3;
    /** Warm-up runs when none are given. */
    public static final int DEFAULT_WARMUPS = 1;
    /** Whether caches are dropped when not said. */
    public static final boolean DEFAULT_DROP_CACHES = false;
    /** Where reports go when not said, relative to the project's directory. */
    public static final String DEFAULT_OUTPUT_DIRECTORY = "target/storagebench";

    public MeasureOptions {
        goals = List.copyOf(goals);
        args = List.copyOf(args);
        jvmVariants = List.copyOf(jvmVariants);
    }

    /**
     * Builds options from what the user set, validating each value.
     *
     * @param baseDirectory the project's directory, against which a relative output directory resolves
     */
    public static MeasureOptions of(String goals, Integer runs, Integer warmups, String label, Boolean dropCaches,
                                    String args, String outputDirectory, String mavenExecutable,
                                    String jvmVariants, Path baseDirectory) throws InvalidOptionException {
        List<String> goalList = CommandLineWords.split(goals == null ? DEFAULT_GOALS : goals);
        if (goalList.isEmpty()) {
            throw new InvalidOptionException("goals", String.valueOf(goals), "names no goal",
                    "give at least one goal or phase, e.g. 'clean verify'");
        }
        for (String goal : goalList) {
            String g = goal.toLowerCase(Locale.ROOT);
            if (g.contains("storagebench") && g.endsWith(":measure")) {
                throw new InvalidOptionException("goals", goals, "would start measure inside measure",
                        "list the build's own goals, e.g. 'clean verify'");
            }
        }
        int r = runs == null ? DEFAULT_RUNS : runs;
        if (r < 1) {
            throw new InvalidOptionException("runs", String.valueOf(runs), "must be at least 1",
                    "set it to the number of counted runs, e.g. 3");
        }
        int w = warmups == null ? DEFAULT_WARMUPS : warmups;
        if (w < 0) {
            throw new InvalidOptionException("warmups", String.valueOf(warmups), "must be 0 or more",
                    "set it to 0 for no warm-up or to the number of warm-up runs");
        }
        String l = StorageLabel.check("label", label);
        Path out = Path.of(outputDirectory == null || outputDirectory.isBlank() ? DEFAULT_OUTPUT_DIRECTORY
                : outputDirectory);
        out = out.isAbsolute() ? out : baseDirectory.resolve(out);
        Path maven = mavenExecutable == null || mavenExecutable.isBlank() ? null : Path.of(mavenExecutable);
        List<String> variants = new java.util.ArrayList<>();
        for (String v : (jvmVariants == null ? "" : jvmVariants).split("\\|")) {
            if (!v.isBlank()) {
                variants.add(v.trim().replaceAll("\\s+", " "));
            }
        }
        if (variants.size() == 1) {
            throw new InvalidOptionException("jvmVariants", jvmVariants, "names one variant, so there is nothing to "
                    + "compare it with", "separate two or more option sets with |, e.g. '-XX:+UseG1GC | "
                    + "-XX:+UseG1GC -XX:+UseStringDeduplication', or put a single set in MAVEN_OPTS");
        }
        return new MeasureOptions(goalList, r, w, l,
                dropCaches == null ? DEFAULT_DROP_CACHES : dropCaches,
                CommandLineWords.split(args == null ? "" : args), out.normalize(), maven, variants);
    }

    /** The goals as one string, as reports name the task. */
    public String task() {
        return String.join(" ", goals);
    }
}
