// The check goal probes the workspace, judges the policy's rules, writes the JSON and JUnit reports and leaves no
// scratch files behind.
import groovy.json.JsonSlurper
def report = new JsonSlurper().parse(new File(basedir, 'target/storagebench/it-disk/check.json'))
assert report.schema == 'storagebench-check/1'
assert report.policy == 'it-agents' && report.passed && report.outcome == 'PASS'
assert report.results.collect { it.rule + ' ' + it.target + ' ' + it.outcome } ==
        ['create-rate workspace PASS', 'fsync-p99 workspace PASS']
report.results.each { assert it.measured > 0 && it.unit != null: it }
def ws = report.targets.find { it.target == 'workspace' }
assert ws.path == basedir.canonicalPath && ws.probe.results.size() > 0
// the local repository of this build was looked at too: probed, or covered by the workspace's mount
def repo = report.targets.find { it.target == 'repository' }
assert repo != null && (repo.probe != null || repo.note.startsWith('on the same mount as the workspace'))
def junit = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new File(basedir, 'target/check-junit.xml'))
assert junit.documentElement.getAttribute('failures') == '0'
def cases = junit.getElementsByTagName('testcase')
assert (0..<cases.length).collect { cases.item(it).getAttribute('name') }.containsAll(['create-rate', 'fsync-p99'])
assert !basedir.list().any { it.startsWith('storagebench-probe-') }: 'the scratch directory is gone'
def log = new File(basedir, 'build.log').text
assert log.contains('PASS  create-rate')
assert log.contains('check PASSED')
return true
