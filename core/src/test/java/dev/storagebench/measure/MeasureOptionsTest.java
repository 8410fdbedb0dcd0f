package dev.storagebench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.InvalidOptionException;
import dev.storagebench.OptionContext;
import dev.storagebench.TestSettings;
import dev.storagebench.run.Repetitions;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasureOptionsTest {

    private static final Path BASE = Path.of("/work/project");
    /** A context as the Maven goal makes it: reports under target/, options named as XML element and property. */
    private static final OptionContext CONTEXT = OptionContext.build(BASE, BASE.resolve("target"),
            option -> option);
    private static final OptionContext MAVEN = OptionContext.build(BASE, BASE.resolve("target"),
            option -> "<" + option + ">/-Dstoragebench." + option);

    @Test
    void unsetOptionsTakeTheDefaults() throws Exception {
        MeasureOptions o = MeasureOptions.from(TestSettings.of(MeasureSettings.class), CONTEXT);
        assertEquals(List.of("clean", "verify"), o.goals());
        assertEquals(Repetitions.DEFAULT_RUNS, o.runs());
        assertEquals(Repetitions.DEFAULT_WARMUPS, o.warmups());
        assertNull(o.label());
        assertFalse(o.dropCaches());
        assertEquals(List.of(), o.args());
        assertEquals(BASE.resolve("target/storagebench"), o.outputDirectory());
        assertNull(o.mavenExecutable());
    }

    @Test
    void givenOptionsAreKept(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path mvn = java.nio.file.Files.writeString(dir.resolve("mvn"), "#!/bin/sh\n");
        mvn.toFile().setExecutable(true);
        MeasureOptions o = MeasureOptions.from(TestSettings.of(MeasureSettings.class, "goals", "clean  install", "runs", 5, "warmups", 0, "label", "efs-bursting", "dropCaches", true, "args", "-T 2 -P fast -Dmsg='hello world'", "outputDirectory", "/tmp/out", "maven", mvn.toString()), CONTEXT);
        assertEquals(List.of("clean", "install"), o.goals());
        assertEquals("clean install", o.task());
        assertEquals(5, o.runs());
        assertEquals(0, o.warmups());
        assertEquals("efs-bursting", o.label());
        assertTrue(o.dropCaches());
        assertEquals(List.of("-T", "2", "-P", "fast", "-Dmsg=hello world"), o.args());
        assertEquals(Path.of("/tmp/out"), o.outputDirectory());
        assertEquals(mvn, o.mavenExecutable());
    }

    @Test
    void badValuesNameTheOptionTheValueAndTheFix() {
        InvalidOptionException runs = assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.from(TestSettings.of(MeasureSettings.class, "runs", 0), CONTEXT));
        assertEquals("runs", runs.option());
        assertEquals("<runs>/-Dstoragebench.runs=0 must be at least 1; set it to the number of counted runs, from 1 to 1000, "
                + "e.g. 3",
                assertThrows(InvalidOptionException.class, () -> MeasureOptions.from(
                        TestSettings.of(MeasureSettings.class, "runs", 0), MAVEN)).getMessage());
        assertEquals("warmups", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.from(TestSettings.of(MeasureSettings.class, "warmups", -1), CONTEXT)).option());
        assertEquals("label", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.from(TestSettings.of(MeasureSettings.class, "label", "my disk/1"), CONTEXT)).option());
        assertEquals("goals", assertThrows(InvalidOptionException.class,
                () -> MeasureOptions.from(TestSettings.of(MeasureSettings.class, "goals", "   "), CONTEXT)).option());
        assertEquals("<maven>/-Dstoragebench.maven=/no/mvn is not an executable Maven launcher; point it at an mvn "
                + "or mvnw script that exists", assertThrows(InvalidOptionException.class, () -> MeasureOptions.from(
                        TestSettings.of(MeasureSettings.class, "maven", "/no/mvn"), MAVEN)).getMessage());
    }

    @Test
    void measureCannotBeNestedInsideMeasure() {
        for (String goals : List.of("storagebench:measure", "clean dev.storagebench:storagebench-maven-plugin:0.1.0:measure")) {
            InvalidOptionException e = assertThrows(InvalidOptionException.class,
                    () -> MeasureOptions.from(TestSettings.of(MeasureSettings.class, "goals", goals), CONTEXT));
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
