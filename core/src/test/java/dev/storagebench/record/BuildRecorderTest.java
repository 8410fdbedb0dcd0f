package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.json.ReportJson;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuildRecorderTest {

    private static final String COMPILER = "org.apache.maven.plugins:maven-compiler-plugin:3.15.0";

    @Test
    void recordsEachMojoInTheThreadThatRanIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("recording.json");
        BuildRecorder recorder = new BuildRecorder(file, dir.resolve("r.jfr"), "3.9.16");
        recorder.sessionStarted();
        Thread a = new Thread(() -> runModule(recorder, "g:a", 50), "builder-1");
        Thread b = new Thread(() -> runModule(recorder, "g:b", 80), "builder-2");
        a.start();
        b.start();
        a.join();
        b.join();
        recorder.forkStarted();
        recorder.mojoStarted("g:a", COMPILER, "compile", "forked-compile", "compile");
        recorder.mojoEnded("g:a", COMPILER, "compile", "forked-compile", "succeeded");
        recorder.forkEnded();
        recorder.mojoStarted("g:a", "org.example:tree-plugin:1", "tree", "default-cli", null);
        recorder.mojoEnded("g:a", "org.example:tree-plugin:1", "tree", "default-cli", "failed");
        recorder.sessionEnded();
        recorder.finish();

        Recording r = ReportJson.read(file, Recording.class);
        assertEquals("3.9.16", r.mavenVersion());
        assertEquals(4, r.mojos().size());
        assertEquals(2, r.projects().size());
        MojoRecord ma = r.mojos().stream().filter(m -> m.module().equals("g:a") && !m.forked()
                && m.goal().equals("compile")).findFirst().orElseThrow();
        MojoRecord mb = r.mojos().stream().filter(m -> m.module().equals("g:b")).findFirst().orElseThrow();
        assertEquals("builder-1", ma.thread());
        assertEquals("builder-2", mb.thread());
        assertNotEquals(ma.threadId(), mb.threadId());
        assertTrue(ma.metrics().wallNanos() >= 50_000_000L);
        assertTrue(mb.metrics().wallNanos() >= 80_000_000L);
        assertTrue(r.mojos().stream().anyMatch(m -> m.forked() && m.executionId().equals("forked-compile")));
        MojoRecord tree = r.mojos().stream().filter(m -> m.goal().equals("tree")).findFirst().orElseThrow();
        assertEquals(MojoRecord.NO_PHASE, tree.phase());
        assertEquals("failed", tree.status());
        assertNotNull(r.sessionStart());
        assertNotNull(r.jfrFile());
    }

    @Test
    void anEndInAnotherThreadKeepsWallTimeAndWarns(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("recording.json");
        BuildRecorder recorder = new BuildRecorder(file, null, "4.0.0");
        recorder.mojoStarted("g:a", COMPILER, "compile", "default-compile", "compile");
        Thread other = new Thread(() -> recorder.mojoEnded("g:a", COMPILER, "compile", "default-compile",
                "succeeded"));
        other.start();
        other.join();
        recorder.finish();
        Recording r = ReportJson.read(file, Recording.class);
        assertEquals(1, r.mojos().size());
        assertEquals(null, r.mojos().get(0).metrics().cpuNanos());
        assertTrue(r.warnings().stream().anyMatch(w -> w.contains("another thread")));
    }

    @Test
    void aRecordingThatCannotBeWrittenNeverFailsTheBuild(@TempDir Path dir) throws Exception {
        // the recording's parent is a regular file, so writing it must fail
        Path blocker = java.nio.file.Files.writeString(dir.resolve("not-a-directory"), "x");
        BuildRecorder recorder = new BuildRecorder(blocker.resolve("recording.json"), blocker.resolve("r.jfr"), "3.9.16");
        recorder.sessionStarted();
        recorder.mojoStarted("g:a", COMPILER, "compile", "default-compile", "compile");
        recorder.mojoEnded("g:a", COMPILER, "compile", "default-compile", "succeeded");
        recorder.sessionEnded();
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(recorder::finish);
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(recorder::finish, "finishing twice is harmless");
    }

    private static void runModule(BuildRecorder recorder, String module, long millis) {
        recorder.projectStarted(module);
        recorder.mojoStarted(module, COMPILER, "compile", "default-compile", "compile");
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        recorder.mojoEnded(module, COMPILER, "compile", "default-compile", "succeeded");
        recorder.projectEnded(module, "succeeded");
    }

    @Test
    void onAnNfsWorkspaceEachMojoGetsTheMountsOperationsWhileItRan(@TempDir Path dir) throws Exception {
        Path stats = dir.resolve("mountstats");
        String before = "device fs-1.efs.eu-west-1.amazonaws.com:/ mounted on /mnt/efs with fstype nfs4 statvers=1.1\n"
                + "\tper-op statistics\n\t     GETATTR: 100 100 0 18000 24000 0 200 210 0\n"
                + "\t      LOOKUP: 10 10 0 2000 2400 0 20 21 0\n";
        java.nio.file.Files.writeString(stats, before);
        Path file = dir.resolve("recording.json");
        BuildRecorder recorder = new BuildRecorder(file, null, "3.9.16");
        recorder.readMountStatsFrom(stats);
        recorder.sessionStarted();
        recorder.directoryRoles(java.util.Map.of(), "/mnt/efs/ws");
        recorder.mojoStarted("g:a", COMPILER, "compile", "default-compile", "compile");
        java.nio.file.Files.writeString(stats, before.replace("GETATTR: 100 100 0 18000 24000 0 200 210 0",
                "GETATTR: 1300 1300 0 216000 288000 1 2600 2700 0"));
        recorder.mojoEnded("g:a", COMPILER, "compile", "default-compile", "succeeded");
        recorder.sessionEnded();
        recorder.finish();
        MojoRecord m = ReportJson.read(file, Recording.class).mojos().get(0);
        assertEquals(1, m.mountOps().size(), m.mountOps()::toString);
        NfsOpCount getattr = m.mountOps().get(0);
        assertEquals("GETATTR", getattr.op());
        assertEquals(1200, getattr.ops());
        assertEquals(2400, getattr.rttMillis());
        assertEquals(2490, getattr.executeMillis());
    }

    @Test
    void onOtherStorageMojosHaveNoMountOperations(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("recording.json");
        BuildRecorder recorder = new BuildRecorder(file, null, "3.9.16");
        recorder.sessionStarted();
        recorder.directoryRoles(java.util.Map.of(), dir.toString());
        recorder.mojoStarted("g:a", COMPILER, "compile", "default-compile", "compile");
        recorder.mojoEnded("g:a", COMPILER, "compile", "default-compile", "succeeded");
        recorder.sessionEnded();
        recorder.finish();
        assertEquals(null, ReportJson.read(file, Recording.class).mojos().get(0).mountOps());
    }
}
