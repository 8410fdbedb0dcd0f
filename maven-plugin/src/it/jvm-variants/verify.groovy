// measure runs the build once per JVM variant, with the variant in MAVEN_OPTS, and compares them in variants.json.
import groovy.json.JsonSlurper
def out = new File(basedir, 'target/storagebench')
def variants = new JsonSlurper().parse(new File(out, 'variants.json'))
assert variants.schema == 'storagebench-variants/1'
assert variants.variants*.jvmOptions == ['-XX:+UseSerialGC', '-XX:+UseParallelGC -Xmx256m']
assert variants.variants[0].wallRatio == null && variants.variants[1].wallRatio.ratio > 0
variants.variants.each { v ->
    assert v.wallNanos.n == 1 && v.gcTimeNanos != null && v.peakHeapUsedBytes != null: v
}
def run1 = new JsonSlurper().parse(new File(out, 'variant-1/run-1.json'))
def run2 = new JsonSlurper().parse(new File(out, 'variant-2/run-1.json'))
assert run1.jvmOptions == '-XX:+UseSerialGC' && run2.jvmOptions == '-XX:+UseParallelGC -Xmx256m'
// the -Xmx of the second variant reached the Maven JVM: its maximum heap is 256 MiB
assert run2.jvm.heapMaxBytes <= 256L * 1024 * 1024: run2.jvm
assert run1.jvm.heapMaxBytes > 256L * 1024 * 1024: run1.jvm
assert new File(out, 'variant-2/summary.json').exists()
def log = new File(basedir, 'build.log').text
assert log.contains('JVM variant 2/2: MAVEN_OPTS += -XX:+UseParallelGC -Xmx256m')
assert log.contains('2 JVM variants (added to MAVEN_OPTS)')
return true
