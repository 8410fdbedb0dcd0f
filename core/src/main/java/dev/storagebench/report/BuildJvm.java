package dev.storagebench.report;

/**
 * The nested build's own JVM: versions, garbage collection and heap (forked JVMs are not included).
 *
 * @param mavenVersion Maven's version
 * @param javaVersion {@code java.version}
 * @param javaVendor {@code java.vendor}
 * @param gcCount collections
 * @param gcTimeNanos time in collections
 * @param peakHeapUsedBytes the most heap in use at any collection or at the end of the build
 * @param heapMaxBytes the maximum heap
 */
public record BuildJvm(String mavenVersion, String javaVersion, String javaVendor, Long gcCount, Long gcTimeNanos,
                       Long peakHeapUsedBytes, Long heapMaxBytes) {
}
