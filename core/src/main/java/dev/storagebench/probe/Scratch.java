package dev.storagebench.probe;

import dev.storagebench.ScratchTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The probe's own uniquely named directory under the probed path. Everything the probe writes lives inside it, and
 * removing it removes only what the probe made: the walk does not follow symbolic links out of it. It is removed at
 * the end, on failure and on Ctrl-C; on Ctrl-C the workloads are asked to stop first so nothing is written into it
 * while it is being removed.
 */
final class Scratch implements AutoCloseable {

    /** The scratch directory's name prefix, so a leftover one (after kill -9) is recognisable. */
    static final String PREFIX = "storagebench-probe-";

    private final Path dir;
    private final Thread hook;
    private final CountDownLatch workStopped = new CountDownLatch(1);
    private volatile boolean cancelled;

    private Scratch(Path dir) {
        this.dir = dir;
        this.hook = new Thread(this::cancelAndRemove, "storagebench-probe-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Creates a new scratch directory inside {@code parent}. */
    static Scratch create(Path parent) throws IOException {
        return new Scratch(Files.createTempDirectory(parent, PREFIX));
    }

    Path dir() {
        return dir;
    }

    /** Whether the user stopped the probe; workloads check it between operations. */
    boolean cancelled() {
        return cancelled;
    }

    private void cancelAndRemove() {
        cancelled = true;
        try {
            workStopped.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        remove();
    }

    /** Removes the scratch directory; called once the workloads have stopped. */
    @Override
    public void close() {
        workStopped.countDown();
        if (!cancelled) {
            remove();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running and removes it
            }
        }
    }

    private synchronized void remove() {
        ScratchTree.remove(dir);
    }
}
