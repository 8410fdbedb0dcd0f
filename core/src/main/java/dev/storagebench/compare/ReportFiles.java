package dev.storagebench.compare;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.check.CheckReport;
import dev.storagebench.check.CheckTarget;
import dev.storagebench.probe.ProbeReport;
import dev.storagebench.json.ReportJson;
import dev.storagebench.report.RunReport;
import dev.storagebench.report.SummaryReport;
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
    record Found(List<RunReport> runs, List<ProbeReport> probes, List<String> notes) {
    }

    private ReportFiles() {
    }

    static Found load(List<String> inputs, Path workingDirectory, OptionNames names) throws StoragebenchException {
        Map<Path, RunReport> runs = new LinkedHashMap<>();
        Map<Path, ProbeReport> probes = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int skipped = 0;
        for (String input : inputs) {
            if (isGlob(input)) {
                List<Path> matches = glob(input, workingDirectory);
                if (matches.isEmpty()) {
                    throw new InvalidOptionException(names.name("inputs"), input, "matches no file",
                            "check the pattern, or pass the directory that holds the reports");
                }
                for (Path p : matches) {
                    skipped += readFound(p, runs, probes) ? 0 : 1;
                }
                continue;
            }
            Path path = workingDirectory.resolve(input).normalize();
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    for (Path p : walk.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f))
                            .sorted().toList()) {
                        skipped += readFound(p, runs, probes) ? 0 : 1;
                    }
                } catch (IOException e) {
                    throw new StoragebenchException("cannot search " + path + ": " + e.getMessage(), e);
                }
            } else if (Files.isRegularFile(path)) {
                if (!readFound(path, runs, probes)) {
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
        return new Found(List.copyOf(runs.values()), List.copyOf(probes.values()), notes);
    }

    /** Reads one file into {@code runs}; false when it is not a report this command understands. */
    private static boolean readFound(Path file, Map<Path, RunReport> runs, Map<Path, ProbeReport> probes)
            throws StoragebenchException {
        String schema = ReportJson.schemaOf(file);
        try {
            if (RunReport.SCHEMA.equals(schema)) {
                Path key = file.toRealPath();
                if (!runs.containsKey(key)) {
                    runs.put(key, ReportJson.read(file, RunReport.class));
                }
                return true;
            }
            if (ProbeReport.SCHEMA.equals(schema)) {
                probes.putIfAbsent(file.toRealPath(), ReportJson.read(file, ProbeReport.class));
                return true;
            }
            if (CheckReport.SCHEMA.equals(schema)) {
                // a check's quick probes compare like any probe
                for (CheckTarget t : ReportJson.read(file, CheckReport.class).targets()) {
                    if (t.probe() != null) {
                        probes.putIfAbsent(file.toRealPath().resolve(t.target()), t.probe());
                    }
                }
                return true;
            }
            if (SummaryReport.SCHEMA.equals(schema)) {
                SummaryReport summary = ReportJson.read(file, SummaryReport.class);
                for (String runFile : summary.runFiles()) {
                    Path run = file.resolveSibling(runFile);
                    if (!Files.isRegularFile(run)) {
                        throw new StoragebenchException("the summary " + file + " names " + runFile
                                + ", which does not exist; keep run reports beside their summary.json");
                    }
                    readFound(run, runs, probes);
                }
                return true;
            }
            return false;
        } catch (IOException e) {
            throw new StoragebenchException("cannot read the report " + file + ": " + e.getMessage(), e);
        }
    }

    private static boolean isGlob(String input) {
        return input.chars().anyMatch(c -> c == '*' || c == '?' || c == '[' || c == '{');
    }

    /** The files a glob matches, searched from the longest leading part without wildcards. */
    private static List<Path> glob(String pattern, Path workingDirectory) throws StoragebenchException {
        Path full = workingDirectory.resolve(pattern).normalize();
        Path base = full.getRoot() == null ? workingDirectory : full.getRoot();
        for (Path part : full) {
            if (isGlob(part.toString())) {
                break;
            }
            base = base.resolve(part);
        }
        String escaped = full.toString().replace("\\", "\\\\");
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + escaped);
        if (!Files.isDirectory(base)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(base)) {
            return walk.filter(p -> Files.isRegularFile(p) && matcher.matches(p)).sorted().toList();
        } catch (IOException e) {
            throw new StoragebenchException("cannot search " + base + ": " + e.getMessage(), e);
        }
    }
}
