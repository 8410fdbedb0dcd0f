// Assertions shared by the integration tests' verify scripts, on the JSON reports that measure writes.
import groovy.json.JsonSlurper

class ReportAssertions {
    static final boolean LINUX = new File('/proc/thread-self/io').canRead()

    static Map read(File basedir, String name) {
        File f = new File(basedir, "target/storagebench/" + name)
        assert f.isFile(): "missing report " + f
        return new JsonSlurper().parse(f)
    }

    /** Every mojo has real numbers where Linux provides them. */
    static void assertMeasured(Map run) {
        assert run.schema == 'storagebench-run/1'
        assert run.totals.wallNanos > 0
        assert run.mojos.size() > 0
        if (LINUX) {
            assert run.totals.userNanos > 0: 'process-tree user CPU'
            assert run.totals.io.readChars > 0: 'process-tree IO'
            assert run.workspaceMount.fsType != null
            assert run.workspaceMount.mountClass != null
        }
        run.mojos.each { m ->
            assert m.metrics.wallNanos >= 0
            assert m.start <= m.end
            if (LINUX) {
                assert m.metrics.cpuNanos != null && m.metrics.cpuNanos >= 0: m.goal
                assert m.metrics.userNanos != null: m.goal
                assert m.metrics.io != null: m.goal
                assert m.fileIo != null: 'JFR file IO for ' + m.goal
            }
        }
        def compile = run.mojos.find { it.goal == 'compile' && it.status == 'succeeded' }
        if (compile != null && LINUX) {
            assert compile.metrics.cpuNanos > 0: 'javac runs on the mojo thread'
            assert compile.metrics.io.readChars > 0: 'javac reads sources'
            assert compile.metrics.io.writtenChars > 0: 'javac writes classes'
        }
        assert run.attribution.inMojosShare > 0 && run.attribution.inMojosShare <= 1
    }

    /** A single-module build whose nested build ran on the given Maven version was recorded in full. */
    static void assertNestedMaven(File basedir, String module, String mavenVersion) {
        Map run = read(basedir, 'run-1.json')
        assert run.status == 'succeeded'
        assert run.jvm.mavenVersion == mavenVersion
        assertMeasured(run)
        assert goals(run, module) == ['clean', 'resources', 'compile', 'testResources', 'testCompile', 'test', 'jar']
    }

    static List<String> goals(Map run, String module) {
        return run.mojos.findAll { it.module == module }.collect { it.goal }
    }
}
