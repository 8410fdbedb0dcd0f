package dev.storagebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.record.SyscallTrace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the counter asks of strace. */
class SyscallCounterTest {

    /** Whether strace is installed and may trace here (a container may forbid ptrace). */
    static boolean straceWorks() {
        try {
            Process p = new ProcessBuilder("strace", "-f", "-qq", "-o", "/dev/null", "true")
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Test
    void followsChildrenTimesEachCallAndNamesEachDescriptor() {
        assertEquals(List.of("-f", "-T", "-y", "-qq"), SyscallCounter.STRACE_OPTIONS);
        assertEquals('?', SyscallTrace.traceExpression().charAt("trace=".length()));
    }
}
