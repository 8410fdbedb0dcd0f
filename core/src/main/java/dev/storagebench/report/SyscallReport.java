package dev.storagebench.report;

import dev.storagebench.Copies;
import dev.storagebench.record.FileOpCount;
import dev.storagebench.record.SyscallCount;
import java.time.Instant;
import java.util.List;

/**
 * The file-system calls of one extra, untimed run of a command under strace: the file {@code syscalls.json} beside
 * a {@code run}'s reports, schema {@value #SCHEMA}.
 *
 * @param schema the schema id and version
 * @param tool the storagebench version that wrote it
 * @param label the storage label
 * @param task the command
 * @param command the traced command line, strace included
 * @param workingDirectory where it ran
 * @param tracer the tracer and its version, e.g. {@code strace -- version 6.1}
 * @param start when the traced run started
 * @param exitCode the command's exit code
 * @param tracedWallNanos the traced run's wall time, slowed by tracing: never compare it with the timed runs
 * @param fileOps the calls by kind and directory role ({@code workspace}, {@code temp}, {@code other}), each with
 *     the time inside them as strace timed it
 * @param syscalls the same by system call, most time first, with failed calls
 * @param lines trace lines read
 * @param unparsed lines that named a counted call but could not be read (0 unless the trace was cut off)
 */
public record SyscallReport(String schema, String tool, String label, String task, List<String> command,
                            String workingDirectory, String tracer, Instant start, int exitCode,
                            long tracedWallNanos, List<FileOpCount> fileOps, List<SyscallCount> syscalls,
                            long lines, long unparsed) {

    /** The schema this record writes. */
    public static final String SCHEMA = "storagebench-syscalls/1";

    /** The file name beside the run reports. */
    public static final String FILE_NAME = "syscalls.json";

    public SyscallReport {
        command = Copies.list(command);
        fileOps = Copies.list(fileOps);
        syscalls = Copies.list(syscalls);
    }
}
