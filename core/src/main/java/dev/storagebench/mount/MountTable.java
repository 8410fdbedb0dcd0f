package dev.storagebench.mount;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The kernel's mount table ({@code /proc/self/mountinfo}), parsed, with the lookup of the mount holding a path.
 *
 * <p>Hand-written rather than taken from OSHI because OSHI reads {@code /proc/mounts}, which lacks the device
 * numbers needed to find the backing block device, and does not split NFS super options or classify mounts.
 */
public final class MountTable {

    /** Where the live table is read from. */
    public static final Path PROC_MOUNTINFO = Path.of("/proc/self/mountinfo");

    private static final Pattern EFS_HOST =
            Pattern.compile("^fs(ap)?-[0-9a-f]+\\.efs\\.[a-z0-9-]+\\.amazonaws\\.com(\\.cn)?$");
    private static final Set<String> LOCAL_BLOCK_TYPES = Set.of(
            "ext2", "ext3", "ext4", "xfs", "btrfs", "f2fs", "zfs", "bcachefs", "jfs", "reiserfs",
            "vfat", "exfat", "ntfs", "ntfs3", "hfsplus", "apfs");

    /** One row of mountinfo, before classification. */
    record Entry(String majorMinor, String mountPoint, String mountOptions, String fsType, String source,
                 String superOptions) {
    }

    private final List<Entry> entries;
    private final Path sysRoot;
    private final Path efsStateDir;
    private final String unavailableReason;

    private MountTable(List<Entry> entries, Path sysRoot, Path efsStateDir, String unavailableReason) {
        this.entries = List.copyOf(entries);
        this.sysRoot = sysRoot;
        this.efsStateDir = efsStateDir;
        this.unavailableReason = unavailableReason;
    }

    /** Reads the live mount table; on systems without {@code /proc} every lookup says why it has no answer. */
    public static MountTable load() {
        if (!Files.isReadable(PROC_MOUNTINFO)) {
            return new MountTable(List.of(), Path.of("/sys"), null, "n/a: needs Linux /proc/self/mountinfo");
        }
        try {
            return parse(Files.readString(PROC_MOUNTINFO), Path.of("/sys"), AwsStorage.EFS_STATE_DIR);
        } catch (IOException e) {
            return new MountTable(List.of(), Path.of("/sys"), null, "n/a: cannot read " + PROC_MOUNTINFO + ": " + e.getMessage());
        }
    }

    /**
     * Parses mountinfo text.
     *
     * @param mountinfo the content of a mountinfo file
     * @param sysRoot where sysfs is, for block device facts; tests pass a directory that need not exist
     */
    public static MountTable parse(String mountinfo, Path sysRoot) {
        return parse(mountinfo, sysRoot, null);
    }

    /**
     * Parses mountinfo text, with efs-utils' state directory for the file system ids of its tunnelled mounts.
     *
     * @param efsStateDir efs-utils' {@code /var/run/efs}, or a test's copy; null to look nowhere
     */
    public static MountTable parse(String mountinfo, Path sysRoot, Path efsStateDir) {
        List<Entry> entries = new ArrayList<>();
        for (String line : mountinfo.split("\n")) {
            Entry entry = parseLine(line);
            if (entry != null) {
                entries.add(entry);
            }
        }
        return new MountTable(entries, sysRoot, efsStateDir, null);
    }

    static Entry parseLine(String line) {
        String[] fields = line.trim().split(" ");
        int dash = -1;
        for (int i = 6; i < fields.length; i++) {
            if (fields[i].equals("-")) {
                dash = i;
                break;
            }
        }
        if (fields.length < 10 || dash < 0 || dash + 2 >= fields.length) {
            return null;
        }
        String superOptions = dash + 3 < fields.length ? fields[dash + 3] : "";
        return new Entry(fields[2], unescape(fields[4]), fields[5], fields[dash + 1], unescape(fields[dash + 2]),
                superOptions);
    }

    /** mountinfo writes space, tab, newline and backslash in paths as three-digit octal escapes. */
    static String unescape(String field) {
        if (field.indexOf('\\') < 0) {
            return field;
        }
        StringBuilder out = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 3 < field.length()
                    && field.substring(i + 1, i + 4).chars().allMatch(ch -> ch >= '0' && ch <= '7')) {
                out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The mount holding {@code path}: the longest mount point that is a prefix of the path's real location (the
     * nearest existing ancestor when the path does not exist yet); of stacked mounts on one point, the last.
     */
    public MountInfo lookup(Path path) {
        String asked = path.toString();
        if (unavailableReason != null) {
            return MountInfo.unavailable(asked, unavailableReason);
        }
        Path real = realLocation(path);
        Entry best = null;
        for (Entry entry : entries) {
            if (contains(entry.mountPoint(), real.toString())
                    && (best == null || entry.mountPoint().length() >= best.mountPoint().length())) {
                best = entry;
            }
        }
        if (best == null) {
            return MountInfo.unavailable(asked, "n/a: no mount in the mount table holds " + real);
        }
        return describe(asked, best);
    }

    /** The path with symbolic links resolved as far as it exists; the parts not created yet are kept as given. */
    private static Path realLocation(Path path) {
        Path p = path.toAbsolutePath().normalize();
        Path missing = null;
        while (p != null) {
            try {
                Path real = p.toRealPath();
                return missing == null ? real : real.resolve(missing);
            } catch (IOException e) {
                Path name = p.getFileName();
                missing = missing == null ? name : name.resolve(missing);
                p = p.getParent();
            }
        }
        return path.toAbsolutePath().normalize();
    }

    private static boolean contains(String mountPoint, String path) {
        if (mountPoint.equals("/")) {
            return path.startsWith("/");
        }
        return path.equals(mountPoint) || path.startsWith(mountPoint + "/");
    }

    private MountInfo describe(String asked, Entry e) {
        String type = e.fsType();
        MountClass mountClass;
        String fuseSubtype = null;
        NfsOptions nfs = null;
        String awsId = null;
        if (type.equals("tmpfs") || type.equals("ramfs")) {
            mountClass = MountClass.TMPFS;
        } else if (type.equals("nfs") || type.equals("nfs4")) {
            nfs = nfsOptions(e);
            int tunnel = AwsStorage.efsTunnelPort(nfs.server(), e.superOptions() + "," + e.mountOptions());
            if (nfs.server() != null && EFS_HOST.matcher(nfs.server().toLowerCase(Locale.ROOT)).matches()) {
                mountClass = MountClass.EFS;
                awsId = AwsStorage.efsIdOfServer(nfs.server());
            } else if (tunnel > 0) {
                mountClass = MountClass.EFS;
                awsId = AwsStorage.efsIdOfTunnel(efsStateDir, tunnel);
            } else {
                mountClass = MountClass.NFS;
            }
        } else if (type.startsWith("fuse")) {
            mountClass = MountClass.FUSE;
            fuseSubtype = type.startsWith("fuse.") ? type.substring(5) : type;
        } else if (type.equals("overlay") || type.equals("aufs")) {
            mountClass = MountClass.OVERLAY;
        } else if (LOCAL_BLOCK_TYPES.contains(type) || e.source().startsWith("/dev/")) {
            mountClass = MountClass.LOCAL_BLOCK;
        } else {
            mountClass = MountClass.UNKNOWN;
        }
        BlockDevices.Device device = mountClass == MountClass.LOCAL_BLOCK || mountClass == MountClass.UNKNOWN
                ? new BlockDevices(sysRoot).find(e.majorMinor(), e.source()) : null;
        if (device != null && mountClass == MountClass.LOCAL_BLOCK && AwsStorage.nvmeClass(device.model()) != null) {
            mountClass = AwsStorage.nvmeClass(device.model());
            awsId = mountClass == MountClass.EBS ? AwsStorage.ebsVolumeId(device.serial()) : null;
        }
        String note = null;
        if (device == null && mountClass == MountClass.LOCAL_BLOCK) {
            note = "n/a: backing device " + e.source() + " (" + e.majorMinor() + ") not found under " + sysRoot;
        }
        return new MountInfo(asked, e.mountPoint(), type, e.source(), e.mountOptions(), e.superOptions(), mountClass,
                fuseSubtype, nfs,
                device == null ? null : device.name(),
                device == null ? null : device.rotational(),
                device == null ? null : device.loopBackingFile(),
                awsId, note);
    }

    private static NfsOptions nfsOptions(Entry e) {
        String version = null;
        Long rsize = null;
        Long wsize = null;
        for (String option : (e.superOptions() + "," + e.mountOptions()).split(",")) {
            int eq = option.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String key = option.substring(0, eq);
            String value = option.substring(eq + 1);
            switch (key) {
                case "vers", "nfsvers" -> version = version == null ? value : version;
                case "rsize" -> rsize = rsize == null ? parseLong(value) : rsize;
                case "wsize" -> wsize = wsize == null ? parseLong(value) : wsize;
                default -> {
                }
            }
        }
        if (version == null && e.fsType().equals("nfs4")) {
            version = "4";
        }
        int colon = e.source().lastIndexOf(':');
        String server = colon > 0 ? e.source().substring(0, colon) : null;
        if (server != null && server.startsWith("[") && server.endsWith("]")) {
            server = server.substring(1, server.length() - 1);
        }
        return new NfsOptions(version, rsize, wsize, server);
    }

    private static Long parseLong(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
