package dev.storagebench.maven;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.record.RecordingProtocol;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

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
     * An option error as a one-line failure that names the XML element and the property. The cause is left out on
     * purpose: Maven would append its message again, and the line already says everything.
     */
    protected static MojoFailureException optionFailure(InvalidOptionException e) {
        return new MojoFailureException(e.messageFor("<" + e.option() + ">/-Dstoragebench." + e.option()));
    }
}
