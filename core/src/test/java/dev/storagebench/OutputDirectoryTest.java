package dev.storagebench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Proving a report directory writable creates it if needed and leaves every file in it as it was. */
class OutputDirectoryTest {

    @Test
    void aUsersFilesSurviveTheWriteTest(@TempDir Path dir) throws Exception {
        // a file under the name an earlier version used for its probe file, which it deleted first
        Path users = Files.writeString(dir.resolve(".storagebench-write-test-" + ProcessHandle.current().pid()),
                "mine");
        OutputDirectory.prepare(dir, "outputDirectory");
        assertEquals("mine", Files.readString(users));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(users), s.toList(), "nothing added, nothing removed");
        }
        Path made = OutputDirectory.prepare(dir.resolve("a/b"), "outputDirectory");
        assertTrue(Files.isDirectory(made));
    }

    @Test
    void aDirectoryThatCannotBeMadeIsAnOptionError(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("file"), "x");
        InvalidOptionException e = assertThrows(InvalidOptionException.class,
                () -> OutputDirectory.prepare(dir.resolve("file/reports"), "--output-dir"));
        assertTrue(e.getMessage().startsWith("--output-dir=" + dir.resolve("file/reports") + " cannot be written ("),
                e.getMessage());
    }
}
