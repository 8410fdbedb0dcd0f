package dev.storagebench.record;

/**
 * One NFS operation's RPC counts on a mount between two readings of {@code /proc/self/mountstats}: mount-wide, so
 * they include every process's calls on that mount in the interval, not only the build's.
 *
 * @param op the NFS operation, e.g. {@code GETATTR}, {@code LOOKUP}, {@code WRITE}
 * @param ops operations requested
 * @param transmissions RPC transmissions (more than {@code ops} when requests were retransmitted)
 * @param timeouts major timeouts
 * @param bytesSent bytes sent, headers included
 * @param bytesReceived bytes received, headers included
 * @param queueMillis time queued before transmission, summed over operations
 * @param rttMillis round-trip time, summed
 * @param executeMillis time from the request to its completion in the client, summed
 * @param errors operations that completed with an error status (0 on kernels whose statistics lack the column)
 */
public record NfsOpCount(String op, long ops, long transmissions, long timeouts, long bytesSent, long bytesReceived,
                         long queueMillis, long rttMillis, long executeMillis, long errors) {
}
