package dev.storagebench.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The mounts {@code .ci/test-mounts up} provides, read from the file named by {@code STORAGEBENCH_TEST_MOUNTS} or
 * from the environment; null where a mount is not there, so tests can skip with a reason.
 */
public final class TestMounts {

    public static final String HOW = "run the tests through .ci/test as root to get the test mounts";

    private TestMounts() {
    }

    /** The mount point named by {@code key} (e.g. {@code STORAGEBENCH_TEST_TINY}), or null. */
    public static Path get(String key) {
        String value = System.getenv(key);
        String file = System.getenv("STORAGEBENCH_TEST_MOUNTS");
        if (value == null && file != null && Files.isRegularFile(Path.of(file))) {
            Properties p = new Properties();
            try (var in = Files.newInputStream(Path.of(file))) {
                p.load(in);
            } catch (IOException e) {
                return null;
            }
            value = p.getProperty(key);
        }
        return value == null || !Files.isDirectory(Path.of(value)) ? null : Path.of(value);
    }
}
