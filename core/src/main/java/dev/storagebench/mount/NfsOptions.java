package dev.storagebench.mount;

/**
 * The NFS mount options that decide request sizes and protocol behaviour, read from the kernel's super options.
 *
 * @param version the negotiated protocol version, e.g. {@code 4.1}; null when the kernel did not list it
 * @param rsizeBytes largest read request in bytes; null when not listed
 * @param wsizeBytes largest write request in bytes; null when not listed
 * @param server the server part of the mount source, e.g. {@code fs-0123.efs.us-east-1.amazonaws.com}
 */
public record NfsOptions(String version, Long rsizeBytes, Long wsizeBytes, String server) {
}
