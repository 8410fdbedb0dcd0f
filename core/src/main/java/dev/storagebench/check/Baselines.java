package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.json.ReportFormatException;
import dev.storagebench.json.ReportJson;
import dev.storagebench.probe.ProbeReport;
import java.nio.file.Path;

/** Reads the workspace probe a check compares against: a {@code probe.json} or an earlier {@code check.json}. */
final class Baselines {

    private Baselines() {
    }

    static ProbeReport read(Path file, String option) throws InvalidOptionException {
        String schema;
        try {
            schema = ReportJson.schemaIn(file);
            if (ProbeReport.SCHEMA.equals(schema)) {
                return ProbeReport.checked(file, ReportJson.readReport(file, ProbeReport.class));
            }
            if (CheckReport.SCHEMA.equals(schema)) {
                CheckReport check = ReportJson.readReport(file, CheckReport.class);
                for (CheckTarget t : check.targets()) {
                    if (t != null && Target.WORKSPACE.id().equals(t.target()) && t.probe() != null) {
                        return ProbeReport.checked(file, t.probe());
                    }
                }
                throw new InvalidOptionException(option, file.toString(), "holds no workspace probe (that "
                        + "check could not probe its workspace)", "use a check.json of a check that passed or warned");
            }
        } catch (ReportFormatException e) {
            throw new InvalidOptionException(option, file.toString(), e.problem(),
                    "give a check.json or probe.json written by storagebench");
        }
        throw new InvalidOptionException(option, file.toString(), schema == null
                ? "is not a storagebench report" : "is a " + schema + " report, not a probe or check report",
                "give a check.json from an earlier check or a probe.json from 'bench-cli fs'");
    }

}
