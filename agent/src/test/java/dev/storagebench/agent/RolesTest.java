package dev.storagebench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The directory-role lookup, on its own: deepest directory wins, whole segments only, strings and bytes alike. */
class RolesTest {

    private static FileOps.Roles roles(String workingDirectory, String[]... byRole) {
        return FileOps.Roles.of(byRole, workingDirectory);
    }

    private static int both(FileOps.Roles roles, String path) {
        int asString = roles.of(path);
        assertEquals(asString, roles.of(path.getBytes(StandardCharsets.UTF_8)), "bytes and string disagree: " + path);
        return asString;
    }

    @Test
    void theDeepestDirectoryWins() {
        FileOps.Roles r = roles("/ws", new String[] {"/ws"}, new String[] {"/ws/a/target", "/ws/b/target"},
                new String[] {"/ws/.m2/repository"}, new String[] {"/ws/tmp-root"});
        assertEquals(FileOps.SOURCES, both(r, "/ws/a/src/A.java"));
        assertEquals(FileOps.OUTPUT, both(r, "/ws/a/target/classes/A.class"));
        assertEquals(FileOps.OUTPUT, both(r, "/ws/b/target"));
        assertEquals(FileOps.REPOSITORY, both(r, "/ws/.m2/repository/org/x.jar"));
        assertEquals(FileOps.TEMP, both(r, "/ws/tmp-root/x"));
        assertEquals(FileOps.OTHER, both(r, "/elsewhere/x"));
    }

    @Test
    void onlyWholeSegmentsMatch() {
        FileOps.Roles r = roles(null, new String[0], new String[] {"/ws/target"});
        assertEquals(FileOps.OTHER, both(r, "/ws/targets/x"));
        assertEquals(FileOps.OTHER, both(r, "/ws/targe"));
        assertEquals(FileOps.OUTPUT, both(r, "/ws/target/"));
        assertEquals(FileOps.OTHER, both(r, "/ws"));
    }

    @Test
    void relativePathsTakeTheWorkingDirectorysRole() {
        FileOps.Roles r = roles("/ws/a/target", new String[] {"/ws"}, new String[] {"/ws/a/target"});
        assertEquals(FileOps.OUTPUT, both(r, "classes/A.class"));
        assertEquals(FileOps.OUTPUT, r.of(new File("x")));
        assertEquals(FileOps.SOURCES, r.of(Path.of("/ws/pom.xml")));
    }

    @Test
    void manyModulesAndNonAsciiNames() {
        String[] outputs = new String[300];
        for (int i = 0; i < outputs.length; i++) {
            outputs[i] = "/wörk/module-" + i + "/target/";
        }
        FileOps.Roles r = roles(null, new String[] {"/wörk"}, outputs);
        for (int i = 0; i < outputs.length; i++) {
            assertEquals(FileOps.OUTPUT, both(r, "/wörk/module-" + i + "/target/classes/Ä.class"));
            assertEquals(FileOps.SOURCES, both(r, "/wörk/module-" + i + "/pom.xml"));
        }
    }

    @Test
    void aRootDirectoryMatchesEverythingAbsolute() {
        FileOps.Roles r = roles(null, new String[0], new String[] {"/ws/target"}, new String[0], new String[] {"/"});
        assertEquals(FileOps.TEMP, both(r, "/anything"));
        assertEquals(FileOps.OUTPUT, both(r, "/ws/target/x"));
    }

    @Test
    void aDirectoryNamedUnderTwoRolesKeepsTheFirstOfRepositoryTempOutputSources() {
        FileOps.Roles r = roles(null, new String[] {"/d"}, new String[0], new String[] {"/d"});
        assertEquals(FileOps.REPOSITORY, both(r, "/d/x"));
        assertEquals(FileOps.OTHER, FileOps.Roles.NONE.of("/d/x"));
    }

    @Test
    void theLastDirectoryFoundByAThreadNeverAnswersForAnotherPathOrAnotherSetOfDirectories() {
        long[] thread = new long[1024];
        FileOps.Roles r = roles(null, new String[] {"/ws"}, new String[] {"/ws/a/target", "/ws/b/target"});
        for (int round = 0; round < 2; round++) {
            assertEquals(FileOps.OUTPUT, r.of("/ws/a/target/A.class", thread));
            assertEquals(FileOps.OUTPUT, r.of("/ws/a/target/B.class".getBytes(StandardCharsets.UTF_8), thread));
            assertEquals(FileOps.SOURCES, r.of("/ws/a/target-old/A.class", thread));
            assertEquals(FileOps.OUTPUT, r.of("/ws/b/target/A.class", thread));
            assertEquals(FileOps.SOURCES, r.of("/ws/a/src".getBytes(StandardCharsets.UTF_8), thread));
            assertEquals(FileOps.OTHER, r.of("/elsewhere", thread));
        }
        FileOps.Roles other = roles(null, new String[0], new String[0], new String[0], new String[] {"/ws/b"});
        assertEquals(FileOps.OTHER, other.of("/ws/a/target/A.class", thread));
        assertEquals(FileOps.TEMP, other.of("/ws/b/target/A.class", thread));
    }
}
