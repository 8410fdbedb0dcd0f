package dev.storagebench.measure;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StorageLabel;
import dev.storagebench.format.Secrets;
import dev.storagebench.run.Repetitions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a {@code measure} run does, with every default defined here or in {@link Repetitions} once.
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
 * @param fileOps whether the file-operation agent counts the nested build's file-system calls
 * @param jfr whether JDK Flight Recorder also records its Java file IO (about 0.5 s more per build)
 */
public record MeasureOptions(List<String> goals, int runs, int warmups, String label, boolean dropCaches,
                             List<String> args, Path outputDirectory, Path mavenExecutable,
                             List<String> jvmVariants, boolean fileOps, boolean jfr) {

    /** Goals when none are given. */
    public static final String DEFAULT_GOALS = "clean verify";
    /** The agent counts file operations unless told not to. */
    public static final boolean DEFAULT_FILE_OPS = true;
    /** Flight Recorder is off unless asked for: starting it costs about 0.5 s of wall time per nested build. */
    public static final boolean DEFAULT_JFR = false;

    public MeasureOptions {
        goals = List.copyOf(goals);
        args = List.copyOf(args);
        jvmVariants = List.copyOf(jvmVariants);
    }

    /**
     * Options from what the user set, each value validated and each unset one given core's default.
     *
     * @param context the project's directory (relative paths), the goal's report directory and how it names options
     */
    public static MeasureOptions from(MeasureSettings settings, OptionContext context)
            throws InvalidOptionException {
        String goals = settings.goals();
        List<String> goalList = CommandLineWords.split(goals == null ? DEFAULT_GOALS : goals);
        if (goalList.isEmpty()) {
            throw context.invalid("goals", String.valueOf(goals), "names no goal",
                    "give at least one goal or phase, e.g. '" + DEFAULT_GOALS + "'");
        }
        for (String goal : goalList) {
            String g = goal.toLowerCase(Locale.ROOT);
            if (g.contains("storagebench") && g.endsWith(":measure")) {
                throw context.invalid("goals", goals, "would start measure inside measure",
                        "list the build's own goals, e.g. '" + DEFAULT_GOALS + "'");
            }
        }
        Repetitions repetitions = Repetitions.from(settings.runs(), settings.warmups(), settings.dropCaches(),
                context);
        String maven = settings.maven();
        Path launcher = OptionContext.blank(maven) ? null : context.resolve(maven);
        if (launcher != null && !Files.isExecutable(launcher)) {
            throw context.invalid("maven", maven, "is not an executable Maven launcher",
                    "point it at an mvn or mvnw script that exists");
        }
        return new MeasureOptions(goalList, repetitions.runs(), repetitions.warmups(),
                StorageLabel.check(context.name("label"), settings.label()), repetitions.dropCaches(),
                CommandLineWords.split(settings.args() == null ? "" : settings.args()),
                context.outputDirectory(settings.outputDirectory()),
                launcher,
                variants(settings.jvmVariants(), context),
                settings.fileOps() == null ? DEFAULT_FILE_OPS : settings.fileOps(),
                settings.jfr() == null ? DEFAULT_JFR : settings.jfr());
    }

    private static List<String> variants(String jvmVariants, OptionContext context) throws InvalidOptionException {
        List<String> variants = new ArrayList<>();
        for (String v : (jvmVariants == null ? "" : jvmVariants).split("\\|")) {
            if (!v.isBlank()) {
                variants.add(v.trim().replaceAll("\\s+", " "));
            }
        }
        if (variants.size() == 1) {
            throw context.invalid("jvmVariants", jvmVariants, "names one variant, so there is nothing to "
                    + "compare it with", "separate two or more option sets with |, e.g. '-XX:+UseG1GC | "
                    + "-XX:+UseG1GC -XX:+UseStringDeduplication', or put a single set in MAVEN_OPTS");
        }
        return variants;
    }

    /** The goals as one string, as reports name the task (secret values masked: goals can carry properties). */
    public String task() {
        return String.join(" ", Secrets.redact(goals));
    }
}
