package dev.storagebench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.InvalidOptionException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasureOptionsTest {

    private static final Path BASE = Path.of("/work/project");

    @Test
    void unsetOptionsTakeTheDefaults() throws Exception {
        MeasureOptions o = MeasureOptions.of(null, null, null, null, null, null, null, null, null, BASE);
        assertEquals(List.of("clean", "verify"), o.goals());
        assertEquals(MeasureOptions.DEFAULT_RUNS, o.runs());
        assertEquals(MeasureOptions.DEFAULT_WARMUPS, o.warmups());
        assertNull(o.label());
        assertFalse(o.dropCaches());
        assertEquals(List.of(), o.args());
        assertEquals(BASE.resolve("target/storagebench"), o.outputDirectory());
        assertNull(o.mavenExecutable());
    }

    @Test
    void givenOptionsAreKept() throws Exception {
        MeasureOptions o = MeasureOptions.of("clean  install", 5, 0, "efs-bursting", true,
                "-T 2 -P fast -Dmsg='hello world'", "/tmp/out", "/opt/maven/bin/mvn", null, BASE);
        assertEquals(List.of("clean", "install"), o.goals());
        assertEquals("clean install", o.task());
        assertEquals(5, o.runs());
        assertEquals(0, o.warmups());
        assertEquals("efs-bursting", o.label());
        assertTrue(o.dropCaches());
        assertEquals(List.of("-T", "2", "-P", "fast", "-Dmsg=hello world"), o.args());
        assertEquals(Path.of("/tmp/out"), o.outputDirectory());
        assertEquals(Path.of("/opt/maven/bin/mvn"), o.mavenExecutable());
    }

    @Test
    void badValuesNameTheOptionTheValueAndTheFix() {
        InvalidOptionException runs = assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.of(null, 0, null, null, null, null, null, null, null, BASE));
        assertEquals("runs", runs.option());
        assertEquals("<runs>/-Dstoragebench.runs=0 must be at least 1; set it to the number of counted runs, e.g. 3",
                runs.messageFor("<runs>/-Dstoragebench.runs"));
        assertEquals("warmups", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.of(null, null, -1, null, null, null, null, null, null, BASE)).option());
        assertEquals("label", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.of(null, null, null, "my disk/1", null, null, null, null, null, BASE)).option());
        assertEquals("goals", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.of("   ", null, null, null, null, null, null, null, null, BASE)).option());
    }

    @Test
    void measureCannotBeNestedInsideMeasure() {
        for (String goals : List.of("storagebench:measure", "clean dev.storagebench:storagebench-maven-plugin:0.1.0:measure")) {
            InvalidOptionException e = assertThrows(InvalidOptionException.class,
                    () -> MeasureOptions.of(goals, null, null, null, null, null, null, null, null, BASE));
            assertTrue(e.problem().contains("inside measure"), e.getMessage());
        }
    }

    @Test
    void wordsSplitLikeAShell() {
        assertEquals(List.of("a", "b c", "d\"e", "f g"), CommandLineWords.split(" a 'b c' \"d\\\"e\" f\\ g "));
        assertEquals(List.of(""), CommandLineWords.split("''"));
        assertEquals(List.of(), CommandLineWords.split("   "));
    }

    @Test
    void theProjectsWrapperIsPreferred(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path home = Path.of("/opt/maven");
        assertEquals(home.resolve("bin/mvn"), NestedBuild.defaultExecutable(dir, home, false));
        java.nio.file.Files.writeString(dir.resolve("mvnw"), "#!/bin/sh\n");
        assertEquals(dir.resolve("mvnw"), NestedBuild.defaultExecutable(dir, home, false));
    }
}
