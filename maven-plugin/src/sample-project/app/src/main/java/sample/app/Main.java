package sample.app;

import java.nio.file.Path;
import sample.library.WordCount;

/** Prints the word counts of the files named on the command line. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        for (String arg : args) {
            System.out.println(arg + ": " + WordCount.count(Path.of(arg)));
        }
    }
}
