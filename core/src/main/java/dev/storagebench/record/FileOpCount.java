package dev.storagebench.record;

/**
 * The calls of one kind to one directory role that a thread or a build made, counted by the file-operation agent.
 *
 * @param kind the kind of operation: {@code stat}, {@code open-read}, {@code open-write}, {@code create},
 *     {@code mkdir}, {@code readdir}, {@code delete}, {@code rename}, {@code copy}, {@code link}, {@code read},
 *     {@code write}, {@code force}, {@code zip-open}, {@code set-attributes}
 * @param role where the paths lay: {@code sources} (the workspace), {@code output} (a module's build directory),
 *     {@code repository} (the local repository), {@code temp} ({@code java.io.tmpdir}) or {@code other}
 * @param calls how many calls
 * @param nanos time inside them, without the time of counted calls nested in them
 * @param bytes bytes moved, for {@code read}, {@code write} and {@code copy}; 0 otherwise
 * @param entries directory entries returned, for {@code readdir}; 0 otherwise
 */
public record FileOpCount(String kind, String role, long calls, long nanos, long bytes, long entries) {
}
