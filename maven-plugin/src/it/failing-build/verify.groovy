def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def summary = A.read(basedir, 'summary.json')
def run = A.read(basedir, 'run-1.json')
assert summary.status == 'failed'
assert run.status == 'failed' && run.exitCode != 0
def test = run.mojos.find { it.goal == 'test' }
assert test.status == 'failed'
assert !run.mojos.any { it.goal == 'jar' }: 'the build stopped at the failing test'
File log = new File(run.log)
assert log.isFile() && log.text.contains('BUILD FAILURE')
def outer = new File(basedir, 'build.log').text
assert outer.contains('the nested build failed in run 1') && outer.contains(run.log)
return true
