package dev.storagebench.measure;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
 */
public record NestedBuild(Path executable, Path workingDirectory, List<String> carriedArgs,
                          List<Path> recorderClasspath, Map<String, String> recorderResources,
                          Map<String, String> environment, Path localRepository) {

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
}
