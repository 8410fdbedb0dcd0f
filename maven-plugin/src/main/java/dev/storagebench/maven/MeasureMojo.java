package dev.storagebench.maven;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StoragebenchException;
import dev.storagebench.measure.MeasureOptions;
import dev.storagebench.measure.MeasureResult;
import dev.storagebench.measure.MeasureService;
import dev.storagebench.measure.MeasureSettings;
import dev.storagebench.measure.NestedBuildFailedException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs this project's build several times as a nested Maven process with storagebench's recorder loaded, and
 * reports per lifecycle phase and per mojo the wall time, CPU, file IO and off-CPU time, against the mount the
 * workspace lives on. Reports go to {@code target/storagebench} as JSON; a summary table is logged.
 */
@Mojo(name = "measure", aggregator = true, threadSafe = true, requiresDependencyResolution = ResolutionScope.NONE)
public class MeasureMojo extends AbstractStoragebenchMojo implements MeasureSettings {

    /** The running plugin, whose jars make up the recorder. */
    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    private PluginDescriptor plugin;

    /**
     * Goals and phases of the nested build, separated by spaces.
     * Property {@code storagebench.goals}; default {@code clean verify}.
     */
    @Parameter(property = "storagebench.goals")
    private String goals;

    /**
     * Counted runs; each writes {@code run-N.json}.
     * Property {@code storagebench.runs}; default {@code 3}.
     */
    @Parameter(property = "storagebench.runs")
    private Integer runs;

    /**
     * Runs made before the counted ones to warm caches and the JIT; not reported.
     * Property {@code storagebench.warmups}; default {@code 1}.
     */
    @Parameter(property = "storagebench.warmups")
    private Integer warmups;

    /**
     * A name for the storage under test, e.g. {@code ebs-gp3} or {@code efs-bursting}; runs with the same label are
     * grouped when compared. Property {@code storagebench.label}; default derived from the workspace's mount, e.g.
     * {@code local-block-ext4}, {@code tmpfs}, {@code fuse-sshfs}, {@code efs}.
     */
    @Parameter(property = "storagebench.label")
    private String label;

    /**
     * Sync and drop the kernel's page cache before each counted run, for cold-cache figures. Needs root on Linux;
     * otherwise the goal stops with an error before anything runs.
     * Property {@code storagebench.dropCaches}; default {@code false}.
     */
    @Parameter(property = "storagebench.dropCaches")
    private Boolean dropCaches;

    /**
     * Count the nested build's file-system operations (stat, open, create, mkdir, readdir, delete, rename, copy,
     * link, read, write, force, zip opens) per mojo, kind and directory role with storagebench's Java agent, added
     * to the nested build's {@code MAVEN_OPTS} as {@code -javaagent}. Its fixed cost per build is measured in the
     * methodology guide. Property {@code storagebench.fileOps}; default {@code true}.
     */
    @Parameter(property = "storagebench.fileOps")
    private Boolean fileOps;

    /**
     * Also record the nested build's Java file reads, writes and forces with JDK Flight Recorder, which then gives
     * the file IO column instead of the agent: a cross-check of the agent, at about 0.5 s of wall time per build
     * for starting Flight Recorder. Property {@code storagebench.jfr}; default {@code false}.
     */
    @Parameter(property = "storagebench.jfr")
    private Boolean jfr;

    /**
     * Extra arguments for the nested build, e.g. {@code -T 2 -P fast -o}; quoted words are kept together.
     * User properties and profiles of this build are passed on as well, except {@code storagebench.*} ones.
     * Property {@code storagebench.args}; default none.
     */
    @Parameter(property = "storagebench.args")
    private String args;

    /**
     * Where the reports and the nested builds' logs are written, relative to the project's directory unless
     * absolute. Property {@code storagebench.outputDirectory}; default {@code target/storagebench}.
     */
    @Parameter(property = "storagebench.outputDirectory")
    private String outputDirectory;

    /**
     * The Maven launcher for the nested build, e.g. {@code /opt/maven-4/bin/mvn}.
     * Property {@code storagebench.maven}; default the project's {@code ./mvnw} when it has one, else the Maven
     * running this goal.
     */
    @Parameter(property = "storagebench.maven")
    private String maven;

    /**
     * JVM option sets to compare, separated by {@code |}, e.g.
     * {@code -XX:+UseG1GC | -XX:+UseG1GC -XX:+UseStringDeduplication}. The nested build runs its warm-ups and
     * counted runs once per set, with the set added to {@code MAVEN_OPTS}; reports go to
     * {@code variant-1/}, {@code variant-2/} ... and {@code variants.json} compares wall time, GC time and peak heap.
     * Property {@code storagebench.jvmVariants}; default none (the build as it is).
     */
    @Parameter(property = "storagebench.jvmVariants")
    private String jvmVariants;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        OptionContext context = context();
        MeasureOptions options;
        try {
            options = MeasureOptions.from(this, context);
        } catch (InvalidOptionException e) {
            throw optionFailure(e);
        }
        MeasureService service = new MeasureService(line -> getLog().info("storagebench: " + line), context.names());
        try {
            MeasureResult result = service.measure(options, NestedMavenBuild.describe(session, plugin, options));
            result.console().forEach(getLog()::info);
            explainSkippedModules();
        } catch (InvalidOptionException e) {
            throw optionFailure(e);
        } catch (NestedBuildFailedException e) {
            if (e.result() != null) {
                e.result().console().forEach(getLog()::info);
            }
            throw new MojoFailureException("storagebench: " + e.getMessage());
        } catch (StoragebenchException e) {
            throw new MojoExecutionException("storagebench: " + e.getMessage(), e);
        }
    }

    /**
     * Measuring from a multi-module root runs the whole reactor in the nested builds, while this build runs the goal
     * once, so Maven's summary lists every other module as SKIPPED, which reads like a failure: say why beforehand.
     */
    private void explainSkippedModules() {
        int others = session.getProjects().size() - 1;
        if (others > 0) {
            getLog().info("storagebench: the nested builds above built all " + (others + 1) + " modules; Maven's "
                    + "summary below lists " + (others == 1 ? "the other one" : "the other " + others) + " as "
                    + "SKIPPED only because this build ran measure once, at the root");
        }
    }

    @Override
    public String goals() {
        return goals;
    }

    @Override
    public Integer runs() {
        return runs;
    }

    @Override
    public Integer warmups() {
        return warmups;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public Boolean dropCaches() {
        return dropCaches;
    }

    @Override
    public Boolean fileOps() {
        return fileOps;
    }

    @Override
    public Boolean jfr() {
        return jfr;
    }

    @Override
    public String args() {
        return args;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }

    @Override
    public String maven() {
        return maven;
    }

    @Override
    public String jvmVariants() {
        return jvmVariants;
    }
}
