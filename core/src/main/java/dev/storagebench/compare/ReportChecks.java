package dev.storagebench.compare;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.StorageLabel;
import dev.storagebench.format.Text;
import dev.storagebench.json.ReportFormatException;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.record.MojoRecord;
import dev.storagebench.report.RunReport;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code compare} requires of a report before any of it reaches a renderer: the fields it shows are present,
 * and every duration and rate is a finite number that is not negative (a zero or negative wall time would make a
 * storage "the fastest"). A report that fails says which field, in one line naming the file.
 */
final class ReportChecks {

    private static final Pattern SCHEMA = Pattern.compile("storagebench-([a-z]+)/(\\d{1,9})");

    private ReportChecks() {
    }

    /**
     * Refuses a storagebench schema of a newer version than {@code known}, which this tool would misread.
     *
     * @return whether {@code schema} names a storagebench report kind at all
     */
    static boolean newerThanKnown(Path file, String schema, String... known) throws ReportFormatException {
        Matcher m = schema == null ? null : SCHEMA.matcher(schema);
        if (m == null || !m.matches()) {
            return false;
        }
        for (String k : known) {
            Matcher km = SCHEMA.matcher(k);
            if (km.matches() && km.group(1).equals(m.group(1)) && Long.parseLong(m.group(2))
                    > Long.parseLong(km.group(2))) {
                throw new ReportFormatException(file, "uses schema " + schema + ", newer than this storagebench "
                        + "reads (" + k + "); upgrade storagebench to compare it");
            }
        }
        return true;
    }

    static RunReport run(Path file, RunReport r) throws ReportFormatException {
        label(file, r.label());
        required(file, "kind", r.kind());
        required(file, "task", r.task());
        required(file, "status", r.status());
        required(file, "start", r.start());
        required(file, "totals", r.totals());
        if (r.totals().wallNanos() <= 0) {
            throw new ReportFormatException(file, "has totals.wallNanos " + r.totals().wallNanos()
                    + ", but a run takes some time; the file was changed by hand or damaged");
        }
        notNegative(file, "totals.userNanos", r.totals().userNanos());
        notNegative(file, "totals.systemNanos", r.totals().systemNanos());
        for (int i = 0; i < r.mojos().size(); i++) {
            MojoRecord m = r.mojos().get(i);
            String at = "mojos[" + i + "]";
            required(file, at, m);
            required(file, at + ".phase", m.phase());
            required(file, at + ".plugin", m.plugin());
            required(file, at + ".goal", m.goal());
            required(file, at + ".metrics", m.metrics());
            notNegative(file, at + ".metrics.wallNanos", m.metrics().wallNanos());
        }
        return r;
    }

    static ProbeReport probe(Path file, ProbeReport p) throws ReportFormatException {
        label(file, p.label());
        return ProbeReport.checked(file, p);
    }

    /** A label as storagebench writes them; anything else (markup, escapes, paths) did not come from this tool. */
    private static void label(Path file, String label) throws ReportFormatException {
        required(file, "label", label);
        try {
            if (!label.equals(StorageLabel.check("label", label))) {
                throw new InvalidOptionException("label", label, "", "");
            }
        } catch (InvalidOptionException e) {
            throw new ReportFormatException(file, "has the label '" + Text.clip(label) + "', which storagebench never "
                    + "writes (labels hold only letters, digits and . _ @ + -)");
        }
    }

    private static void required(Path file, String field, Object value) throws ReportFormatException {
        if (value == null) {
            throw new ReportFormatException(file, "lacks the field '" + field + "' that compare shows; the file was "
                    + "changed by hand, damaged, or written by another tool");
        }
    }

    private static void notNegative(Path file, String field, Long value) throws ReportFormatException {
        if (value != null && value < 0) {
            throw new ReportFormatException(file, "has a negative " + field + " (" + value + ")");
        }
    }

}
