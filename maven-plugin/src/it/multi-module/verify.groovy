def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def summary = A.read(basedir, 'summary.json')
def run = A.read(basedir, 'run-1.json')
assert summary.status == 'succeeded'
A.assertMeasured(run)
assert run.projects.collect { it.module } == ['it.storagebench:multi-module', 'it.storagebench:core', 'it.storagebench:app']
assert run.mojos.collect { it.module }.unique() == ['it.storagebench:multi-module', 'it.storagebench:core', 'it.storagebench:app']
assert A.goals(run, 'it.storagebench:multi-module') == ['clean']
['core', 'app'].each { m ->
    assert A.goals(run, 'it.storagebench:' + m) == ['clean', 'resources', 'compile', 'testResources', 'testCompile', 'test', 'jar']
}
def compile = summary.phases.find { it.name == 'compile' }
assert compile.executions == 2
assert summary.mojos.find { it.name == 'maven-clean-plugin:clean (default-clean)' }.executions == 3
// the outer build runs measure once at the root, so Maven's summary calls the other modules SKIPPED: the log says why
def log = new File(basedir, 'build.log').text
assert log.contains('the nested builds above built all 3 modules; Maven\'s summary below lists the other 2 as SKIPPED only because this build ran measure once, at the root')
// no console name is cut short any more
assert !log.contains('(defaul...')
return true
