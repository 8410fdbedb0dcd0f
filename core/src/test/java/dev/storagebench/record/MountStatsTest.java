package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The mountstats parser, on text written by hand in the kernel's format (net/sunrpc/stats.c, RPC iostats 1.1: an
 * EFS mount by DNS name, an efs-utils mount through 127.0.0.1 whose mount point holds a space, and two non-NFS
 * mounts); this machine has no NFS client to capture from.
 */
class MountStatsTest {

    private static String text() throws IOException {
        try (InputStream in = MountStatsTest.class.getResourceAsStream("mountstats.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsEveryOperationOfEachNfsMountAndNothingElse() throws IOException {
        Map<String, Map<String, long[]>> mounts = MountStats.parse(text());
        assertEquals(List.of("/mnt/efs", "/home/build/efs ws"), List.copyOf(mounts.keySet()));
        Map<String, long[]> efs = mounts.get("/mnt/efs");
        assertEquals(10, efs.size());
        assertArrayEquals(new long[] {40000, 40000, 0, 7200000, 9600000, 20, 80000, 80500, 0}, efs.get("GETATTR"));
        assertEquals(150, efs.get("LOOKUP")[8]);
    }

    @Test
    void theWorkspacesMountIsTheDeepestNfsMountAboveIt() throws IOException {
        assertEquals("/mnt/efs", MountStats.mountOf(text(), "/mnt/efs/ws/project"));
        assertEquals("/home/build/efs ws", MountStats.mountOf(text(), "/home/build/efs ws"));
        assertNull(MountStats.mountOf(text(), "/mnt/efs2/ws"));
        assertNull(MountStats.mountOf(text(), "/work"), "ext4 is not NFS");
    }

    @Test
    void twoReadingsGiveTheOperationsBetweenThem() throws IOException {
        Map<String, long[]> before = MountStats.parse(text()).get("/mnt/efs");
        Map<String, long[]> after = new HashMap<>();
        before.forEach((op, v) -> after.put(op, v.clone()));
        after.get("GETATTR")[0] += 1200;
        after.get("GETATTR")[6] += 2400;
        after.get("GETATTR")[7] += 2500;
        after.put("RENAME", new long[] {3, 3, 0, 900, 600, 0, 9, 9, 0});
        List<NfsOpCount> d = MountStats.between(before, after);
        assertEquals(2, d.size());
        NfsOpCount getattr = d.stream().filter(c -> c.op().equals("GETATTR")).findFirst().orElseThrow();
        assertEquals(1200, getattr.ops());
        assertEquals(2400, getattr.rttMillis());
        assertEquals(2500, getattr.executeMillis());
        assertTrue(MountStats.between(null, after).isEmpty());
    }

    @Test
    void withoutProcNothingIsRead() {
        assertNull(MountStats.read(java.nio.file.Path.of("/nonexistent/mountstats"), "/mnt/efs"));
    }
}
