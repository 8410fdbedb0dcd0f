// A storage that misses a fail threshold fails the build with the rule, the value and the threshold in the log, and
// the reports still say why.
import groovy.json.JsonSlurper
def report = new JsonSlurper().parse(new File(basedir, 'target/storagebench/it-disk/check.json'))
assert report.outcome == 'FAIL' && !report.passed
assert report.results.collect { it.rule + ' ' + it.outcome } == ['create-rate FAIL', 'stat-p99 WARN']
def log = new File(basedir, 'build.log').text
assert log.contains('[ERROR]   FAIL  create-rate')
assert log.contains('is below the fail threshold 1,000,000,000,000/s')
assert log.contains('why: no storage creates a trillion files a second')
assert log.contains('[WARNING]   WARN  stat-p99')
assert log.contains('the workspace storage failed the check')
def junit = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new File(basedir, 'target/check-junit.xml'))
assert junit.documentElement.getAttribute('failures') == '1'
assert junit.getElementsByTagName('failure').length == 1
assert !basedir.list().any { it.startsWith('storagebench-probe-') }
return true
