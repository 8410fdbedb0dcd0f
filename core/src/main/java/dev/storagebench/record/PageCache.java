package dev.storagebench.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Empties the kernel's page cache so that the next run reads from the storage, not from memory (Linux, root). */
public final class PageCache {

    /** The kernel file written to drop caches. */
    public static final Path DROP_CACHES = Path.of("/proc/sys/vm/drop_caches");

    private PageCache() {
    }

    /** Whether this process may drop the page cache. */
    public static boolean canDrop() {
        return Files.isWritable(DROP_CACHES);
    }

    /** Writes dirty pages back ({@code sync}) and drops clean pages, dentries and inodes. */
    public static void drop() throws IOException, InterruptedException {
        Process sync = new ProcessBuilder("sync").inheritIO().start();
        if (sync.waitFor() != 0) {
            throw new IOException("'sync' failed before dropping the page cache (exit code " + sync.exitValue() + ")");
        }
        Files.writeString(DROP_CACHES, "3\n");
    }
}
