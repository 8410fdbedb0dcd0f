// The probe goal measures the workspace, logs a table, writes its report and leaves no scratch files behind.
import groovy.json.JsonSlurper
def report = new JsonSlurper().parse(new File(basedir, 'target/storagebench/it-disk/probe.json'))
assert report.schema == 'storagebench-probe/1'
assert report.label == 'it-disk' && report.path == basedir.canonicalPath
def operations = report.results.collect { it.workload + ' ' + it.operation }
assert operations.containsAll(['metadata create+write+close', 'metadata stat', 'fsync write 4KiB + fsync',
                               'concurrency dsync write 4KiB x1', 'concurrency dsync write 4KiB x2'])
report.results.each { r ->
    assert r.ops > 0 && r.opsPerSecond > 0: r
    assert r.latency.p50Nanos <= r.latency.p99Nanos && r.latency.p99Nanos <= r.latency.maxNanos: r
}
assert !basedir.list().any { it.startsWith('storagebench-probe-') }: 'the scratch directory is gone'
def log = new File(basedir, 'build.log').text
assert log.contains('metadata create+write+close')
assert log.contains('report: ')
return true
