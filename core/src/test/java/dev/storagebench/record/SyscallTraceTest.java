package dev.storagebench.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The strace parser, on a trace captured from a real shell command (see the file's header). */
class SyscallTraceTest {

    private static SyscallTrace parsed() throws IOException {
        SyscallTrace trace = new SyscallTrace(Map.of("/ws", "workspace", "/tmp", "temp"), "/ws");
        try (InputStream in = SyscallTraceTest.class.getResourceAsStream("strace-shell.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                trace.accept(line);
            }
        }
        return trace;
    }

    private static Map<String, FileOpCount> inWorkspace(SyscallTrace trace) {
        return trace.operations().counts().stream().filter(c -> c.role().equals("workspace"))
                .collect(Collectors.toMap(FileOpCount::kind, c -> c));
    }

    @Test
    void countsWhatTheCommandDidByKind() throws IOException {
        Map<String, FileOpCount> ws = inWorkspace(parsed());
        assertEquals(13, ws.get("stat").calls());
        assertEquals(5, ws.get("open-write").calls());
        assertEquals(1, ws.get("create").calls());
        assertEquals(4, ws.get("open-read").calls());
        assertEquals(1, ws.get("mkdir").calls());
        assertEquals(4, ws.get("delete").calls());
        assertEquals(1, ws.get("rename").calls());
        assertEquals(2, ws.get("link").calls());
        assertEquals(1, ws.get("force").calls());
        assertEquals(1, ws.get("set-attributes").calls());
        assertEquals(6, ws.get("copy").calls());
        assertEquals(12, ws.get("copy").bytes());
        assertEquals(823_000, ws.get("force").nanos());
    }

    @Test
    void aListingIsOneCallWithTheEntriesOfAllItsReads() throws IOException {
        FileOpCount readdir = inWorkspace(parsed()).get("readdir");
        assertEquals(4, readdir.calls()); // three listings and one failed open of a directory
        assertEquals(15, readdir.entries());
        assertEquals(14_000 + 16_000 + 15_000 + 25_000 + 23_000 + 12_000 + 46_000 + 15_000 + 12_000,
                readdir.nanos());
    }

    @Test
    void pipesAreNotFilesAndInterruptedCallsAreJoined() throws IOException {
        SyscallTrace trace = parsed();
        Map<String, FileOpCount> ws = inWorkspace(trace);
        assertEquals(3 + 1, ws.get("write").calls() + ws.get("read").calls());
        assertEquals(9, ws.get("write").bytes());
        assertEquals(3, ws.get("read").bytes());
        assertEquals(100_000, ws.get("read").nanos());
        assertEquals(0, trace.lines()[1], "unparsed lines");
        long otherWrites = trace.operations().counts().stream()
                .filter(c -> c.role().equals("other") && c.kind().equals("write")).mapToLong(FileOpCount::calls)
                .sum();
        assertEquals(2, otherWrites); // /dev/null and the job's stdout file, not the pipe
    }

    @Test
    void failedCallsCountAsCallsAndAsErrors() throws IOException {
        List<SyscallCount> syscalls = parsed().syscalls();
        SyscallCount openat = syscalls.stream().filter(s -> s.name().equals("openat") && s.kind().equals("readdir"))
                .findFirst().orElseThrow();
        assertEquals(4, openat.calls());
        assertEquals(1, openat.errors());
    }

    @Test
    void theTraceExpressionNamesEveryCountedCallAsOptional() {
        String e = SyscallTrace.traceExpression();
        assertTrue(e.startsWith("trace=?"));
        assertTrue(e.contains(",?newfstatat,") && e.contains(",?getdents64,") && e.contains(",?unlinkat,"), e);
    }

    @Test
    void aDirectoryStreamOpenedWithoutODirectoryIsOneListingAtItsFirstRead() {
        SyscallTrace trace = new SyscallTrace(Map.of("/ws", "workspace"), "/ws");
        // NIO's newDirectoryStream: a plain open, then fdopendir and getdents (captured from JDK 17 under strace 6.1)
        trace.accept("6791  openat(AT_FDCWD</tmp>, \"/ws/d0\", O_RDONLY) = 5</ws/d0> <0.000030>");
        trace.accept("6791  newfstatat(5</ws/d0>, \"\", {st_mode=S_IFDIR|0755, st_size=4096, ...}, AT_EMPTY_PATH) = 0 "
                + "<0.000020>");
        trace.accept("6791  getdents64(5</ws/d0>, 0x7fea30208510 /* 102 entries */, 32768) = 3088 <0.000078>");
        trace.accept("6791  getdents64(5</ws/d0>, 0x7fea30208510 /* 0 entries */, 32768) = 0 <0.000020>");
        // the same descriptor number reused for a file, then for an O_DIRECTORY listing of the same directory
        trace.accept("6791  openat(AT_FDCWD</tmp>, \"/ws/d0\", O_RDONLY|O_DIRECTORY) = 5</ws/d0> <0.000010>");
        trace.accept("6791  getdents64(5</ws/d0>, 0x7fea30208510 /* 102 entries */, 32768) = 3088 <0.000078>");
        Map<String, FileOpCount> ws = inWorkspace(trace);
        assertEquals(1, ws.get("open-read").calls());
        assertEquals(2, ws.get("readdir").calls());
        assertEquals(204, ws.get("readdir").entries());
    }
}
