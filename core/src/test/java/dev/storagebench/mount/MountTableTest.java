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

    private static String fixture(String name) throws IOException {
        try (InputStream in = MountTableTest.class.getResourceAsStream("/mountinfo/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
