package dev.storagebench.maven;

import dev.storagebench.measure.MeasureOptions;
import dev.storagebench.measure.NestedBuild;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.execution.MavenExecutionRequest;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.descriptor.PluginDescriptor;

/**
 * Describes the nested build for the core service in Maven's terms: the same Maven, settings, local repository,
 * offline mode, profiles and user properties as the running build, and the plugin's jars as the recorder.
 */
final class NestedMavenBuild {

    /**
     * The recorder's class, by name: the plugin's realm cannot load it, because Maven does not export the event
     * spy API to plugins; it is loaded only in the nested build's core realm.
     */
    static final String RECORDER_CLASS = "dev.storagebench.maven.extension.RecordingEventSpy";
    /** The recorder's component descriptor inside this plugin's jar. */
    static final String RECORDER_DESCRIPTOR = "/dev/storagebench/maven/extension/components.xml";

    private NestedMavenBuild() {
    }

    static NestedBuild describe(MavenSession session, PluginDescriptor plugin, MeasureOptions options) {
        MavenExecutionRequest request = session.getRequest();
        Path root = Path.of(session.getExecutionRootDirectory());
        Path mavenHome = Path.of(System.getProperty("maven.home", ""));
        Path executable = options.mavenExecutable() != null ? options.mavenExecutable()
                : NestedBuild.defaultExecutable(root, mavenHome, File.separatorChar == '\\');

        List<String> carried = new ArrayList<>();
        if (request.getPom() != null) {
            carried.add("--file");
            carried.add(request.getPom().getAbsolutePath());
        }
        File userSettings = request.getUserSettingsFile();
        if (userSettings != null && userSettings.isFile()
                && !userSettings.toPath().equals(Path.of(System.getProperty("user.home"), ".m2", "settings.xml"))) {
            carried.add("--settings");
            carried.add(userSettings.getAbsolutePath());
        }
        File globalSettings = request.getGlobalSettingsFile();
        if (globalSettings != null && globalSettings.isFile()
                && !globalSettings.toPath().equals(mavenHome.resolve("conf").resolve("settings.xml"))) {
            carried.add("--global-settings");
            carried.add(globalSettings.getAbsolutePath());
        }
        Path localRepo = Path.of(session.getRepositorySession().getLocalRepository().getBasedir().getAbsolutePath());
        carried.add("-Dmaven.repo.local=" + localRepo);
        if (request.isOffline()) {
            carried.add("--offline");
        }
        List<String> profiles = new ArrayList<>(request.getActiveProfiles());
        request.getInactiveProfiles().forEach(p -> profiles.add("!" + p));
        if (!profiles.isEmpty()) {
            carried.add("--activate-profiles");
            carried.add(String.join(",", profiles));
        }
        List<Path> recorder = recorderClasspath(plugin);
        Properties user = request.getUserProperties();
        for (String key : new TreeSet<>(user.stringPropertyNames())) {
            if (key.startsWith("storagebench.") || key.equals("maven.repo.local")) {
                continue;
            }
            if (key.equals("maven.ext.class.path")) {
                // the user's own core extensions stay loaded next to the recorder
                for (String entry : user.getProperty(key).split(File.pathSeparator)) {
                    if (!entry.isBlank()) {
                        recorder.add(Path.of(entry));
                    }
                }
                continue;
            }
            carried.add("-D" + key + "=" + user.getProperty(key));
        }
        Map<String, String> env = new HashMap<>();
        if (System.getenv("JAVA_HOME") == null) {
            // without JAVA_HOME the mvn script would take whichever java is first on PATH
            env.put("JAVA_HOME", System.getProperty("java.home"));
        }
        return new NestedBuild(executable, root, carried, recorder,
                Map.of("META-INF/plexus/components.xml", recorderDescriptor()), env, localRepo, agentJar(plugin));
    }

    private static String recorderDescriptor() {
        try (InputStream in = NestedMavenBuild.class.getResourceAsStream(RECORDER_DESCRIPTOR)) {
            if (in == null) {
                throw new IllegalStateException("the plugin jar lacks " + RECORDER_DESCRIPTOR);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file-operation agent's jar among the plugin's dependencies, or null when it is missing. */
    private static Path agentJar(PluginDescriptor plugin) {
        for (Artifact a : plugin.getArtifacts()) {
            if (a.getArtifactId().equals("storagebench-agent") && a.getFile() != null
                    && Files.isRegularFile(a.getFile().toPath())) {
                return a.getFile().toPath();
            }
        }
        return null;
    }

    /**
     * The plugin's own jar (which holds the recorder) and storagebench core. Maven core already provides the Maven
     * API; nothing else is put into the nested build's core realm: the recorder writes its JSON without Jackson,
     * since every jar there is scanned and loaded at the measured build's expense.
     */
    private static List<Path> recorderClasspath(PluginDescriptor plugin) {
        List<Path> jars = new ArrayList<>();
        jars.add(plugin.getPluginArtifact().getFile().toPath());
        for (Artifact a : plugin.getArtifacts()) {
            boolean needed = a.getArtifactId().equals("storagebench-core");
            if (needed && a.getFile() != null && Files.isRegularFile(a.getFile().toPath())) {
                jars.add(a.getFile().toPath());
            }
        }
        return jars;
    }
}
