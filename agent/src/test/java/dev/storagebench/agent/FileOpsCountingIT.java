package dev.storagebench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs in a JVM started with the packaged agent (failsafe, on JDK 17 and, where installed, JDK 25): known file
 * operations in a directory configured as the output role give exact counts there, by kind.
 */
class FileOpsCountingIT {

    @TempDir
    Path dir;

    @BeforeEach
    void outputRoleIsTheTestDirectory() {
        String[][] roles = new String[Counters.roles().length][];
        roles[FileOps.OUTPUT] = new String[] {dir.toString()};
        Counters.roles(roles, "/nonexistent-working-directory");
    }

    /** What the calling thread did in the output role since {@code before}: calls, nanos and amount of a kind. */
    private static long[] output(long[] before, int kind) {
        long[] now = Counters.threadCounters();
        int at = (FileOps.OUTPUT * Counters.kinds().length + kind) * Counters.fields();
        return new long[] {now[at] - before[at], now[at + 1] - before[at + 1], now[at + 2] - before[at + 2]};
    }

    private static long calls(long[] before, int kind) {
        return output(before, kind)[0];
    }

    @Test
    void theAgentInstrumentedTheEntryPointsOfThisJdk() {
        String all = String.join("\n", Counters.instrumented());
        for (String expected : new String[] {"java.io.File.exists()Z", "java.io.FileInputStream.open(",
            "java.io.FileOutputStream.write([BII)V", "sun.nio.fs.UnixNativeDispatcher.open(",
            "sun.nio.fs.UnixNativeDispatcher.unlink(", "sun.nio.fs.UnixNativeDispatcher.mkdir(",
            "sun.nio.ch.FileChannelImpl.force(Z)V", "java.util.zip.ZipFile$Source.get("}) {
            assertTrue(all.contains(expected), expected + " in\n" + all);
        }
        for (String problem : Counters.notInstrumented()) {
            assertTrue(problem.endsWith("no such method with a body in this JDK"), problem);
        }
    }

    @Test
    void nioCreatesStatsAndDeletesAreCountedExactly() throws IOException {
        long[] before = Counters.threadCounters();
        for (int i = 0; i < 1000; i++) {
            Files.createFile(dir.resolve("f" + i));
        }
        for (int i = 0; i < 5000; i++) {
            assertTrue(Files.exists(dir.resolve("f" + (i % 1000))));
        }
        for (int i = 0; i < 1000; i++) {
            Files.delete(dir.resolve("f" + i));
        }
        assertEquals(1000, calls(before, FileOps.CREATE));
        assertEquals(1000, calls(before, FileOps.DELETE));
        // Files.delete looks first whether the path is a directory: one lstat each, as strace shows too
        assertEquals(5000 + 1000, calls(before, FileOps.STAT));
        assertEquals(0, calls(before, FileOps.OPEN_WRITE));
        assertTrue(output(before, FileOps.STAT)[1] > 0, "stat time is measured");
    }

    @Test
    void javaIoFileCallsAreCountedExactly() throws IOException {
        long[] before = Counters.threadCounters();
        File base = dir.toFile();
        for (int i = 0; i < 100; i++) {
            assertTrue(new File(base, "d" + i).mkdir());
        }
        for (int i = 0; i < 300; i++) {
            new File(base, "d" + (i % 100)).isDirectory();
            new File(base, "missing" + i).exists();
        }
        assertEquals(100, new File(base, ".").list().length);
        assertTrue(new File(base, "n").createNewFile());
        assertTrue(new File(base, "n").renameTo(new File(base, "m")));
        assertTrue(new File(base, "m").setLastModified(1_000_000L));
        for (int i = 0; i < 100; i++) {
            assertTrue(new File(base, "d" + i).delete());
        }
        assertTrue(new File(base, "m").delete());
        assertEquals(100, calls(before, FileOps.MKDIR));
        assertEquals(600, calls(before, FileOps.STAT));
        assertEquals(1, calls(before, FileOps.READDIR));
        assertEquals(100, output(before, FileOps.READDIR)[2], "entries listed: the 100 directories");
        assertEquals(1, calls(before, FileOps.CREATE));
        assertEquals(1, calls(before, FileOps.RENAME));
        assertEquals(1, calls(before, FileOps.SET_ATTRIBUTES));
        assertEquals(101, calls(before, FileOps.DELETE));
    }

    @Test
    void streamsCountOpensReadsWritesAndBytes() throws IOException {
        Path file = dir.resolve("data");
        byte[] block = new byte[4096];
        long[] before = Counters.threadCounters();
        try (FileOutputStream out = new FileOutputStream(file.toFile())) {
            for (int i = 0; i < 10; i++) {
                out.write(block);
            }
            out.write(block, 0, 100);
            out.write(7);
        }
        byte[] buffer = new byte[8192];
        long read = 0;
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            int n;
            while ((n = in.read(buffer, 0, buffer.length)) > 0) {
                read += n;
            }
        }
        assertEquals(1, calls(before, FileOps.OPEN_WRITE));
        assertEquals(12, calls(before, FileOps.WRITE));
        assertEquals(10 * 4096 + 100 + 1, output(before, FileOps.WRITE)[2]);
        assertEquals(1, calls(before, FileOps.OPEN_READ));
        assertEquals(read, output(before, FileOps.READ)[2]);
        assertEquals(10 * 4096 + 101, read);
        assertEquals(7, calls(before, FileOps.READ), "6 reads with data and the one that saw the end");
    }

    @Test
    void readAllBytesCountsEachUnderlyingReadOnce() throws IOException {
        Path file = dir.resolve("all");
        Files.write(file, new byte[20_000]);
        long[] before = Counters.threadCounters();
        try (FileInputStream in = new FileInputStream(file.toFile())) {
            assertEquals(20_000, in.readAllBytes().length);
        }
        assertEquals(20_000, output(before, FileOps.READ)[2]);
        assertTrue(calls(before, FileOps.READ) >= 2, "the data and the end of input");
    }

    @Test
    void channelsRandomAccessForceCopyMoveAndZipOpens() throws IOException {
        Path a = dir.resolve("a");
        long[] before = Counters.threadCounters();
        try (FileChannel ch = FileChannel.open(a, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap("hello".getBytes(StandardCharsets.US_ASCII)));
            ch.force(true);
        }
        try (RandomAccessFile raf = new RandomAccessFile(a.toFile(), "r")) {
            assertEquals('h', raf.read());
        }
        Files.copy(a, dir.resolve("b"));
        Files.move(dir.resolve("b"), dir.resolve("c"), StandardCopyOption.ATOMIC_MOVE);
        Path zip = dir.resolve("z.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("x"));
            out.write(1);
        }
        for (int i = 0; i < 3; i++) {
            try (ZipFile z = new ZipFile(zip.toFile())) {
                assertEquals(1, z.size());
            }
        }
        assertEquals(2, calls(before, FileOps.CREATE), "CREATE_NEW, and the copy's new target (O_EXCL)");
        assertEquals(1, calls(before, FileOps.FORCE));
        assertEquals(1, calls(before, FileOps.COPY));
        assertEquals(5, output(before, FileOps.COPY)[2], "bytes copied");
        assertEquals(1, calls(before, FileOps.RENAME));
        assertEquals(3, calls(before, FileOps.ZIP_OPEN));
        assertTrue(calls(before, FileOps.OPEN_READ) >= 2, "the RandomAccessFile and the copy's source");
        assertTrue(calls(before, FileOps.READ) >= 1 + 3, "the RandomAccessFile's read, and each zip open reads its "
                + "end record and central directory (the zip's source is not cached once closed)");
    }

    @Test
    void aDirectoryStreamCountsOneListingAndItsEntries() throws IOException {
        for (int i = 0; i < 25; i++) {
            Files.createFile(dir.resolve("e" + i));
        }
        long[] before = Counters.threadCounters();
        int seen = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path ignored : entries) {
                seen++;
            }
        }
        assertEquals(25, seen);
        assertEquals(1, calls(before, FileOps.READDIR), "one listing");
        assertEquals(25, output(before, FileOps.READDIR)[2], "its entries");
    }

    @Test
    void failingCallsAreCountedAndKeepTheNestingBalanced() {
        long[] before = Counters.threadCounters();
        for (int i = 0; i < 10; i++) {
            try {
                Files.delete(dir.resolve("never-there"));
            } catch (IOException expected) {
                // NoSuchFileException from the lstat before the unlink
            }
        }
        assertEquals(10, calls(before, FileOps.STAT));
        long[] mid = Counters.threadCounters();
        assertTrue(new File(dir.toFile(), "x").mkdir());
        assertEquals(1, calls(mid, FileOps.MKDIR), "counting goes on after exceptions");
    }

    @Test
    void writesToAStreamOpenedFromADescriptorAreNotFileOperations() throws IOException {
        // standard output is such a stream; a descriptor borrowed from a file shows it deterministically
        Path file = dir.resolve("by-descriptor");
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw");
             FileOutputStream byDescriptor = new FileOutputStream(raf.getFD())) {
            long[] before = Counters.allThreads();
            byDescriptor.write(new byte[100]);
            long[] after = Counters.allThreads();
            int writes = FileOps.WRITE * Counters.fields();
            for (int role = 0; role < Counters.roles().length; role++) {
                int at = role * Counters.kinds().length * Counters.fields() + writes;
                assertEquals(0, after[at] - before[at], "writes counted under " + Counters.roles()[role]);
            }
        }
        assertEquals(100, Files.size(file));
    }

    @Test
    void theDeepestRoleDirectoryWinsSoAWorkspaceUnderTempIsOutput() throws IOException {
        String[][] roles = new String[Counters.roles().length][];
        roles[FileOps.TEMP] = new String[] {dir.getParent().toString()};
        roles[FileOps.OUTPUT] = new String[] {dir.toString()};
        Counters.roles(roles, "/nonexistent-working-directory");
        long[] before = Counters.threadCounters();
        Files.exists(dir.resolve("x"));
        assertEquals(1, calls(before, FileOps.STAT));
    }

    @Test
    void pathsOutsideTheRolesCountAsOther() throws IOException {
        long[] before = Counters.threadCounters();
        new File("/proc/self/status").exists();
        long[] now = Counters.threadCounters();
        int other = (FileOps.OTHER * Counters.kinds().length + FileOps.STAT) * Counters.fields();
        assertEquals(1, now[other] - before[other]);
        assertEquals(0, calls(before, FileOps.STAT));
        assertTrue(Arrays.stream(Counters.allThreads()).sum() > 0);
    }
}
