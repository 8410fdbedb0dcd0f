package dev.storagebench.run;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.IoErrors;
import dev.storagebench.OptionNames;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.json.ReportJson;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.ProcessTreeTimer;
import dev.storagebench.record.SyscallTrace;
import dev.storagebench.report.SyscallReport;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code run --count-syscalls}: one extra run of the command under {@code strace -f}, never among the timed runs,
 * whose trace is counted by kind ({@link SyscallTrace}) across the whole process tree and written as
 * {@value SyscallReport#FILE_NAME}. The trace itself is deleted once counted, also when counting fails.
 */
final class SyscallCounter {

    /** The strace options: follow children, time each call, name each descriptor's file, no attach messages. */
    static final List<String> STRACE_OPTIONS = List.of("-f", "-T", "-y", "-qq");

    private final Path strace;
    private final String version;

    private SyscallCounter(Path strace, String version) {
        this.strace = strace;
        this.version = version;
    }

    /**
     * The counter, or a one-line error naming the package when strace is not on the {@code PATH}; checked before
     * the first run so a missing tool costs no time.
     */
    static SyscallCounter find(OptionNames names) throws InvalidOptionException {
        return find(names, System.getenv("PATH"));
    }

    /** {@link #find(OptionNames)} on this search path. */
    static SyscallCounter find(OptionNames names, String path) throws InvalidOptionException {
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            Path candidate = dir.isEmpty() ? null : Path.of(dir, "strace");
            if (candidate != null && Files.isExecutable(candidate)) {
                return new SyscallCounter(candidate, version(candidate));
            }
        }
        throw new InvalidOptionException(names.name("countSyscalls"), "true", "needs strace, which is not on the PATH",
                "install the package 'strace' (e.g. apt-get install strace), or leave " + names.name("countSyscalls")
                        + " out");
    }

    private static String version(Path strace) {
        try {
            Process p = new ProcessBuilder(strace.toString(), "-V").redirectErrorStream(true).start();
            String first;
            try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
                first = r.readLine();
            }
            p.waitFor(10, TimeUnit.SECONDS);
            return first == null ? "strace" : first.trim();
        } catch (IOException e) {
            return "strace";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "strace";
        }
    }

    /**
     * Traces one run of {@code argv} in {@code workspace} and writes the report to {@code directory}.
     *
     * @param run starts a process as the timed runs do (process group, Ctrl-C), its output appended to {@code log}
     */
    SyscallReport trace(List<String> argv, List<String> shownArgv, String task, String label, Path workspace,
                        Path directory, Path log, ProcessTreeTimer timer) throws StoragebenchException,
            IOException, InterruptedException {
        Path traceFile = directory.resolve("syscalls.trace");
        // Ctrl-C ends the JVM without running the finally below; this runs after the command was stopped
        traceFile.toFile().deleteOnExit();
        List<String> traced = new ArrayList<>();
        traced.add(strace.toString());
        traced.addAll(STRACE_OPTIONS);
        traced.addAll(List.of("-o", traceFile.toString(), "-e", SyscallTrace.traceExpression(), "--"));
        List<String> shown = new ArrayList<>(traced);
        traced.addAll(argv);
        shown.addAll(shownArgv);
        try {
            ProcessTreeTimer.Timing timing = timer.run(new ProcessBuilder(traced)
                    .directory(workspace.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))));
            if (timer.stopped()) {
                throw new StoragebenchException("the traced run was interrupted; nothing was counted");
            }
            if (!Files.isRegularFile(traceFile) || Files.size(traceFile) == 0) {
                throw new StoragebenchException("strace traced nothing (exit code " + timing.exitCode() + "); "
                        + "see its message in " + log + " (a container may forbid ptrace: run with "
                        + "--cap-add SYS_PTRACE, or without --count-syscalls)");
            }
            Map<String, String> roles = new LinkedHashMap<>();
            roles.put(workspace.toString(), FileOps.WORKSPACE);
            String tmp = System.getenv("TMPDIR");
            roles.put(tmp != null && tmp.startsWith("/") ? tmp : "/tmp", FileOps.TEMP);
            SyscallTrace counted = new SyscallTrace(roles, workspace.toString());
            try (BufferedReader r = Files.newBufferedReader(traceFile, StandardCharsets.UTF_8)) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    counted.accept(line);
                }
            }
            long[] lines = counted.lines();
            SyscallReport report = new SyscallReport(SyscallReport.SCHEMA, Version.tool(), label, task, shown,
                    workspace.toString(), version, timing.start(), timing.exitCode(), timing.wallNanos(),
                    counted.operations().counts(), counted.syscalls(), lines[0], lines[1]);
            Path file = directory.resolve(SyscallReport.FILE_NAME);
            try {
                ReportJson.write(file, report);
            } catch (IOException e) {
                throw new StoragebenchException("cannot write " + file + " (" + IoErrors.reason(e) + ")", e);
            }
            return report;
        } finally {
            Files.deleteIfExists(traceFile);
        }
    }
}
