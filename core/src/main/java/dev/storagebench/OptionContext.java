package dev.storagebench;

import java.nio.file.Path;

/**
 * What an adapter tells core beside the user's settings: the directory relative paths start at, the report
 * directory that is the adapter's own default, and how the adapter names an option.
 *
 * @param baseDirectory where relative paths resolve: the current directory, or the directory Maven was started in
 * @param defaultOutputDirectory where reports go when the user names no directory
 * @param names how options are shown in errors and hints
 */
public record OptionContext(Path baseDirectory, Path defaultOutputDirectory, OptionNames names) {

    /** The report directory of a command run outside a build, relative to the current directory. */
    public static final String STANDALONE_OUTPUT_DIRECTORY = "storagebench-reports";
    /** The report directory of a goal, inside the build directory ({@code ${project.build.directory}}). */
    public static final String BUILD_OUTPUT_SUBDIRECTORY = "storagebench";

    public OptionContext {
        baseDirectory = baseDirectory.toAbsolutePath().normalize();
        defaultOutputDirectory = baseDirectory.resolve(defaultOutputDirectory).normalize();
    }

    /** A command line's context: reports go to {@value #STANDALONE_OUTPUT_DIRECTORY} under {@code cwd}. */
    public static OptionContext standalone(Path cwd, OptionNames names) {
        return new OptionContext(cwd, Path.of(STANDALONE_OUTPUT_DIRECTORY), names);
    }

    /** A build's context: reports go to {@value #BUILD_OUTPUT_SUBDIRECTORY} inside {@code buildDirectory}. */
    public static OptionContext build(Path root, Path buildDirectory, OptionNames names) {
        return new OptionContext(root, buildDirectory.resolve(BUILD_OUTPUT_SUBDIRECTORY), names);
    }

    /** {@code option} as the user writes it. */
    public String name(String option) {
        return names.name(option);
    }

    /** {@code path} resolved against the base directory, normalized; null or blank gives null. */
    public Path resolve(String path) {
        return blank(path) ? null : baseDirectory.resolve(path).toAbsolutePath().normalize();
    }

    /** The output directory the user named, or the adapter's default. */
    public Path outputDirectory(String path) {
        return blank(path) ? defaultOutputDirectory : resolve(path);
    }

    /** Whether a setting was left unset: null, or only white space (as an empty Maven property arrives). */
    public static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    /** An error for {@code option}, named as the user writes it. */
    public InvalidOptionException invalid(String option, String value, String problem, String fix) {
        return new InvalidOptionException(name(option), value, problem, fix);
    }
}
