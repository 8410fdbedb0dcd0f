// The recorder works in the oldest supported Maven: it is found through its Plexus descriptor there.
def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def run = A.read(basedir, 'run-1.json')
assert run.status == 'succeeded'
assert run.jvm.mavenVersion == mavenOldestVersion
A.assertMeasured(run)
assert A.goals(run, 'it.storagebench:nested-maven-3') == ['clean', 'resources', 'compile', 'testResources', 'testCompile', 'test', 'jar']
return true
