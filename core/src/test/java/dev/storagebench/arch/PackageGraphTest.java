package dev.storagebench.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Holds core's package graph to STYLE.md: no cycles among the packages, {@code json} and {@code format} stay leaves,
 * and core never sees Maven, picocli or the AWS SDK outside its {@code aws} package. The graph it finds is written
 * to {@code target/package-graph.txt}, a line per package with what it depends on.
 */
class PackageGraphTest {

    private static final String ROOT = "dev.storagebench";
    private static JavaClasses core;

    @BeforeAll
    static void importCore() {
        core = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void corePackagesHaveNoCycles() {
        slices().matching(ROOT + ".(*)..").should().beFreeOfCycles().check(core);
    }

    @Test
    void jsonAndFormatAreLeaves() {
        String[] domain = {ROOT + ".check..", ROOT + ".compare..", ROOT + ".measure..", ROOT + ".mount..",
            ROOT + ".probe..", ROOT + ".record..", ROOT + ".report..", ROOT + ".run..", ROOT + ".host.."};
        noClasses().that().resideInAPackage(ROOT + ".json..").should().dependOnClassesThat()
                .resideInAnyPackage(domain).orShould().dependOnClassesThat()
                .resideInAnyPackage(ROOT + ".format..", ROOT + ".stats..").check(core);
        noClasses().that().resideInAPackage(ROOT + ".format..").should().dependOnClassesThat()
                .resideInAnyPackage(domain).orShould().dependOnClassesThat().resideInAPackage(ROOT + ".json..")
                .check(core);
    }

    @Test
    void coreSeesNoAdapterTypes() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.apache.maven..", "picocli..")
                .check(core);
        noClasses().that().resideOutsideOfPackage(ROOT + ".aws..").should().dependOnClassesThat()
                .resideInAnyPackage("software.amazon..").check(core);
    }

    @Test
    void writesTheGraph() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (JavaClass c : core) {
            String from = slice(c);
            Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String target = slice(d.getTargetClass());
                if (target != null && !target.equals(from) && d.getTargetClass().getPackageName().startsWith(ROOT)) {
                    to.add(target);
                }
            }
        }
        StringBuilder text = new StringBuilder();
        graph.forEach((from, to) -> text.append(from).append(" -> ").append(String.join(", ", to)).append('\n'));
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "package-graph.txt"), text);
    }

    /** The core package a class is in: its first package below dev.storagebench, or {@code (root)}. */
    private static String slice(JavaClass c) {
        String p = c.getPackageName();
        if (!p.startsWith(ROOT)) {
            return null;
        }
        String rest = p.substring(ROOT.length());
        return rest.isEmpty() ? "(root)" : rest.substring(1).split("\\.")[0];
    }
}
