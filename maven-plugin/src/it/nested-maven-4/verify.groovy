// The recorder works in the newest Maven line, 4.0.0-rc.
def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def run = A.read(basedir, 'run-1.json')
assert run.status == 'succeeded'
assert run.jvm.mavenVersion == maven4Version
A.assertMeasured(run)
assert A.goals(run, 'it.storagebench:nested-maven-4') == ['clean', 'resources', 'compile', 'testResources', 'testCompile', 'test', 'jar']
return true
