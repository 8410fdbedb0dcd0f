def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def summary = A.read(basedir, 'summary.json')
def run = A.read(basedir, 'run-1.json')
assert summary.schema == 'storagebench-summary/1'
assert summary.runs == 1 && summary.warmups == 0 && summary.status == 'succeeded'
assert summary.task == 'clean verify'
assert run.status == 'succeeded' && run.exitCode == 0
A.assertMeasured(run)
// the mojo list is exactly the default jar lifecycle up to verify
assert A.goals(run, 'it.storagebench:single-module') == ['clean', 'resources', 'compile', 'testResources', 'testCompile', 'test', 'jar']
def phases = summary.phases.collect { it.name }
assert phases == ['clean', 'process-resources', 'compile', 'process-test-resources', 'test-compile', 'test', 'package']
assert new File(basedir, 'target/storagebench/run-1.log').text.contains('BUILD SUCCESS')
// the nested build could not recurse: it ran the user's goals only
assert !run.mojos.any { it.plugin.contains('storagebench') }
// secrets: the nested build got them, storagebench wrote none of them
new File(basedir, 'target/storagebench').eachFileRecurse { f ->
    if (f.isFile()) {
        assert !f.text.contains('hunter2') && !f.text.contains('t0k3n') : "${f} holds a secret"
    }
}
assert run.command.contains('-Ddb.password=***') && run.command.contains('-Dapi.token=***')
assert run.warnings.any { it.startsWith('values of options and properties named like secrets') }
assert !new File(basedir, 'build.log').text.contains('hunter2')
return true
