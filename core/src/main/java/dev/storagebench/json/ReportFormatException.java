package dev.storagebench.json;

import dev.storagebench.StoragebenchException;
import java.nio.file.Path;

/** A file that should be a storagebench report and is not one this tool can use, with what is wrong in one line. */
public class ReportFormatException extends StoragebenchException {

    private final Path file;
    private final String problem;

    public ReportFormatException(Path file, String problem) {
        super(file + " " + problem);
        this.file = file;
        this.problem = problem;
    }

    /** What is wrong, without the file's name. */
    public String problem() {
        return problem;
    }

    /** The file. */
    public Path file() {
        return file;
    }
}
