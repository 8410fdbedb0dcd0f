package sample.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WordCountTest {

    @Test
    void countsEachWordOnce(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("words.txt"), "the storage, the build");
        assertEquals(2, WordCount.count(file).get("the"));
        assertEquals(1, WordCount.count(file).get("build"));
    }
}
