package dev.storagebench.jmh;

import dev.storagebench.ScratchTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The storage under test: a scratch directory {@code storagebench-jmh-<random>} made inside {@code -p dir=...}
 * for one trial (one fork) and removed after it, also when the fork dies of an exception or Ctrl-C.
 */
@State(Scope.Benchmark)
public class TargetDirectory {

    /** The directory on the storage to benchmark; empty means the JVM's temp dir. */
    @Param("")
    public String dir;

    private Path scratch;
    private Thread cleanup;

    @Setup(Level.Trial)
    public void create() throws IOException {
        Path parent = Path.of(dir.isEmpty() ? System.getProperty("java.io.tmpdir") : dir);
        if (!Files.isDirectory(parent)) {
            throw new IllegalArgumentException("-p dir=" + dir + " is not a directory; point it at a directory on "
                    + "the storage to benchmark");
        }
        scratch = Files.createTempDirectory(parent, "storagebench-jmh-");
        cleanup = new Thread(() -> remove(scratch), "storagebench-jmh-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    @TearDown(Level.Trial)
    public void remove() {
        remove(scratch);
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs and removes it
        }
    }

    /** The scratch directory of this trial. */
    public Path scratch() {
        return scratch;
    }

    /** A new directory inside the scratch directory, e.g. one per thread. */
    public Path newDirectory(String prefix) throws IOException {
        return Files.createTempDirectory(scratch, prefix);
    }

    /** Removes a tree this benchmark made; does not follow symbolic links out of it. */
    static void remove(Path root) {
        ScratchTree.remove(root);
    }
}
