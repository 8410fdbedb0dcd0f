package dev.storagebench.report;

import dev.storagebench.record.FileIo;
import dev.storagebench.record.FileOps;
import dev.storagebench.record.MojoRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How much of a run's wall time mojo executions account for, and what is left: JVM start-up and project loading
 * before the session, dependency resolution and lock waits between mojos, and shutdown.
 *
 * @param startupNanos from process start to the start of Maven's session; null when the session never started
 * @param inMojosNanos time during which at least one mojo ran (the union over threads, so {@code -T} does not
 *     count twice)
 * @param unattributedNanos wall time not inside any mojo execution
 * @param inMojosShare {@code inMojosNanos} over the run's wall time
 * @param fileIoAll Java file reads, writes and forces of the whole build JVM (agent, or JFR when it recorded); null
 *     when neither counted them
 * @param fileIoInMojos the part of it inside mojo executions' own threads
 * @param fileIoOutsideMojos the rest; null when not counted
 * @param fileOpsAll every file-system operation of the build JVM by kind and role, from the agent; null without it
 * @param fileOpsOutsideMojos the part of them outside mojo executions' own threads (Maven's own work, dependency
 *     resolution, helper threads); null without the agent
 */
public record Attribution(Long startupNanos, long inMojosNanos, long unattributedNanos, double inMojosShare,
                         FileIo fileIoAll, FileIo fileIoInMojos, FileIo fileIoOutsideMojos, FileOps fileOpsAll,
                         FileOps fileOpsOutsideMojos) {

    /** Computes the mojo coverage of a run that lasted {@code wallNanos}. */
    public static Attribution of(List<MojoRecord> mojos, long wallNanos, Instant processStart, Instant sessionStart,
                                 FileIo all, FileIo outside) {
        return of(mojos, wallNanos, processStart, sessionStart, all, outside, null);
    }

    /** The same, with the agent's count of the whole JVM's file-system operations (null without it). */
    public static Attribution of(List<MojoRecord> mojos, long wallNanos, Instant processStart, Instant sessionStart,
                                 FileIo all, FileIo outside, FileOps opsAll) {
        List<long[]> intervals = new ArrayList<>();
        for (MojoRecord m : mojos) {
            long s = toNanos(m.start());
            intervals.add(new long[] {s, s + m.metrics().wallNanos()});
        }
        intervals.sort(Comparator.comparingLong(i -> i[0]));
        long covered = 0;
        long curStart = Long.MIN_VALUE;
        long curEnd = Long.MIN_VALUE;
        for (long[] i : intervals) {
            if (i[0] > curEnd) {
                covered += Math.max(0, curEnd - curStart);
                curStart = i[0];
                curEnd = i[1];
            } else {
                curEnd = Math.max(curEnd, i[1]);
            }
        }
        covered += Math.max(0, curEnd - curStart);
        covered = Math.min(covered, wallNanos);
        Long startup = sessionStart == null ? null : Math.max(0, toNanos(sessionStart) - toNanos(processStart));
        FileIo inMojos = all == null || outside == null ? null : all.minus(outside);
        FileOps opsOutside = null;
        if (opsAll != null) {
            List<FileOps> inThreads = new ArrayList<>();
            for (MojoRecord m : mojos) {
                if (m.fileOps() != null) {
                    inThreads.add(m.fileOps());
                }
            }
            opsOutside = opsAll.minus(FileOps.sum(inThreads));
        }
        return new Attribution(startup, covered, wallNanos - covered, wallNanos == 0 ? 0 : (double) covered / wallNanos,
                all, inMojos, outside, opsAll, opsOutside);
    }

    private static long toNanos(Instant i) {
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }
}
