package dev.storagebench.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a timed run (or every run of a summary) ended; written as {@code succeeded} or {@code failed}. */
public enum RunStatus {
    SUCCEEDED, FAILED;

    /** The status of a process that ended with {@code exitCode}. */
    public static RunStatus ofExitCode(int exitCode) {
        return exitCode == 0 ? SUCCEEDED : FAILED;
    }

    /** The name in reports. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status a report names, in any case. */
    @JsonCreator
    public static RunStatus byId(String id) {
        return valueOf(id.trim().toUpperCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return id();
    }
}
