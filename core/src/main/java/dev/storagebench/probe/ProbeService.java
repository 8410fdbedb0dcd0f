package dev.storagebench.probe;

import dev.storagebench.IoErrors;
import dev.storagebench.OptionNames;
import dev.storagebench.OutputDirectory;
import dev.storagebench.StoragebenchException;
import dev.storagebench.Version;
import dev.storagebench.format.Formats;
import dev.storagebench.host.HostInfo;
import dev.storagebench.json.ReportJson;
import dev.storagebench.mount.MountInfo;
import dev.storagebench.mount.MountTable;
import dev.storagebench.record.PageCache;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Probes the storage under a directory with build-shaped workloads, inside a scratch directory of its own that is
 * removed at the end, on failure and on Ctrl-C, and writes a {@code probe.json} report.
 */
public final class ProbeService {

    /** Room kept free beyond the workloads' own files. */
    static final long SPARE_BYTES = 64L << 20;

    private final Consumer<String> progress;
    private final OptionNames names;

    /**
     * @param progress receives a line per measured operation
     * @param names how the adapter names options, for hints
     */
    public ProbeService(Consumer<String> progress, OptionNames names) {
        this.progress = progress;
        this.names = names;
    }

    /**
     * What a probe produced.
     *
     * @param report the report
     * @param reportFile where it was written
     * @param console the lines to print at the end
     */
    public record Probed(ProbeReport report, Path reportFile, List<String> console) {
        public Probed {
            console = List.copyOf(console);
        }
    }

    /** Runs the chosen workloads under {@code options.path()}. */
    public Probed probe(ProbeOptions options) throws StoragebenchException {
        OutputDirectory.prepare(options.outputDirectory(), names.name("outputDirectory"));
        return probe(options, true);
    }

    /** As {@link #probe(ProbeOptions)}; tests turn the free-space check off to run out of space on purpose. */
    Probed probe(ProbeOptions options, boolean checkSpace) throws StoragebenchException {
        ProbeReport report = measure(options, checkSpace);
        Path file = options.outputDirectory().resolve(report.label()).resolve("probe.json");
        try {
            ReportJson.write(file, report);
        } catch (IOException e) {
            throw new StoragebenchException("cannot write the report " + file + ": " + e.getMessage(), e);
        }
        List<String> console = new ArrayList<>(table(report));
        console.add("report: " + file);
        return new Probed(report, file, console);
    }

    /**
     * Runs the chosen workloads and returns what they measured without writing a report, for callers that embed it
     * in their own (the CI self-check). When the options' time limit passes, the probe stops between operations and
     * the report holds what was measured until then, with a note.
     */
    public ProbeReport measure(ProbeOptions options) throws StoragebenchException {
        return measure(options, true);
    }

    private ProbeReport measure(ProbeOptions options, boolean checkSpace) throws StoragebenchException {
        MountInfo mount = MountTable.load().lookup(options.path());
        String label = options.label() != null ? options.label() : mount.defaultLabel();
        if (checkSpace) {
            checkSpace(options);
        }
        Scratch scratch;
        try {
            scratch = Scratch.create(options.path());
        } catch (IOException e) {
            throw failure(e, options.path(), false);
        }
        Instant start = Instant.now();
        ProbeRun run = new ProbeRun(options, scratch, progress);
        progress.accept(String.format(Locale.ROOT, "probing %s (%s) in %s, %s per operation", options.path(),
                MountInfo.describe(mount), scratch.dir().getFileName(),
                Formats.duration(options.phaseDuration().toNanos())));
        Map<String, String> unavailable = new TreeMap<>();
        try (scratch) {
            FileTreeWorkloads tree = new FileTreeWorkloads(run);
            DataWorkloads data = new DataWorkloads(run);
            for (Workload w : options.workloads()) {
                switch (w) {
                    case METADATA -> tree.metadata();
                    case CHECKOUT -> tree.checkout();
                    case COMPILE -> tree.compile();
                    case SEQUENTIAL -> data.sequential();
                    case RANDOM -> data.random();
                    case FSYNC -> data.fsync();
                    case CONCURRENCY -> data.concurrency();
                    default -> throw new IllegalStateException("unknown workload " + w);
                }
            }
        } catch (ProbeRun.TimedOut e) {
            String after = Formats.duration(java.time.Duration.between(start, Instant.now()).toNanos());
            run.notes.add("the probe stopped at its time limit after " + after + " and " + run.results.size()
                    + " measured operations; the storage is too slow to finish the rest in time");
            unavailable.put("timeLimit", "n/a: operations after the time limit (" + after + ") were not measured");
            progress.accept("time limit reached after " + after + "; stopping the probe");
        } catch (ProbeRun.Cancelled e) {
            throw new StoragebenchException("the probe was interrupted; its scratch directory was removed");
        } catch (IOException e) {
            throw failure(e, options.path(), true);
        }
        if (!options.dropCaches()) {
            unavailable.put("coldReads", "n/a: the page cache was not dropped (the check leaves it alone); reads "
                    + "were warm");
        } else if (!PageCache.canDrop()) {
            unavailable.put("coldReads", "n/a: dropping the page cache needs root on Linux; reads were warm");
        }
        return new ProbeReport(ProbeReport.SCHEMA, Version.tool(), "probe", label,
                options.path().toString(), options.quick(), options.phaseDuration().toNanos(), options.seed(), start,
                Instant.now(), mount, HostInfo.detect(), run.results, run.notes, unavailable);
    }

    /** Refuses before writing anything when the workloads' files would not fit. */
    private void checkSpace(ProbeOptions options) throws StoragebenchException {
        try {
            if (Files.getFileStore(options.path()).isReadOnly()) {
                throw new ProbeFailedException("the probe cannot write in " + options.path() + ": read-only file "
                        + "system (EROFS); nothing was written; probe a writable directory on that storage", null);
            }
        } catch (IOException e) {
            throw failure(e, options.path(), false);
        }
        long needed = SPARE_BYTES;
        long tree = SourceTree.of(options.maxFiles(), options.seed()).allocatedBytes();
        for (Workload w : options.workloads()) {
            needed += switch (w) {
                case METADATA -> tree;
                case CHECKOUT -> 2 * tree;
                case COMPILE -> tree + tree / 3;
                case SEQUENTIAL -> options.sequentialBytes();
                case RANDOM -> options.randomFileBytes();
                case FSYNC -> 1L << 20;
                case CONCURRENCY -> (long) options.threadCounts().stream().mapToInt(Integer::intValue).sum() << 20;
            };
        }
        long usable;
        try {
            usable = Files.getFileStore(options.path()).getUsableSpace();
        } catch (IOException e) {
            throw failure(e, options.path(), false);
        }
        if (usable < needed) {
            throw new ProbeFailedException(String.format(Locale.ROOT, "not enough free space in %s: the probe needs "
                    + "up to %d MiB and %d MiB are free; free some space, choose fewer %s%s",
                    options.path(), needed >> 20, usable >> 20, names.name("workloads"),
                    options.quick() ? "" : ", or use " + names.name("quick")), null);
        }
    }

    /** One line naming the path and the reason, with the errno names build engineers search for. */
    static ProbeFailedException failure(IOException e, Path path, boolean cleaned) {
        String where = e instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile() : path.toString();
        return new ProbeFailedException("the probe stopped: " + IoErrors.reason(e) + ": " + where
                + (cleaned ? "; its scratch directory was removed" : "; nothing was written"), e);
    }

    /** The console table: one line per operation. */
    static List<String> table(ProbeReport r) {
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "probe of %s on %s (%s)%s", r.path(), r.label(), MountInfo.describe(r.mount()),
                r.quick() ? ", quick" : ""));
        out.add(String.format(Locale.ROOT, "%-36s %12s %10s %9s %9s %9s %9s %9s", "operation", "ops/s", "MiB/s", "p50", "p90",
                "p99", "p99.9", "max"));
        for (ProbeResult x : r.results()) {
            out.add(describe(x));
        }
        for (ProbeResult x : r.results()) {
            if (x.note() != null && (x.note().startsWith("buffered") || x.note().startsWith("warm"))) {
                out.add("note: " + x.name() + ": " + x.note());
            }
        }
        r.notes().forEach(n -> out.add("note: " + n));
        return out;
    }

    static String describe(ProbeResult x) {
        Latency l = x.latency();
        return String.format(Locale.ROOT, "%-36s %12.1f %10s %9s %9s %9s %9s %9s", x.name(), x.opsPerSecond(),
                x.mibPerSecond() == null ? "" : String.format(Locale.ROOT, "%.1f", x.mibPerSecond()),
                l == null ? "n/a" : micros(l.p50Nanos()), l == null ? "n/a" : micros(l.p90Nanos()),
                l == null ? "n/a" : micros(l.p99Nanos()), l == null ? "n/a" : micros(l.p999Nanos()),
                l == null ? "n/a" : micros(l.maxNanos()));
    }

    /** A latency in the unit that reads best: 12us, 1.2ms, 340ms. */
    public static String micros(long nanos) {
        if (nanos < 10_000) {
            return String.format(Locale.ROOT, "%.1fus", nanos / 1e3);
        }
        if (nanos < 1_000_000) {
            return String.format(Locale.ROOT, "%.0fus", nanos / 1e3);
        }
        return Formats.duration(nanos);
    }
}
