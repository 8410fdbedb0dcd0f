// The recorder works in the oldest supported Maven, where it is found through its Plexus descriptor.
def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
A.assertNestedMaven(basedir, 'it.storagebench:nested-maven-3', mavenOldestVersion)
return true
