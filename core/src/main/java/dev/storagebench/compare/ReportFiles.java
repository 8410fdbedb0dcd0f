package dev.storagebench.compare;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.IoErrors;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.check.CheckReport;
import dev.storagebench.check.CheckTarget;
import dev.storagebench.format.Text;
import dev.storagebench.json.ReportFormatException;
import dev.storagebench.json.ReportJson;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
import dev.storagebench.report.SyscallReport;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds the run and probe reports behind files, directories (searched recursively) and globs: run reports are read as they
 * are, a summary brings its run files, and every run is read once however often it is reached.
 */
final class ReportFiles {

    /** What was found: the runs, the probes and what the user should know about the search. */
    record Found(List<RunReport> runs, List<ProbeReport> probes, List<SyscallReport> syscalls, List<String> notes) {
    }

    private ReportFiles() {
    }

    static Found load(List<String> inputs, Path workingDirectory, OptionNames names) throws StoragebenchException {
        Map<Path, RunReport> runs = new LinkedHashMap<>();
        Map<Path, ProbeReport> probes = new LinkedHashMap<>();
        Map<Path, SyscallReport> syscalls = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int skipped = 0;
        for (String input : inputs) {
            if (isGlob(input)) {
                List<Path> matches = glob(input, workingDirectory, names);
                if (matches.isEmpty()) {
                    throw new InvalidOptionException(names.name("inputs"), input, "matches no file",
                            "check the pattern, or pass the directory that holds the reports");
                }
                for (Path p : matches) {
                    skipped += readFound(p, runs, probes, syscalls) ? 0 : 1;
                }
                continue;
            }
            Path path = workingDirectory.resolve(input).normalize();
            if (Files.isDirectory(path)) {
                for (Path p : walk(path, f -> f.toString().endsWith(".json"))) {
                    skipped += readFound(p, runs, probes, syscalls) ? 0 : 1;
                }
            } else if (Files.isRegularFile(path)) {
                if (!readFound(path, runs, probes, syscalls)) {
                    throw new InvalidOptionException(names.name("inputs"), input,
                            "is not a storagebench run, summary, probe or check report",
                            "pass run-N.json, summary.json, probe.json or check.json files, or their directory");
                }
            } else {
                throw new InvalidOptionException(names.name("inputs"), input, "does not exist",
                        "pass report files, directories holding them, or a glob such as 'reports/**/*.json'");
            }
        }
        if (skipped > 0) {
            notes.add(skipped + " JSON file(s) that are not storagebench run or summary reports were skipped");
        }
        return new Found(List.copyOf(runs.values()), List.copyOf(probes.values()), List.copyOf(syscalls.values()),
                notes);
    }

    /** Reads one file into {@code runs}; false when it is not a report this command understands. */
    private static boolean readFound(Path file, Map<Path, RunReport> runs, Map<Path, ProbeReport> probes,
                                     Map<Path, SyscallReport> syscalls) throws StoragebenchException {
        String schema = ReportJson.schemaIn(file);
        if (!ReportChecks.newerThanKnown(file, schema, RunReport.SCHEMA, ProbeReport.SCHEMA, CheckReport.SCHEMA,
                SummaryReport.SCHEMA, SyscallReport.SCHEMA)) {
            return false;
        }
        if (SyscallReport.SCHEMA.equals(schema)) {
            SyscallReport r = ReportJson.readReport(file, SyscallReport.class);
            if (r.label() == null || r.task() == null) {
                throw new ReportFormatException(file, "has no label or task; it is not a syscalls.json that run "
                        + "--count-syscalls wrote");
            }
            syscalls.putIfAbsent(realPath(file), r);
            return true;
        }
        if (RunReport.SCHEMA.equals(schema)) {
            runs.putIfAbsent(realPath(file), ReportChecks.run(file, ReportJson.readReport(file, RunReport.class)));
            return true;
        }
        if (ProbeReport.SCHEMA.equals(schema)) {
            probes.putIfAbsent(realPath(file), ReportChecks.probe(file,
                    ReportJson.readReport(file, ProbeReport.class)));
            return true;
        }
        if (CheckReport.SCHEMA.equals(schema)) {
            // a check's quick probes compare like any probe
            for (CheckTarget t : ReportJson.readReport(file, CheckReport.class).targets()) {
                if (t != null && t.probe() != null) {
                    probes.putIfAbsent(realPath(file).resolve(String.valueOf(t.target())),
                            ReportChecks.probe(file, t.probe()));
                }
            }
            return true;
        }
        if (SummaryReport.SCHEMA.equals(schema)) {
            readSummary(file, runs);
            return true;
        }
        return false;
    }

    /**
     * Reads the run reports a summary names. They must be run reports beside it ({@code run-N.json}): a summary never
     * leads to another summary (so two that name each other cannot loop) nor out of its directory.
     */
    private static void readSummary(Path file, Map<Path, RunReport> runs) throws StoragebenchException {
        SummaryReport summary = ReportJson.readReport(file, SummaryReport.class);
        for (String runFile : summary.runFiles()) {
            if (runFile == null || !RUN_FILE.matcher(runFile).matches()) {
                throw new ReportFormatException(file, "names '" + Text.clip(String.valueOf(runFile)) + "' as a run "
                        + "file; a summary names run-N.json files beside it");
            }
            Path run = file.resolveSibling(runFile);
            if (!Files.isRegularFile(run)) {
                throw new ReportFormatException(file, "names " + runFile + ", which does not exist; keep run "
                        + "reports beside their summary.json");
            }
            String schema = ReportJson.schemaIn(run);
            ReportChecks.newerThanKnown(run, schema, RunReport.SCHEMA);
            if (!RunReport.SCHEMA.equals(schema)) {
                throw new ReportFormatException(file, "names " + runFile + ", which is not a run report");
            }
            runs.putIfAbsent(realPath(run), ReportChecks.run(run, ReportJson.readReport(run, RunReport.class)));
        }
    }

    private static Path realPath(Path file) throws ReportFormatException {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            throw new ReportFormatException(file, "cannot be read: " + e.getMessage());
        }
    }

    /** The regular files under {@code base} that {@code wanted} accepts, sorted; an unreadable folder is an error. */
    private static List<Path> walk(Path base, java.util.function.Predicate<Path> wanted)
            throws StoragebenchException {
        try (Stream<Path> walk = Files.walk(base)) {
            return walk.filter(p -> Files.isRegularFile(p) && wanted.test(p)).sorted().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            Throwable cause = e instanceof java.io.UncheckedIOException u ? u.getCause() : e;
            String where = cause instanceof java.nio.file.FileSystemException f && f.getFile() != null ? f.getFile()
                    : base.toString();
            String why = cause instanceof IOException io ? IoErrors.reason(io) : String.valueOf(cause.getMessage());
            throw new StoragebenchException("cannot search " + where + ": " + why + "; give the report directories "
                    + "you can read");
        }
    }

    private static final java.util.regex.Pattern RUN_FILE = java.util.regex.Pattern.compile("run-\\d{1,9}\\.json");

    private static boolean isGlob(String input) {
        return input.chars().anyMatch(c -> c == '*' || c == '?' || c == '[' || c == '{');
    }

    /** The files a glob matches, searched from the longest leading part without wildcards. */
    private static List<Path> glob(String pattern, Path workingDirectory, OptionNames names)
            throws StoragebenchException {
        Path full = workingDirectory.resolve(pattern).normalize();
        Path base = full.getRoot() == null ? workingDirectory : full.getRoot();
        for (Path part : full) {
            if (isGlob(part.toString())) {
                break;
            }
            base = base.resolve(part);
        }
        String escaped = full.toString().replace("\\", "\\\\");
        PathMatcher matcher;
        try {
            matcher = FileSystems.getDefault().getPathMatcher("glob:" + escaped);
        } catch (IllegalArgumentException e) {
            throw new InvalidOptionException(names.name("inputs"), pattern, "is not a valid glob ("
                    + Text.clip(e.getMessage().lines().findFirst().orElse("")) + ")",
                    "close every [ and {, or quote the name without wildcards");
        }
        if (!Files.isDirectory(base)) {
            return List.of();
        }
        return walk(base, p -> matcher.matches(p));
    }
}
