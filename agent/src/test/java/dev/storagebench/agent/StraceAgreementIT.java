package dev.storagebench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.storagebench.record.FileOpCount;
import dev.storagebench.record.SyscallTrace;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The agent against the kernel's view: a child JVM with the agent makes known operations in one directory under
 * {@code strace -f}, and the agent's counts for that directory agree with strace's per kind.
 */
class StraceAgreementIT {

    /** How far the agent and strace may differ per kind, as a share of strace's count. */
    static final double TOLERANCE = 0.05;

    @TempDir
    Path tmp;

    @Test
    void theAgentsCountsAgreeWithStracePerKind() throws Exception {
        assumeTrue(straceWorks(), "needs strace and ptrace");
        Path dir = Files.createDirectories(tmp.resolve("ops"));
        Path trace = tmp.resolve("trace.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String agent = System.getProperty("storagebench.agentJar");
        List<String> command = new ArrayList<>(List.of("strace", "-f", "-T", "-y", "-qq", "-o", trace.toString(),
                "-e", SyscallTrace.traceExpression(), "--", java, "-javaagent:" + agent, "-cp",
                System.getProperty("storagebench.testClasses"), StraceWorkload.class.getName(), dir.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        Map<String, Long> byAgent = new TreeMap<>();
        for (String line : out.split("\n")) {
            String[] f = line.trim().split(" ");
            if (f.length == 5 && f[0].equals("agent") && !f[2].equals("0")) {
                byAgent.put(f[1], Long.parseLong(f[2]));
            }
        }
        SyscallTrace counted = new SyscallTrace(Map.of(dir.toString(), "output"), tmp.toString());
        try (BufferedReader r = Files.newBufferedReader(trace, StandardCharsets.UTF_8)) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                counted.accept(line);
            }
        }
        // the C library's opendir and the JDK's native java.io open check the descriptor they opened with an fstat
        // of their own, which no Java method makes and the agent cannot count: the kernel's stats of descriptors
        long descriptorStats = 0;
        for (String line : Files.readAllLines(trace, StandardCharsets.UTF_8)) {
            if (line.matches("^\\d+\\s+(newfstatat|statx)\\(\\d+<" + Pattern.quote(dir.toString())
                    + "[/>].*\"\", .*") || line.matches("^\\d+\\s+fstat\\(\\d+<"
                    + Pattern.quote(dir.toString()) + "[/>].*")) {
                descriptorStats++;
            }
        }
        // 500 FileInputStreams, 500 FileOutputStreams, 20 File.list and 10 directory streams
        assertEquals(1030, descriptorStats);
        Map<String, Long> byStrace = new TreeMap<>();
        for (FileOpCount c : counted.operations().counts()) {
            if (c.role().equals("output") && c.calls() > 0) {
                byStrace.merge(c.kind(), c.calls(), Long::sum);
            }
        }
        byStrace.merge("stat", -descriptorStats, Long::sum);
        // what the workload did: 5,000 stats of its own, 1,000 deletes, 500 creates, 500 opens for writing, ...
        assertEquals(500L, byAgent.get("create"), byAgent::toString);
        assertEquals(1010L, byAgent.get("delete"), byAgent::toString);
        StringBuilder table = new StringBuilder("kind agent strace\n");
        List<String> kinds = new ArrayList<>(byAgent.keySet());
        byStrace.keySet().stream().filter(k -> !kinds.contains(k)).forEach(kinds::add);
        for (String kind : kinds) {
            table.append(kind).append(' ').append(byAgent.getOrDefault(kind, 0L)).append(' ')
                    .append(byStrace.getOrDefault(kind, 0L)).append('\n');
        }
        System.out.println(table);
        for (String kind : kinds) {
            long a = byAgent.getOrDefault(kind, 0L);
            long s = byStrace.getOrDefault(kind, 0L);
            assertEquals(s, a, Math.max(1, s * TOLERANCE), kind + " differs by more than 5%:\n" + table);
        }
    }

    static boolean straceWorks() {
        try {
            Process p = new ProcessBuilder("strace", "-f", "-qq", "-o", "/dev/null", "true").redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
