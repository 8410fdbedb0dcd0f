package dev.storagebench.maven.extension;

import dev.storagebench.record.BuildRecorder;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.RecordingProtocol;
import java.nio.file.Path;
import org.apache.maven.eventspy.AbstractEventSpy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.execution.ExecutionEvent;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.project.MavenProject;
import org.apache.maven.rtinfo.RuntimeInformation;

/**
 * The recorder loaded into a nested build as a core extension: it passes Maven's execution events to the core
 * {@link BuildRecorder}. Maven hands spies these events through its own wrapper around the request's execution
 * listener, so the user's listener stays in place. Registered through the Plexus descriptor {@code components.xml}
 * beside this class, which the measuring process puts on the nested build's extension class path. Dormant unless the measuring process set
 * {@value RecordingProtocol#RECORDING_FILE_PROPERTY}; never lets an error of its own reach the build.
 */
public class RecordingEventSpy extends AbstractEventSpy {

    /** Set by Maven from the component descriptor ({@code components.xml} beside this class). */
    private RuntimeInformation runtime;
    private volatile BuildRecorder recorder;

    @Override
    public void init(Context context) {
        String file = System.getProperty(RecordingProtocol.RECORDING_FILE_PROPERTY);
        if (file == null) {
            return;
        }
        try {
            String jfr = System.getProperty(RecordingProtocol.JFR_FILE_PROPERTY);
            recorder = new BuildRecorder(Path.of(file), jfr == null ? null : Path.of(jfr), runtime.getMavenVersion());
        } catch (RuntimeException | LinkageError e) {
            System.err.println("[WARNING] storagebench: the recorder could not start: " + e);
        }
    }

    @Override
    public void onEvent(Object event) {
        BuildRecorder r = recorder;
        if (r == null || !(event instanceof ExecutionEvent)) {
            return;
        }
        try {
            handle(r, (ExecutionEvent) event);
        } catch (RuntimeException | LinkageError e) {
            r.warn("recorder error on " + ((ExecutionEvent) event).getType() + ": " + e);
        }
    }

    private static void handle(BuildRecorder r, ExecutionEvent e) {
        switch (e.getType()) {
            case SessionStarted -> {
                r.sessionStarted();
                roles(r, e.getSession());
            }
            case SessionEnded -> {
                r.sessionEnded();
                r.finish();
            }
            case ProjectStarted -> r.projectStarted(module(e.getProject()));
            case ProjectSucceeded -> r.projectEnded(module(e.getProject()), "succeeded");
            case ProjectFailed -> r.projectEnded(module(e.getProject()), "failed");
            case ForkStarted -> r.forkStarted();
            case ForkSucceeded, ForkFailed -> r.forkEnded();
            case MojoStarted -> {
                MojoExecution m = e.getMojoExecution();
                r.mojoStarted(module(e.getProject()), plugin(m), m.getGoal(), m.getExecutionId(),
                        m.getLifecyclePhase());
            }
            case MojoSucceeded -> ended(r, e, "succeeded");
            case MojoFailed -> ended(r, e, "failed");
            default -> {
            }
        }
    }

    /**
     * Tells the recorder the build's directories by role: the workspace (execution root and every module's
     * directory), each module's build directory, the local repository and the temp directory.
     */
    private static void roles(BuildRecorder r, MavenSession session) {
        if (session == null) {
            return;
        }
        List<String> sources = new ArrayList<>();
        List<String> output = new ArrayList<>();
        if (session.getExecutionRootDirectory() != null) {
            sources.add(session.getExecutionRootDirectory());
        }
        for (MavenProject p : session.getProjects()) {
            if (p.getBasedir() != null) {
                sources.add(p.getBasedir().getAbsolutePath());
            }
            if (p.getBuild() != null && p.getBuild().getDirectory() != null) {
                output.add(p.getBuild().getDirectory());
            }
        }
        List<String> repository = new ArrayList<>();
        if (session.getRepositorySession() != null && session.getRepositorySession().getLocalRepository() != null) {
            repository.add(session.getRepositorySession().getLocalRepository().getBasedir().getAbsolutePath());
        }
        r.directoryRoles(Map.of(FileOps.SOURCES, sources, FileOps.OUTPUT, output, FileOps.REPOSITORY, repository,
                FileOps.TEMP, List.of(System.getProperty("java.io.tmpdir", "/tmp"))), System.getProperty("user.dir"));
    }

    private static void ended(BuildRecorder r, ExecutionEvent e, String status) {
        MojoExecution m = e.getMojoExecution();
        r.mojoEnded(module(e.getProject()), plugin(m), m.getGoal(), m.getExecutionId(), status);
    }

    private static String module(MavenProject p) {
        return p == null ? "(no project)" : p.getGroupId() + ":" + p.getArtifactId();
    }

    private static String plugin(MojoExecution m) {
        return m.getGroupId() + ":" + m.getArtifactId() + ":" + m.getVersion();
    }

    @Override
    public void close() {
        BuildRecorder r = recorder;
        if (r != null) {
            r.finish();
        }
    }
}
