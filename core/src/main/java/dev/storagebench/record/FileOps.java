package dev.storagebench.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tally of file-system operations by kind and directory role, as the agent counted them for one thread interval
 * or one whole build JVM; only non-zero counts are kept.
 *
 * @param counts the non-zero counts, ordered by role then kind
 */
public record FileOps(List<FileOpCount> counts) {

    /** The directory roles, as the agent names them: the workspace's sources. */
    public static final String SOURCES = "sources";
    /** A module's build directory ({@code project.build.directory}). */
    public static final String OUTPUT = "output";
    /** The local repository. */
    public static final String REPOSITORY = "repository";
    /** {@code java.io.tmpdir}. */
    public static final String TEMP = "temp";
    /** The role of a {@code run} command's workspace, for calls that strace counted. */
    public static final String WORKSPACE = "workspace";
    /** The role of every path outside the others. */
    public static final String OTHER = "other";

    /** The kind of a read call; its bytes are the Java file IO the reports have shown since JFR. */
    public static final String READ = "read";
    /** The kind of a write call. */
    public static final String WRITE = "write";
    /** The kind of a force (fsync). */
    public static final String FORCE = "force";
    /** The kind of a directory listing, whose amount is entries rather than bytes. */
    public static final String READDIR = "readdir";

    public FileOps {
        counts = List.copyOf(counts);
    }

    /** Nothing counted. */
    public static final FileOps NONE = new FileOps(List.of());

    /**
     * The counts in {@code after - before}, two arrays as the agent returns them (per role, per kind, calls, nanos
     * and amount), named by {@code roles} and {@code kinds}.
     */
    public static FileOps between(long[] before, long[] after, List<String> kinds, List<String> roles,
                                  int fields) {
        List<FileOpCount> counts = new ArrayList<>();
        for (int r = 0; r < roles.size(); r++) {
            for (int k = 0; k < kinds.size(); k++) {
                int at = (r * kinds.size() + k) * fields;
                if (at + 2 >= after.length) {
                    continue;
                }
                long calls = after[at] - (before == null ? 0 : before[at]);
                long nanos = after[at + 1] - (before == null ? 0 : before[at + 1]);
                long amount = after[at + 2] - (before == null ? 0 : before[at + 2]);
                if (calls > 0 || nanos > 0 || amount > 0) {
                    String kind = kinds.get(k);
                    counts.add(new FileOpCount(kind, roles.get(r), calls, nanos,
                            READDIR.equals(kind) ? 0 : amount, READDIR.equals(kind) ? amount : 0));
                }
            }
        }
        return new FileOps(counts);
    }

    /** The counts summed over roles, one per kind, in the order kinds first appear. */
    public List<FileOpCount> byKind() {
        Map<String, FileOpCount> sums = new LinkedHashMap<>();
        for (FileOpCount c : counts) {
            sums.merge(c.kind(), new FileOpCount(c.kind(), "all", c.calls(), c.nanos(), c.bytes(), c.entries()),
                    FileOps::sum);
        }
        return List.copyOf(sums.values());
    }

    /** This tally less {@code other} (e.g. the whole build less its mojos); counts at or below zero are dropped. */
    public FileOps minus(FileOps other) {
        Map<String, FileOpCount> left = new LinkedHashMap<>();
        for (FileOpCount c : counts) {
            left.put(c.role() + " " + c.kind(), c);
        }
        for (FileOpCount c : other.counts) {
            left.computeIfPresent(c.role() + " " + c.kind(), (k, mine) -> new FileOpCount(mine.kind(), mine.role(),
                    mine.calls() - c.calls(), mine.nanos() - c.nanos(), mine.bytes() - c.bytes(),
                    mine.entries() - c.entries()));
        }
        return new FileOps(left.values().stream().filter(c -> c.calls() > 0).toList());
    }

    /** The sum of several tallies. */
    public static FileOps sum(List<FileOps> tallies) {
        Map<String, FileOpCount> sums = new LinkedHashMap<>();
        for (FileOps t : tallies) {
            for (FileOpCount c : t.counts) {
                sums.merge(c.role() + " " + c.kind(), c, FileOps::sum);
            }
        }
        return new FileOps(List.copyOf(sums.values()));
    }

    private static FileOpCount sum(FileOpCount a, FileOpCount b) {
        return new FileOpCount(a.kind(), a.role(), a.calls() + b.calls(), a.nanos() + b.nanos(),
                a.bytes() + b.bytes(), a.entries() + b.entries());
    }

    /** Time in all counted calls. */
    public long totalNanos() {
        return counts.stream().mapToLong(FileOpCount::nanos).sum();
    }

    /**
     * The reads, writes and forces as {@link FileIo}, the figures JFR gave before the agent: so the reports' file IO
     * column and the verdict's share keep their meaning, now counted by the agent.
     */
    public FileIo dataIo() {
        long[] f = new long[8];
        for (FileOpCount c : counts) {
            switch (c.kind()) {
                case READ -> {
                    f[0] += c.nanos();
                    f[1] += c.bytes();
                    f[2] += c.calls();
                }
                case WRITE -> {
                    f[3] += c.nanos();
                    f[4] += c.bytes();
                    f[5] += c.calls();
                }
                case FORCE -> {
                    f[6] += c.nanos();
                    f[7] += c.calls();
                }
                default -> {
                }
            }
        }
        return new FileIo(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
    }
}
