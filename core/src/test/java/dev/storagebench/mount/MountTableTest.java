package dev.storagebench.mount;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MountTableTest {

    @TempDir
    Path sys;

    private MountTable captured;
    private MountTable cloud;

    @BeforeEach
    void fakeSysfs() throws IOException {
        // an NVMe partition: sysfs keeps the queue on the disk, one level above the partition
        Path disk = Files.createDirectories(sys.resolve("devices/pci0000:00/nvme/nvme0n1"));
        Files.createDirectories(disk.resolve("nvme0n1p1"));
        Files.createDirectories(disk.resolve("queue"));
        Files.writeString(disk.resolve("queue/rotational"), "0\n");
        Files.createDirectories(sys.resolve("dev/block"));
        Files.createSymbolicLink(sys.resolve("dev/block/259:1"), disk.resolve("nvme0n1p1"));
        // a loop device with its image file
        Path loop = Files.createDirectories(sys.resolve("devices/virtual/block/loop0"));
        Files.createDirectories(loop.resolve("queue"));
        Files.writeString(loop.resolve("queue/rotational"), "1\n");
        Files.createDirectories(loop.resolve("loop"));
        Files.writeString(loop.resolve("loop/backing_file"), "/tmp/fx/ext4.img\n");
        Files.createSymbolicLink(sys.resolve("dev/block/7:0"), loop);
        captured = MountTable.parse(fixture("captured-here.txt"), sys);
        cloud = MountTable.parse(fixture("cloud-examples.txt"), sys);
    }

    @Test
    void ext4OnAnNvmePartitionIsLocalBlockAndNotRotational() {
        MountInfo m = cloud.lookup(Path.of("/home/ci/workspace"));
        assertEquals("/", m.mountPoint());
        assertEquals("ext4", m.fsType());
        assertEquals(MountClass.LOCAL_BLOCK, m.mountClass());
        assertEquals("nvme0n1p1", m.device());
        assertEquals(Boolean.FALSE, m.rotational());
        assertEquals("local-block-ext4", m.defaultLabel());
        assertNull(m.note());
    }

    @Test
    void efsIsToldApartFromPlainNfsByItsServerName() {
        MountInfo efs = cloud.lookup(Path.of("/mnt/efs/agent-1/ws"));
        assertEquals(MountClass.EFS, efs.mountClass());
        assertEquals("4.1", efs.nfs().version());
        assertEquals(1048576L, efs.nfs().rsizeBytes());
        assertEquals(1048576L, efs.nfs().wsizeBytes());
        assertEquals("fs-0123456789abcdef0.efs.us-east-1.amazonaws.com", efs.nfs().server());
        assertEquals("efs", efs.defaultLabel());

        MountInfo nfs = cloud.lookup(Path.of("/mnt/nfs/x"));
        assertEquals(MountClass.NFS, nfs.mountClass());
        assertEquals("4.2", nfs.nfs().version());
        assertEquals("nfs4.2", nfs.defaultLabel());
        assertNull(nfs.device());

        MountInfo v3 = cloud.lookup(Path.of("/mnt/legacy"));
        assertEquals(MountClass.NFS, v3.mountClass());
        assertEquals("3", v3.nfs().version());
        assertEquals(65536L, v3.nfs().rsizeBytes());
    }

    @Test
    void overlayAndEscapedMountPoints() {
        MountInfo docker = cloud.lookup(Path.of("/var/lib/docker/overlay2/abc/merged/src"));
        assertEquals(MountClass.OVERLAY, docker.mountClass());
        assertEquals("overlay", docker.defaultLabel());
        MountInfo spaced = cloud.lookup(Path.of("/mnt/my drive/project"));
        assertEquals("/mnt/my drive", spaced.mountPoint());
        assertEquals("xfs", spaced.fsType());
        assertEquals(MountClass.LOCAL_BLOCK, spaced.mountClass());
        assertNotNull(spaced.note(), "a device missing from sysfs is explained");
    }

    @Test
    void capturedMountsAreClassified() {
        assertEquals(MountClass.TMPFS, captured.lookup(Path.of("/tmp/fx/tmpfs/a")).mountClass());
        assertEquals("tmpfs", captured.lookup(Path.of("/tmp/fx/tmpfs")).defaultLabel());
        MountInfo ext4 = captured.lookup(Path.of("/tmp/fx/ext4/ws"));
        assertEquals(MountClass.LOCAL_BLOCK, ext4.mountClass());
        assertEquals("loop0", ext4.device());
        assertEquals("/tmp/fx/ext4.img", ext4.loopBackingFile());
        assertEquals(MountClass.LOCAL_BLOCK, captured.lookup(Path.of("/tmp/fx/xfs")).mountClass());
        assertEquals("local-block-xfs", captured.lookup(Path.of("/tmp/fx/xfs")).defaultLabel());
        assertEquals(MountClass.OVERLAY, captured.lookup(Path.of("/tmp/fx/ov/x")).mountClass());
        MountInfo sshfs = captured.lookup(Path.of("/tmp/fx/sshfs/repo"));
        assertEquals(MountClass.FUSE, sshfs.mountClass());
        assertEquals("sshfs", sshfs.fuseSubtype());
        assertEquals("fuse-sshfs", sshfs.defaultLabel());
        assertEquals("root@127.0.0.1:/tmp/fx/srv", sshfs.source());
    }

    @Test
    void theLongestMountPointWinsNotAStringPrefix() {
        // /tmp/fx/tmpfsX is not under /tmp/fx/tmpfs
        assertEquals("/", captured.lookup(Path.of("/tmp/fx/tmpfsX")).mountPoint());
        assertEquals("/tmp/fx/tmpfs", captured.lookup(Path.of("/tmp/fx/tmpfs")).mountPoint());
    }

    @Test
    void malformedLinesAreSkipped() {
        MountTable t = MountTable.parse("garbage\n\n1 2 3\n" + "27 1 254:0 / / rw - ext4 /dev/vda rw\n", sys);
        assertEquals("ext4", t.lookup(Path.of("/x")).fsType());
    }

    @Test
    void theLiveTableFindsTmpfsAtDevShm() {
        assumeTrue(Files.isReadable(MountTable.PROC_MOUNTINFO), "needs Linux /proc/self/mountinfo");
        MountInfo shm = MountTable.load().lookup(Path.of("/dev/shm"));
        assumeTrue("tmpfs".equals(shm.fsType()), "/dev/shm is not tmpfs here");
        assertEquals(MountClass.TMPFS, shm.mountClass());
        assertFalse(shm.mountOptions().isEmpty());
    }

    @Test
    void unavailableTablesSayWhy() {
        MountInfo m = MountInfo.unavailable("/x", "n/a: needs Linux /proc/self/mountinfo");
        assertEquals(MountClass.UNKNOWN, m.mountClass());
        assertTrue(m.note().contains("needs Linux"));
        assertEquals("unknown", m.defaultLabel());
    }

    /**
     * AWS storage recognised without an API call, on a sysfs tree laid out as a Nitro instance's (NVMe controllers
     * with the model and serial the EBS and instance-store devices report, namespaces linking to them through
     * {@code device}) and efs-utils' state directory. Both are written here by hand in those layouts: no AWS machine
     * was available to capture them from.
     */
    @Test
    void awsNvmeDevicesAndEfsUtilsMountsAreRecognisedWithoutAnyApiCall() throws IOException {
        Path aws = sys.resolve("aws");
        Path ebs = controller(aws, "nvme0", "Amazon Elastic Block Store              ", "vol0123456789abcdef0");
        Path root = namespace(ebs, "nvme0n1");
        Files.createDirectories(root.resolve("nvme0n1p1"));
        Path store = controller(aws, "nvme1", "Amazon EC2 NVMe Instance Storage        ", "AWS22D0C2B4A8F1E8A1F");
        Path scratch = namespace(store, "nvme1n1");
        Files.createDirectories(aws.resolve("dev/block"));
        Files.createSymbolicLink(aws.resolve("dev/block/259:1"), root.resolve("nvme0n1p1"));
        Files.createSymbolicLink(aws.resolve("dev/block/259:3"), scratch);
        Path efs = Files.createDirectories(sys.resolve("var-run-efs"));
        Files.writeString(efs.resolve("stunnel-config.fs-0fedcba9876543210.mnt.efs.20127"), "");
        Files.writeString(efs.resolve("fs-0fedcba9876543210.mnt.efs.20127"), "{}");
        Files.writeString(efs.resolve("stunnel-config.fs-0aaaabbbbccccdddd.mnt.other.20300"), "");
        MountTable t = MountTable.parse(fixture("aws-examples.txt"), aws, efs);

        MountInfo volume = t.lookup(Path.of("/home/ci/ws"));
        assertEquals(MountClass.EBS, volume.mountClass());
        assertEquals("vol-0123456789abcdef0", volume.awsId());
        assertEquals("nvme0n1p1", volume.device());
        assertEquals("ebs-ext4", volume.defaultLabel());
        assertTrue(volume.describe().contains("[ebs, device nvme0n1p1, non-rotational, vol-0123456789abcdef0]"),
                volume.describe());

        MountInfo local = t.lookup(Path.of("/mnt/scratch/ws"));
        assertEquals(MountClass.INSTANCE_STORE, local.mountClass());
        assertNull(local.awsId(), "an instance-store serial is no AWS resource id");
        assertEquals("instance-store-xfs", local.defaultLabel());

        MountInfo tunnelled = t.lookup(Path.of("/mnt/efs/agent-1"));
        assertEquals(MountClass.EFS, tunnelled.mountClass());
        assertEquals("fs-0fedcba9876543210", tunnelled.awsId());
        assertEquals("efs", tunnelled.defaultLabel());
        MountInfo noState = t.lookup(Path.of("/mnt/efs-nostate"));
        assertEquals(MountClass.EFS, noState.mountClass(), "the tunnel's port range alone says efs-utils");
        assertNull(noState.awsId(), "no state file for its port: the id is not guessed");
        assertEquals(MountClass.NFS, t.lookup(Path.of("/mnt/loopback-nfs")).mountClass(),
                "an NFS server on the loopback at port 2049 is not EFS");

        assertEquals("fs-0123456789abcdef0", cloud.lookup(Path.of("/mnt/efs/x")).awsId(), "from the server name");
        assertEquals(MountClass.LOCAL_BLOCK, cloud.lookup(Path.of("/")).mountClass(), "an NVMe without a model");
        assertNull(MountTable.parse(fixture("aws-examples.txt"), aws).lookup(Path.of("/mnt/efs")).awsId(),
                "without the state directory");
    }

    private static Path controller(Path sysRoot, String name, String model, String serial) throws IOException {
        Path dir = Files.createDirectories(sysRoot.resolve("devices/pci0000:00/0000:00:04.0/nvme").resolve(name));
        // the kernel pads both to their NVMe field widths
        Files.writeString(dir.resolve("model"), model + "\n");
        Files.writeString(dir.resolve("serial"), serial + "\n");
        return dir;
    }

    private static Path namespace(Path controller, String name) throws IOException {
        Path dir = Files.createDirectories(controller.resolve(name));
        Files.createDirectories(dir.resolve("queue"));
        Files.writeString(dir.resolve("queue/rotational"), "0\n");
        Files.createSymbolicLink(dir.resolve("device"), Path.of("../../" + controller.getFileName()));
        return dir;
    }

    private static String fixture(String name) throws IOException {
        try (InputStream in = MountTableTest.class.getResourceAsStream("/mountinfo/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
