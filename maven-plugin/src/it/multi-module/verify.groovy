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
return true
