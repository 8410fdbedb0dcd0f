package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping a timed command stops everything it started (issue 12, item 17): a Ctrl-C to the terminal's process
 * group kills the shell, while its background jobs ignore SIGINT and are reparented; they must not survive.
 */
class ProcessTreeTimerTest {

    @Test
    void stoppingKillsBackgroundJobsEvenAfterTheShellDied(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setsid")) || Files.isExecutable(Path.of("/bin/setsid")),
                "needs util-linux setsid");
        ProcessTreeTimer timer = new ProcessTreeTimer(() -> { });
        Path pids = dir.resolve("pids");
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "sleep 40 & echo $! >> pids; sleep 41 & echo $! >> pids; "
                + "echo $$ >> pids; wait").directory(dir.toFile());
        CompletableFuture<ProcessTreeTimer.Timing> running = CompletableFuture.supplyAsync(() -> {
            try {
                return timer.run(pb);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while ((!Files.exists(pids) || Files.readAllLines(pids).size() < 3) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        List<Long> started = Files.readAllLines(pids).stream().map(Long::parseLong).toList();
        assertEquals(3, started.size());
        // what a terminal's Ctrl-C does to a non-interactive shell: it dies, its background jobs (SIGINT ignored)
        // are reparented and run on
        new ProcessBuilder("kill", "-KILL", String.valueOf(started.get(2))).start().waitFor();
        timer.shutDown();
        running.get(20, TimeUnit.SECONDS);
        timer.close();
        Thread.sleep(200);
        for (long pid : started.subList(0, 2)) {
            assertFalse(running(pid), "sleep " + pid + " survived");
        }
        assertTrue(timer.stopped());
    }

    /** Whether {@code pid} runs: a killed orphan stays a zombie until this machine's init reaps it, which is dead. */
    private static boolean running(long pid) throws Exception {
        Path stat = Path.of("/proc", String.valueOf(pid), "stat");
        if (!Files.exists(stat)) {
            return false;
        }
        String s;
        try {
            s = Files.readString(stat);
        } catch (java.nio.file.NoSuchFileException gone) {
            return false;
        }
        char state = s.charAt(s.lastIndexOf(')') + 2);
        return state != 'Z' && state != 'X';
    }
}
