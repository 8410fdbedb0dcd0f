package dev.storagebench.jmh;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * What the file-operation agent adds to one metadata call: {@code Files.exists} and {@code Files.getLastModifiedTime}
 * on a file in tmpfs, where the call itself is cheapest, so the agent's share is the largest it gets.
 *
 * <p>Why this shape: the agent must be in the forked JVM's command line, which an annotation cannot vary, so
 * {@link #main} runs the benchmark in four forks, without, with, with, without the agent (ABBA), and prints each
 * call's cost with and without and the difference. With the agent the role directories are set as a 20-module build
 * would set them, and the file lies in the last module's build directory, so the role lookup does its most work.
 *
 * <p>Run: {@code java -cp benchmarks.jar dev.storagebench.jmh.FileOpsAgentBenchmark agent/target/storagebench-agent-*.jar
 * [dir, default /dev/shm]}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class FileOpsAgentBenchmark {

    /** Modules in the build the role directories imitate. */
    static final int MODULES = 20;

    /** The directory (tmpfs) that holds the workspace. */
    @Param("/dev/shm")
    public String dir;

    Path file;
    Path source;

    @Setup
    public void setUp() throws IOException, ReflectiveOperationException {
        Path workspace = Path.of(dir, "storagebench-jmh-agent", "ws");
        List<String> outputs = new ArrayList<>();
        for (int i = 0; i < MODULES; i++) {
            Path target = workspace.resolve("module-" + i).resolve("target");
            Files.createDirectories(target);
            outputs.add(target.toString());
        }
        file = workspace.resolve("module-" + (MODULES - 1)).resolve("target").resolve("Some.class");
        if (!Files.exists(file)) {
            Files.write(file, new byte[1024]);
        }
        source = workspace.resolve("module-" + (MODULES - 1)).resolve("src").resolve("Some.java");
        Files.createDirectories(source.getParent());
        if (!Files.exists(source)) {
            Files.write(source, new byte[1024]);
        }
        if (Boolean.getBoolean("storagebench.jmh.noRoles")) {
            return; // diagnostic: the agent's cost without the role lookup
        }
        try {
            Class<?> counters = Class.forName("dev.storagebench.agent.Counters", true,
                    ClassLoader.getSystemClassLoader());
            Method roles = counters.getMethod("roles", String[][].class, String.class);
            String[][] byRole = {{workspace.toString()}, outputs.toArray(new String[0]),
                {System.getProperty("user.home") + "/.m2/repository"}, {System.getProperty("java.io.tmpdir")}, {}};
            roles.invoke(null, byRole, workspace.toString());
        } catch (ClassNotFoundException e) {
            // the run without the agent
        }
    }

    @Benchmark
    public boolean exists() {
        return Files.exists(file);
    }

    @Benchmark
    public FileTime lastModified() throws IOException {
        return Files.getLastModifiedTime(file);
    }

    /**
     * A file in the sources, whose directory holds the output directories: the agent searches its directories on
     * every call, where for a file in an output directory it mostly compares with the one it found last.
     */
    @Benchmark
    public boolean existsInSources() {
        return Files.exists(source);
    }

    /** Runs the benchmark without and with the agent in ABBA order and prints the per-call difference. */
    public static void main(String[] args) throws RunnerException {
        if (args.length < 1) {
            System.err.println("usage: FileOpsAgentBenchmark AGENT_JAR [DIR]");
            System.exit(2);
        }
        String agent = "-javaagent:" + Path.of(args[0]).toAbsolutePath();
        String dir = args.length > 1 ? args[1] : "/dev/shm";
        String[][] order = {{}, {agent}, {agent}, {}};
        String[] names = {"exists", "lastModified", "existsInSources"};
        double[][] scores = new double[2][names.length];
        int[] counts = new int[2];
        for (String[] jvmArgs : order) {
            var results = new Runner(new OptionsBuilder().include(FileOpsAgentBenchmark.class.getName() + "\\.")
                    .param("dir", dir).jvmArgsAppend(jvmArgs).build()).run();
            int with = jvmArgs.length;
            counts[with]++;
            for (var r : results) {
                String name = r.getParams().getBenchmark();
                int b = java.util.Arrays.asList(names).indexOf(name.substring(name.lastIndexOf('.') + 1));
                scores[with][b] += r.getPrimaryResult().getScore();
            }
        }
        String[] shown = {"Files.exists (output)", "Files.getLastModifiedTime", "Files.exists (sources)"};
        for (int b = 0; b < names.length; b++) {
            double without = scores[0][b] / counts[0];
            double with = scores[1][b] / counts[1];
            System.out.printf(java.util.Locale.ROOT, "%-26s without %.1f ns, with the agent %.1f ns: +%.1f ns per call%n",
                    shown[b], without, with, with - without);
        }
    }
}
