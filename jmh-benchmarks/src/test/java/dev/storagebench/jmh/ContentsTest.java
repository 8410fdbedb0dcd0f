package dev.storagebench.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentsTest {

    @Test
    void theSvr4FileIsSeededRepetitiveAndParsesBothWays(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        ContentsFile.write(a, "svr4", 1 << 20, 42);
        ContentsFile.write(b, "svr4", 1 << 20, 42);
        assertEquals(Files.readString(a), Files.readString(b), "same seed, same file");
        assertTrue(Files.size(a) >= 1 << 20);
        List<ContentsParser.StringEntry> strings = ContentsParser.strings(a);
        List<ContentsParser.CompactEntry> compact = ContentsParser.compact(a);
        assertEquals(Files.readAllLines(a).size(), strings.size());
        assertEquals(strings.size(), compact.size());
        Set<String> paths = new HashSet<>();
        Set<String> owners = new HashSet<>();
        for (ContentsParser.StringEntry e : strings) {
            paths.add(e.path());
            if (e.owner() != null) {
                owners.add(e.owner());
            }
        }
        assertEquals(strings.size(), paths.size(), "every path unique");
        assertTrue(owners.size() <= 8, "owners repeat: " + owners);
        ContentsParser.StringEntry s = strings.stream().filter(e -> e.type().equals("f")).findFirst().orElseThrow();
        ContentsParser.CompactEntry c = compact.get(strings.indexOf(s));
        assertEquals('f', c.type());
        assertEquals(Long.parseLong(s.size()), c.size());
        assertEquals(Integer.parseInt(s.mode(), 8), c.mode());
        assertEquals(s.packages(), c.packages());
    }

    @Test
    void mavenLinesMapOntoTheSameFields(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("m");
        ContentsFile.write(f, "maven", 64 << 10, 1);
        ContentsParser.StringEntry e = ContentsParser.strings(f).get(0);
        assertTrue(e.path().contains("/.m2/repository/") && e.path().endsWith(".jar"), e.path());
        assertTrue(List.of("compile", "runtime", "test", "provided").contains(e.type()), e.type());
        assertEquals("jar", e.packages());
        assertEquals(ContentsParser.strings(f).size(), ContentsParser.compact(f).size());
    }

    @Test
    void theHistogramParserReadsByteArraysStringsAndTheTotal() {
        String text = """
                 num     #instances         #bytes  class name (module)
                -------------------------------------------------------
                   1:       2000000      150000000  [B (java.base@17.0.15)
                   2:       1900000       45600000  java.lang.String (java.base@17.0.15)
                   3:         10000         240000  dev.storagebench.jmh.ContentsParser$StringEntry
                Total       3910000      195840000
                """;
        RetainedHeapProfiler.Histogram h = RetainedHeapProfiler.parse(text);
        assertEquals(150_000_000L, h.byteArrayBytes());
        assertEquals(1_900_000L, h.strings());
        assertEquals(195_840_000L, h.totalBytes());
    }

    @Test
    void aLiveHistogramSeesTheHeap() {
        RetainedHeapProfiler.Histogram h = RetainedHeapProfiler.histogram();
        assertTrue(h.totalBytes() > 0 && h.byteArrayBytes() > 0 && h.strings() > 0, h.toString());
    }
}
