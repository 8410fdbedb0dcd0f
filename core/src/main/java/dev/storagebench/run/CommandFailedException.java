package dev.storagebench.run;

import dev.storagebench.StoragebenchException;
import java.nio.file.Path;

/** The timed command or its {@code --prepare} command exited non-zero; the log holds its output. */
public class CommandFailedException extends StoragebenchException {

    private final transient Path log;

    public CommandFailedException(String message, Path log) {
        super(message);
        this.log = log;
    }

    /** The failed command's output. */
    public Path log() {
        return log;
    }
}
