def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def run = A.read(basedir, 'run-1.json')
A.assertMeasured(run)
assert run.command.contains('-T') && run.command.contains('2')
def compiles = run.mojos.findAll { it.goal == 'compile' }
assert compiles.size() == 3
// with -T 2 the modules are built by builder threads, and each execution keeps its own thread
assert run.mojos.collect { it.thread }.unique().size() >= 2
assert compiles.collect { it.threadId }.unique().size() >= 2
// and executions of different modules really overlapped in time
def overlapped = run.mojos.any { a -> run.mojos.any { b -> a.module != b.module && a.threadId != b.threadId && a.start < b.end && b.start < a.end } }
assert overlapped
// the union of mojo time never exceeds the wall time, even with overlapping executions
assert run.attribution.inMojosNanos <= run.totals.wallNanos
return true
