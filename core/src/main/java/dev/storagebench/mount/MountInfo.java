package dev.storagebench.mount;

/**
 * Which filesystem and device hold a path, read from the kernel's mount table.
 *
 * @param path the path that was asked about, as given
 * @param mountPoint where the filesystem holding {@code path} is mounted; null when unknown
 * @param fsType the kernel's filesystem type, e.g. {@code ext4}, {@code nfs4}, {@code fuse.sshfs}
 * @param source the mount source, e.g. {@code /dev/nvme0n1p1} or {@code server:/export}
 * @param mountOptions per-mount options, e.g. {@code rw,relatime}
 * @param superOptions per-filesystem options, e.g. NFS {@code vers=4.1,rsize=1048576,...}
 * @param mountClass the kind of storage ({@code ebs}, {@code instance-store} and {@code efs} where AWS storage is
 *     recognised without any API call)
 * @param fuseSubtype for FUSE mounts the subtype, e.g. {@code sshfs}; otherwise null
 * @param nfs NFS request sizes and version for NFS and EFS mounts; otherwise null
 * @param device the backing block device, e.g. {@code nvme0n1p1}; null when there is none
 * @param rotational whether the backing device reports itself rotational; null when there is no device
 * @param loopBackingFile for a loop device, the image file behind it; otherwise null
 * @param awsId the EBS volume id ({@code vol-...}) or EFS file system id ({@code fs-...}) where the machine shows
 *     it (NVMe serial, EFS server name, efs-utils state files); otherwise null
 * @param note why some of these fields are missing, or null when nothing is
 */
public record MountInfo(
        String path,
        String mountPoint,
        String fsType,
        String source,
        String mountOptions,
        String superOptions,
        MountClass mountClass,
        String fuseSubtype,
        NfsOptions nfs,
        String device,
        Boolean rotational,
        String loopBackingFile,
        String awsId,
        String note) {

    /** A mount whose details cannot be read on this platform, with the reason. */
    public static MountInfo unavailable(String path, String reason) {
        return new MountInfo(path, null, null, null, null, null, MountClass.UNKNOWN, null, null, null, null, null, null,
                reason);
    }

    /** A short label for reports when the user gave none, e.g. {@code local-block-ext4} or {@code fuse-sshfs}. */
    public String defaultLabel() {
        if (fsType == null) {
            return mountClass.id();
        }
        return switch (mountClass) {
            case TMPFS, OVERLAY, EFS -> mountClass.id();
            case EBS, INSTANCE_STORE -> mountClass.id() + "-" + fsType;
            case FUSE -> "fuse-" + (fuseSubtype == null ? "unknown" : fuseSubtype);
            case NFS -> nfs != null && nfs.version() != null ? "nfs" + nfs.version() : "nfs";
            default -> mountClass.id() + "-" + fsType;
        };
    }

    /**
     * One line naming the mount: point, type, source, class, device; or the path and why it is unknown. Control
     * characters (a mount path may hold any byte but '/' and NUL) are shown as {@code ?}.
     */
    public String describe() {
        return dev.storagebench.format.Text.printable(describeRaw());
    }

    private String describeRaw() {
        if (mountPoint == null) {
            return path + ": " + note;
        }
        StringBuilder b = new StringBuilder();
        b.append(mountPoint).append(' ').append(fsType).append(' ').append(source)
                .append(" [").append(mountClass == null ? MountClass.UNKNOWN.id() : mountClass.id());
        if (device != null) {
            b.append(", device ").append(device);
            if (rotational != null) {
                b.append(rotational ? ", rotational" : ", non-rotational");
            }
        }
        if (awsId != null) {
            b.append(", ").append(awsId);
        }
        if (nfs != null) {
            b.append(", nfs ").append(nfs.version()).append(" rsize=").append(nfs.rsizeBytes())
                    .append(" wsize=").append(nfs.wsizeBytes());
        }
        return b.append(']').toString();
    }

    /** {@link #describe()} of {@code mount}, or {@code n/a} when there is none (e.g. an old report lacks it). */
    public static String describe(MountInfo mount) {
        return mount == null ? "n/a" : mount.describe();
    }
}
