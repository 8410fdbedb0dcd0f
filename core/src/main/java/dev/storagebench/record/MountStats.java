package dev.storagebench.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The per-operation RPC statistics of an NFS mount, from {@code /proc/self/mountstats} (the file nfsiostat(8) and
 * mountstats(8) read): for each mount a {@code device ... mounted on ... with fstype nfs4 statvers=1.1} line, and
 * under {@code per-op statistics} one line per operation, {@code OP: ops transmissions timeouts bytes_sent
 * bytes_received queue_ms rtt_ms execute_ms [errors]} (the kernel's {@code _print_rpc_iostats}; errors since RPC
 * iostats 1.1). The counts are mount-wide and cumulative since the mount; two readings give what happened between.
 */
public final class MountStats {

    /** Where the kernel publishes them. */
    public static final Path PROC = Path.of("/proc/self/mountstats");

    private static final int FIELDS = 9;

    private MountStats() {
    }

    /** The NFS mounts in {@code text}, by mount point, each with its per-op counters. */
    public static Map<String, Map<String, long[]>> parse(String text) {
        Map<String, Map<String, long[]>> mounts = new LinkedHashMap<>();
        Map<String, long[]> current = null;
        boolean inOps = false;
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (raw.startsWith("device ")) {
                inOps = false;
                current = null;
                int on = raw.indexOf(" mounted on ");
                int with = raw.lastIndexOf(" with fstype ");
                if (on > 0 && with > on) {
                    String fstype = raw.substring(with + " with fstype ".length()).split(" ")[0];
                    if (fstype.startsWith("nfs")) {
                        current = new LinkedHashMap<>();
                        mounts.put(unescape(raw.substring(on + " mounted on ".length(), with)), current);
                    }
                }
            } else if (current != null && line.equals("per-op statistics")) {
                inOps = true;
            } else if (current != null && inOps) {
                int colon = line.indexOf(':');
                if (colon <= 0) {
                    inOps = false;
                    continue;
                }
                String[] f = line.substring(colon + 1).trim().split("\\s+");
                long[] values = new long[FIELDS];
                try {
                    for (int i = 0; i < Math.min(FIELDS, f.length); i++) {
                        values[i] = Long.parseLong(f[i]);
                    }
                } catch (NumberFormatException e) {
                    continue; // a line of another section
                }
                current.put(line.substring(0, colon), values);
            }
        }
        return mounts;
    }

    /** Mount points are written with spaces, tabs, newlines and backslashes as octal escapes ({@code \040}). */
    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                b.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** The NFS mount in {@code text} that holds {@code path} (the deepest mount point above it), or null. */
    public static String mountOf(String text, String path) {
        String best = null;
        for (String mountPoint : parse(text).keySet()) {
            boolean above = path.equals(mountPoint) || mountPoint.equals("/")
                    || path.startsWith(mountPoint.endsWith("/") ? mountPoint : mountPoint + "/");
            if (above && (best == null || mountPoint.length() > best.length())) {
                best = mountPoint;
            }
        }
        return best;
    }

    /** The counters of one mount now, or null when they cannot be read (no /proc, the mount is gone). */
    public static Map<String, long[]> read(Path file, String mountPoint) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8)).get(mountPoint);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** What happened between two readings of one mount: the operations with any count, in the kernel's order. */
    public static List<NfsOpCount> between(Map<String, long[]> before, Map<String, long[]> after) {
        List<NfsOpCount> result = new ArrayList<>();
        if (before == null || after == null) {
            return result;
        }
        for (Map.Entry<String, long[]> e : after.entrySet()) {
            long[] a = e.getValue();
            long[] b = before.getOrDefault(e.getKey(), new long[FIELDS]);
            long[] d = new long[FIELDS];
            for (int i = 0; i < FIELDS; i++) {
                d[i] = Math.max(0, a[i] - b[i]);
            }
            if (d[0] > 0) {
                result.add(new NfsOpCount(e.getKey(), d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8]));
            }
        }
        return result;
    }
}
