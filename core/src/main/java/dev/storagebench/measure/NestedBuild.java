package dev.storagebench.measure;

import dev.storagebench.record.RecordingProtocol;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How to start the user's build as a child process: the Maven to run, where, with which arguments carried over
 * from the measuring build, and the jars that make up the recorder.
 *
 * @param executable the {@code mvn} or {@code mvnw} to run
 * @param workingDirectory where the build starts
 * @param carriedArgs arguments that keep the nested build's settings the same as the measuring build's (settings
 *     files, local repository, offline, profiles, user properties)
 * @param recorderClasspath the jars loaded as a core extension to record the build
 * @param recorderResources files (path to content) written into a directory put first on that class path, such as
 *     the component descriptor through which Maven finds the recorder
 * @param environment variables to set on top of the inherited environment
 * @param localRepository Maven's local repository, whose mount is reported
 * @param agentJar the file-operation agent's jar, or null when it is not at hand
 */
public record NestedBuild(Path executable, Path workingDirectory, List<String> carriedArgs,
                          List<Path> recorderClasspath, Map<String, String> recorderResources,
                          Map<String, String> environment, Path localRepository, Path agentJar) {

    public NestedBuild {
        carriedArgs = List.copyOf(carriedArgs);
        recorderClasspath = List.copyOf(recorderClasspath);
        recorderResources = Map.copyOf(recorderResources);
        environment = Map.copyOf(environment);
    }

    /**
     * The Maven a nested build runs when the user names none: the project's wrapper when it has one, so the build
     * runs with the Maven it is meant for, else the Maven that is running now.
     */
    public static Path defaultExecutable(Path projectDirectory, Path runningMavenHome, boolean windows) {
        Path wrapper = projectDirectory.resolve(windows ? "mvnw.cmd" : "mvnw");
        if (Files.isRegularFile(wrapper)) {
            return wrapper;
        }
        return runningMavenHome.resolve("bin").resolve(windows ? "mvn.cmd" : "mvn");
    }

    /**
     * The nested build's command line: this Maven in batch mode with the carried and extra arguments, the recorder on
     * the core extension class path (after {@code resourceDirectory}, which holds its descriptor), where the
     * recorder writes, and the goals; {@code jfrFile} is null to leave Flight Recorder off.
     */
    public List<String> commandLine(List<String> extraArgs, List<String> goals, Path resourceDirectory,
                                    Path recordingFile, Path jfrFile, long clockTicks) {
        List<String> command = new ArrayList<>();
        command.add(executable.toString());
        command.add("--batch-mode");
        command.addAll(carriedArgs);
        command.addAll(extraArgs);
        List<Path> extensionPath = new ArrayList<>();
        extensionPath.add(resourceDirectory);
        extensionPath.addAll(recorderClasspath);
        command.add("-Dmaven.ext.class.path=" + extensionPath.stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator)));
        command.add("-D" + RecordingProtocol.RECORDING_FILE_PROPERTY + "=" + recordingFile);
        if (jfrFile != null) {
            command.add("-D" + RecordingProtocol.JFR_FILE_PROPERTY + "=" + jfrFile);
        }
        command.add("-D" + RecordingProtocol.CLOCK_TICKS_PROPERTY + "=" + clockTicks);
        command.add("-D" + RecordingProtocol.NESTED_PROPERTY + "=true");
        command.addAll(goals);
        return command;
    }

    /**
     * The {@code MAVEN_OPTS} option that loads the file-operation agent, keeping its cache of rewritten JDK classes
     * in {@code cacheDirectory}.
     *
     * @throws IllegalStateException with the reason when it cannot be loaded: no agent jar, or a path with
     *     whitespace, which the {@code mvn} script would split
     */
    public String agentOption(Path cacheDirectory) {
        if (agentJar == null) {
            throw new IllegalStateException("the file-operation agent's jar was not found among the plugin's "
                    + "dependencies");
        }
        String jar = agentJar.toAbsolutePath().toString();
        if (jar.matches(".*\\s.*")) {
            throw new IllegalStateException("the agent jar's path contains whitespace, which MAVEN_OPTS cannot "
                    + "carry: " + jar);
        }
        String cache = cacheDirectory.toAbsolutePath().toString();
        return "-javaagent:" + jar + (cache.matches(".*[\\s,].*") ? "" : "=cache=" + cache);
    }

    /** Writes the recorder's resources into {@code dir} once and returns it. */
    public Path writeRecorderResources(Path dir) throws IOException {
        for (Map.Entry<String, String> e : recorderResources.entrySet()) {
            Path file = dir.resolve(e.getKey());
            if (!Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, e.getValue());
            }
        }
        return dir;
    }
}
