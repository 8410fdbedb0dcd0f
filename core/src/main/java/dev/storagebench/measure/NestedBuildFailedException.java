package dev.storagebench.measure;

import dev.storagebench.StoragebenchException;
import java.nio.file.Path;

/** The user's build failed inside {@code measure}; its reports were written and its log kept. */
public class NestedBuildFailedException extends StoragebenchException {

    private final transient MeasureResult result;
    private final Path log;

    public NestedBuildFailedException(String message, Path log, MeasureResult result) {
        super(message);
        this.log = log;
        this.result = result;
    }

    /** The nested build's log. */
    public Path log() {
        return log;
    }

    /** What was measured before the failure, or null when nothing was. */
    public MeasureResult result() {
        return result;
    }
}
