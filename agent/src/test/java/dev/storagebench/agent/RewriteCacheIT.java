package dev.storagebench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of rewritten JDK classes across JVMs: of several JVMs that share one cache, only the first loads ASM,
 * and each still counts (the class files a retransforming agent is handed differ from one JVM to the next, which
 * once made every other JVM miss the cache).
 */
class RewriteCacheIT {

    @TempDir
    Path tmp;

    @Test
    void onlyTheFirstOfThreeJvmsSharingACacheLoadsAsm() throws Exception {
        Path cache = Files.createDirectories(tmp.resolve("cache"));
        Path dir = Files.createDirectories(tmp.resolve("ops"));
        List<Boolean> loadedAsm = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String out = run(cache, dir.resolve("run" + i));
            loadedAsm.add(out.contains("dev.storagebench.agent.asm.ClassReader"));
            assertTrue(out.contains("agent create 500 "), "JVM " + i + " counted the workload's creates:\n" + out);
        }
        assertEquals(List.of(true, false, false), loadedAsm, "JVMs that loaded ASM to rewrite the JDK's classes");
    }

    private String run(Path cache, Path dir) throws Exception {
        Files.createDirectories(dir);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-Xlog:class+load=info:stdout",
                "-javaagent:" + System.getProperty("storagebench.agentJar") + "=cache=" + cache,
                "-cp", System.getProperty("storagebench.testClasses"), StraceWorkload.class.getName(), dir.toString());
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
