def A = new GroovyClassLoader(getClass().classLoader).parseClass(new File(basedir, '../../../src/it/ReportAssertions.groovy'))
def run = A.read(basedir, 'run-1.json')
assert run.status == 'succeeded'
def touch = run.mojos.find { it.goal == 'touch' }
assert touch != null : 'the ops mojo is in the report'
// the mojo's own operations, all in the build directory (role output): exact counts per kind
def output = touch.fileOps.counts.findAll { it.role == 'output' }.collectEntries { [(it.kind): it] }
assert output.mkdir.calls == 1
assert output.create.calls == 200
assert output.stat.calls == 1000 + 200 + 1 : "stats: ${output.stat}"
assert output['open-write'].calls == 1
assert output.write.bytes == 10000
assert output.delete.calls == 201
assert output.keySet() == ['mkdir', 'create', 'stat', 'open-write', 'write', 'delete'] as Set : "kinds: ${output.keySet()}"
// loading the plugin's classes is counted too, under the local repository
assert touch.fileOps.counts.any { it.role == 'repository' && it.kind == 'zip-open' }
// the whole JVM's counts hold the mojo's, and the agent's reads and writes stand in for JFR's file IO
assert run.attribution.fileOpsAll.counts.find { it.role == 'output' && it.kind == 'create' }.calls >= 200
assert touch.fileIo.writeBytes >= 10000
assert !run.unavailable.containsKey('fileOps') && !run.unavailable.containsKey('fileIoTime')
// the console names the phase's costliest kinds
def log = new File(basedir, 'build.log').text
assert log.contains('file-system calls per phase')
assert log =~ /1,201 stats|1,2\d\d stats/
return true
