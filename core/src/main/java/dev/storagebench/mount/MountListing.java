package dev.storagebench.mount;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionNames;
import dev.storagebench.json.ReportJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The mounts under the paths a build engineer cares about, as {@code bench-cli mounts} shows them. */
public final class MountListing {

    /** The output format when none is given. */
    public static final String DEFAULT_FORMAT = "text";

    private MountListing() {
    }

    /** The mounts as {@code text} or {@code json}. */
    public static String render(List<MountInfo> mounts, String format, OptionNames names)
            throws InvalidOptionException {
        String f = format == null ? DEFAULT_FORMAT : format.trim().toLowerCase(java.util.Locale.ROOT);
        switch (f) {
            case "text":
                return String.join("\n", text(mounts)) + "\n";
            case "json":
                try {
                    return ReportJson.toJson(mounts) + "\n";
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            default:
                throw new InvalidOptionException(names.name("format"), format, "is not one of text, json", "use one of those");
        }
    }

    /**
     * The paths shown when none are given: the current directory (the workspace), Maven's default local repository
     * and the JVM's temp dir, the three places a build reads and writes most.
     */
    public static List<Path> defaultPaths() {
        return List.of(Path.of("").toAbsolutePath(),
                Path.of(System.getProperty("user.home"), ".m2", "repository"),
                Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** The mount under each path, looked up in one reading of the mount table. */
    public static List<MountInfo> lookup(List<Path> paths) {
        MountTable table = MountTable.load();
        List<MountInfo> result = new ArrayList<>();
        for (Path p : paths.isEmpty() ? defaultPaths() : paths) {
            result.add(table.lookup(p));
        }
        return result;
    }

    /** A block of lines per mount: the path, then its mount's facts, "n/a" with the reason for what is missing. */
    public static List<String> text(List<MountInfo> mounts) {
        List<String> out = new ArrayList<>();
        for (MountInfo m : mounts) {
            out.add(m.path());
            if (m.mountPoint() == null) {
                out.add("  " + m.note());
                continue;
            }
            out.add("  class:       " + m.mountClass().id() + "   (default label " + m.defaultLabel() + ")");
            out.add("  mount point: " + m.mountPoint());
            out.add("  type:        " + m.fsType());
            out.add("  source:      " + m.source());
            out.add("  options:     " + m.mountOptions() + (m.superOptions() == null || m.superOptions().isBlank()
                    ? "" : "  (filesystem: " + m.superOptions() + ")"));
            if (m.device() != null) {
                out.add("  device:      " + m.device() + (m.rotational() == null ? ""
                        : m.rotational() ? ", rotational" : ", non-rotational")
                        + (m.loopBackingFile() == null ? "" : ", loop file " + m.loopBackingFile()));
            }
            if (m.nfs() != null) {
                out.add("  nfs:         version " + m.nfs().version() + ", rsize " + m.nfs().rsizeBytes()
                        + ", wsize " + m.nfs().wsizeBytes());
            }
            if (m.note() != null) {
                out.add("  note:        " + m.note());
            }
        }
        return out;
    }
}
