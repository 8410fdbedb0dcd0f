package dev.storagebench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The directory reports go to, made and proven writable before any work starts, so no run is wasted on it. */
public final class OutputDirectory {

    private OutputDirectory() {
    }

    /**
     * Creates {@code dir} if needed and writes and removes a probe file in it.
     *
     * @param option the output directory option as the user writes it, for the error
     * @throws InvalidOptionException when it cannot be created or written, naming why (permission, read-only, full)
     */
    public static Path prepare(Path dir, String option) throws InvalidOptionException {
        try {
            Files.createDirectories(dir);
            // a new file under a name no one else has: only what this call created is deleted
            Path probe = Files.createTempFile(dir, ".storagebench-write-test-", ".tmp");
            Files.delete(probe);
            return dir;
        } catch (IOException e) {
            throw new InvalidOptionException(option, dir.toString(), "cannot be written (" + IoErrors.reason(e) + ")",
                    "choose a directory you can write to");
        }
    }
}
