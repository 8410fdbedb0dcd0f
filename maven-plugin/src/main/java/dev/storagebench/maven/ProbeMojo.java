package dev.storagebench.maven;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.StoragebenchException;
import dev.storagebench.probe.ProbeFailedException;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeService;
import dev.storagebench.probe.ProbeSettings;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Probes the storage under the workspace with the operations builds make (small-file metadata, checkout- and
 * compile-like passes, sequential and random IO, fsync, concurrency) and logs ops/s, MiB/s and latency percentiles.
 * It works only inside a scratch directory it creates and removes; the report goes to
 * {@code target/storagebench/<label>/probe.json}.
 */
@Mojo(name = "probe", aggregator = true, threadSafe = true, requiresProject = false,
        requiresDependencyResolution = ResolutionScope.NONE)
public class ProbeMojo extends AbstractStoragebenchMojo implements ProbeSettings {

    /**
     * The directory to probe; the probe's scratch directory is made inside it.
     * Property {@code storagebench.path}; default the directory Maven was started in (the workspace).
     */
    @Parameter(property = "storagebench.path")
    private String path;

    /**
     * Run the short form: 0.4 s per operation instead of 3 s, and smaller files.
     * Property {@code storagebench.quick}; default {@code false}.
     */
    @Parameter(property = "storagebench.quick")
    private Boolean quick;

    /**
     * Time budget of each measured operation, in seconds ({@code 2}, {@code 0.5s}) or ISO-8601 ({@code PT2S}).
     * Property {@code storagebench.duration}; default {@code 3s}, or {@code 0.4s} with {@code quick}.
     */
    @Parameter(property = "storagebench.duration")
    private String duration;

    /**
     * Comma-separated workloads to run: {@code metadata}, {@code checkout}, {@code compile}, {@code sequential},
     * {@code random}, {@code fsync}, {@code concurrency}.
     * Property {@code storagebench.workloads}; default all.
     */
    @Parameter(property = "storagebench.workloads")
    private String workloads;

    /**
     * Largest thread count of the concurrency workload (it runs 1, 2, 4 ... up to this).
     * Property {@code storagebench.maxThreads}; default twice the number of cores.
     */
    @Parameter(property = "storagebench.maxThreads")
    private Integer maxThreads;

    /**
     * A name for the storage under test, e.g. {@code ebs-gp3}. Property {@code storagebench.label}; default derived
     * from the mount, e.g. {@code local-block-ext4}, {@code tmpfs}, {@code fuse-sshfs}, {@code efs}.
     */
    @Parameter(property = "storagebench.label")
    private String label;

    /**
     * Where the report is written, relative to the directory Maven was started in unless absolute.
     * Property {@code storagebench.outputDirectory}; default {@code target/storagebench}.
     */
    @Parameter(property = "storagebench.outputDirectory")
    private String outputDirectory;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        OptionContext context = context();
        ProbeOptions options;
        try {
            options = ProbeOptions.from(this, context);
        } catch (InvalidOptionException e) {
            throw optionFailure(e);
        }
        try {
            new ProbeService(line -> getLog().info("storagebench: " + line), context.names()).probe(options)
                    .console().forEach(getLog()::info);
        } catch (ProbeFailedException e) {
            throw new MojoFailureException("storagebench: " + e.getMessage());
        } catch (StoragebenchException e) {
            throw new MojoExecutionException("storagebench: " + e.getMessage(), e);
        }
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public Boolean quick() {
        return quick;
    }

    @Override
    public String duration() {
        return duration;
    }

    @Override
    public String workloads() {
        return workloads;
    }

    @Override
    public Integer maxThreads() {
        return maxThreads;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String outputDirectory() {
        return outputDirectory;
    }
}
