package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.json.ReportJson;
import java.io.IOException;
import java.nio.file.Path;

/** Reads the workspace probe a check compares against: a {@code probe.json} or an earlier {@code check.json}. */
final class Baselines {

    private Baselines() {
    }

    static ProbeReport read(Path file, String option) throws InvalidOptionException {
        String schema = ReportJson.schemaOf(file);
        try {
            if (ProbeReport.SCHEMA.equals(schema)) {
                return ReportJson.read(file, ProbeReport.class);
            }
            if (CheckReport.SCHEMA.equals(schema)) {
                CheckReport check = ReportJson.read(file, CheckReport.class);
                for (CheckTarget t : check.targets()) {
                    if (Target.WORKSPACE.id().equals(t.target()) && t.probe() != null) {
                        return t.probe();
                    }
                }
                throw new InvalidOptionException(option, file.toString(), "holds no workspace probe (that "
                        + "check could not probe its workspace)", "use a check.json of a check that passed or warned");
            }
        } catch (IOException e) {
            throw new InvalidOptionException(option, file.toString(), "cannot be read (" + firstLine(e) + ")",
                    "give a check.json or probe.json written by storagebench");
        }
        throw new InvalidOptionException(option, file.toString(), schema == null
                ? "is not a storagebench report" : "is a " + schema + " report, not a probe or check report",
                "give a check.json from an earlier check or a probe.json from 'bench-cli fs'");
    }

    private static String firstLine(IOException e) {
        String m = String.valueOf(e.getMessage());
        return m.lines().findFirst().orElse(m);
    }
}
