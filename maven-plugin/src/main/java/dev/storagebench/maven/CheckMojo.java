package dev.storagebench.maven;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StoragebenchException;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.CheckService;
import dev.storagebench.check.CheckSettings;
import dev.storagebench.check.ConsoleLine;
import dev.storagebench.check.Outcome;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * The CI build-agent self-check: runs the quick probe's workloads that the policy needs on the workspace (and the
 * local repository with {@code checkRepository}), judges each rule PASS, WARN or FAIL, and fails the build when the
 * storage is unfit. Works only inside a scratch directory it creates and removes and leaves the page cache alone;
 * the report goes to {@code target/storagebench/<label>/check.json}, and a Markdown summary is appended to
 * {@code $GITHUB_STEP_SUMMARY} when that is set.
 */
@Mojo(name = "check", aggregator = true, threadSafe = true, requiresProject = false,
        requiresDependencyResolution = ResolutionScope.NONE)
public class CheckMojo extends AbstractStoragebenchMojo implements CheckSettings {

    /**
     * The workspace directory to check; the scratch directory is made inside it.
     * Property {@code storagebench.path}; default the directory Maven was started in.
     */
    @Parameter(property = "storagebench.path")
    private String path;

    /**
     * Check the local repository of this build too (skipped with a note when it is on the workspace's mount).
     * Property {@code storagebench.checkRepository}; default {@code false}.
     */
    @Parameter(property = "storagebench.checkRepository")
    private Boolean checkRepository;

    /**
     * The policy: a built-in one ({@code build-agent}) or a YAML or JSON file, relative to the directory Maven was
     * started in unless absolute. Print the built-in one with {@code bench-cli check --print-policy}.
     * Property {@code storagebench.policy}; default {@code build-agent}.
     */
    @Parameter(property = "storagebench.policy")
    private String policy;

    /**
     * A {@code check.json} or {@code probe.json} to compare with: each metric of the policy fails when worse than
     * it by more than {@code maxRegression}.
     * Property {@code storagebench.baseline}; default none.
     */
    @Parameter(property = "storagebench.baseline")
    private String baseline;

    /**
     * How much worse than the baseline a metric may be, e.g. {@code 20%}.
     * Property {@code storagebench.maxRegression}; default {@code 20%}.
     */
    @Parameter(property = "storagebench.maxRegression")
    private String maxRegression;

    /**
     * Fail the build on {@code fail} verdicts only, or on {@code warn} verdicts too.
     * Property {@code storagebench.failOn}; default {@code fail}.
     */
    @Parameter(property = "storagebench.failOn")
    private String failOn;

    /**
     * Write JUnit XML here (one test per rule), relative to the directory Maven was started in unless absolute.
     * Property {@code storagebench.junitFile}; default none.
     */
    @Parameter(property = "storagebench.junitFile")
    private String junitFile;

    /**
     * A name for the workspace storage, e.g. {@code ebs-gp3}.
     * Property {@code storagebench.label}; default derived from the mount, e.g. {@code local-block-ext4}.
     */
    @Parameter(property = "storagebench.label")
    private String label;

    /**
     * Where the report is written, relative to the directory Maven was started in unless absolute.
     * Property {@code storagebench.outputDirectory}; default {@code target/storagebench}.
     */
    @Parameter(property = "storagebench.outputDirectory")
    private String outputDirectory;

    /**
     * Time budget of each probe operation, in seconds ({@code 0.4}, {@code 1s}) or ISO-8601 ({@code PT1S}).
     * Property {@code storagebench.duration}; default {@code 0.4s}, the quick probe's.
     */
    @Parameter(property = "storagebench.duration")
    private String duration;

    /**
     * Stop probing after this long and fail what was not measured, in seconds or ISO-8601.
     * Property {@code storagebench.timeLimit}; default {@code 60s}.
     */
    @Parameter(property = "storagebench.timeLimit")
    private String timeLimit;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        OptionContext context = context();
        CheckOptions options;
        try {
            options = CheckOptions.from(this, context);
        } catch (InvalidOptionException e) {
            throw optionFailure(e);
        }
        CheckService.Checked checked;
        try {
            checked = new CheckService(line -> getLog().info("storagebench: " + line), context.names())
                    .check(options);
        } catch (StoragebenchException e) {
            throw new MojoExecutionException("storagebench: " + e.getMessage(), e);
        }
        for (ConsoleLine line : checked.lines()) {
            if (line.outcome() == Outcome.FAIL) {
                getLog().error(line.text());
            } else if (line.outcome() == Outcome.WARN) {
                getLog().warn(line.text());
            } else {
                getLog().info(line.text());
            }
        }
        if (!checked.passed()) {
            throw new MojoFailureException("storagebench: the workspace storage failed the check; see the FAIL lines "
                    + "above and " + checked.reportFile());
        }
    }

    /** The build's own local repository when {@code checkRepository} is set. */
    @Override
    public String repository() {
        return Boolean.TRUE.equals(checkRepository) ? localRepository() : null;
    }

    /** This build's local repository. */
    String localRepository() {
        return session.getRequest().getLocalRepositoryPath().getAbsolutePath();
    }

    @Override
    protected String parameterName(String option) {
        return option.equals("repository") ? "checkRepository" : option;
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public String policy() {
        return policy;
    }

    @Override
    public String baseline() {
        return baseline;
    }

    @Override
    public String maxRegression() {
        return maxRegression;
    }

    @Override
    public String failOn() {
        return failOn;
    }

    @Override
    public String junitFile() {
        return junitFile;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }

    @Override
    public String duration() {
        return duration;
    }

    @Override
    public String timeLimit() {
        return timeLimit;
    }
}
