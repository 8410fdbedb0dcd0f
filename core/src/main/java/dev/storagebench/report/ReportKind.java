package dev.storagebench.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What wrote a run report: {@code measure} (a Maven build, per phase and mojo) or {@code run} (any command). */
public enum ReportKind {
    MEASURE, RUN;

    /** The name in reports. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind a report names, in any case. */
    @JsonCreator
    public static ReportKind byId(String id) {
        return valueOf(id.trim().toUpperCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return id();
    }
}
