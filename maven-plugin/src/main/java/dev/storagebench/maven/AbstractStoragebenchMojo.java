package dev.storagebench.maven;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.record.RecordingProtocol;
import java.nio.file.Path;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * The common frame of storagebench goals: the skip flag, the refusal to run inside a build that storagebench is
 * already measuring, and option errors named as the user wrote them.
 *
 * <p>Subclasses throw {@link MojoFailureException} for expected problems (bad configuration, a failed nested build)
 * and {@link MojoExecutionException} for unexpected ones.
 */
public abstract class AbstractStoragebenchMojo extends AbstractMojo {

    /** The running Maven session. */
    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    protected MavenSession session;

    /**
     * Skips the goal.
     * Property {@code storagebench.skip}; default {@code false}.
     */
    @Parameter(property = "storagebench.skip", defaultValue = "false")
    protected boolean skip;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("storagebench: skipped (storagebench.skip=true)");
            return;
        }
        if (Boolean.parseBoolean(System.getProperty(RecordingProtocol.NESTED_PROPERTY))
                || Boolean.parseBoolean(session.getUserProperties().getProperty(RecordingProtocol.NESTED_PROPERTY))) {
            getLog().info("storagebench: this build is being measured by storagebench; not starting another "
                    + "measurement inside it");
            return;
        }
        executeMojo();
    }

    /** The goal's work, after the skip and nesting checks. */
    protected abstract void executeMojo() throws MojoExecutionException, MojoFailureException;

    /**
     * An option error as a one-line failure; core named the option as this goal's user writes it ({@link #context}).
     * The cause is left out on purpose: Maven would append its message again, and the line already says everything.
     */
    protected static MojoFailureException optionFailure(InvalidOptionException e) {
        return new MojoFailureException(e.getMessage());
    }

    /**
     * Core's context for this goal: paths relative to the directory Maven was started in, reports under the build
     * directory, and each option named as its XML element and property, e.g. {@code <runs>/-Dstoragebench.runs}.
     */
    protected OptionContext context() {
        Path root = Path.of(session.getExecutionRootDirectory());
        MavenProject top = session.getTopLevelProject();
        Path buildDirectory = top != null && top.getBuild() != null && top.getBuild().getDirectory() != null
                ? Path.of(top.getBuild().getDirectory()) : root.resolve("target");
        return OptionContext.build(root, buildDirectory, this::optionName);
    }

    /** Core's option {@code option} as this goal's user writes it. */
    String optionName(String option) {
        String parameter = parameterName(option);
        return "<" + parameter + ">/-D" + PROPERTY_PREFIX + parameter;
    }

    /** The parameter that sets core's option {@code option}; the same name unless a goal says otherwise. */
    protected String parameterName(String option) {
        return option;
    }

    /** The prefix of every user property of storagebench's goals. */
    static final String PROPERTY_PREFIX = "storagebench.";
}
