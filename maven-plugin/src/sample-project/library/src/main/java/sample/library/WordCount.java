package sample.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** Counts words in text files: a little real file IO for the sample build's tests. */
public final class WordCount {

    private WordCount() {
    }

    public static Map<String, Integer> count(Path file) throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : Files.readString(file).toLowerCase().split("\\W+")) {
            if (!word.isEmpty()) {
                counts.merge(word, 1, Integer::sum);
            }
        }
        return counts;
    }
}
