// The recorder works in the newest Maven line, 4.0.0-rc.
def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
A.assertNestedMaven(basedir, 'it.storagebench:nested-maven-4', maven4Version)
return true
