package dev.storagebench.record;

/**
 * One system call as a trace counted it across a process tree.
 *
 * @param name the system call, e.g. {@code newfstatat}
 * @param kind the kind of file operation it was counted as, e.g. {@code stat}
 * @param calls how many calls on files (calls on pipes, sockets and the like are not counted)
 * @param errors how many of them failed (e.g. a stat of a missing file)
 * @param nanos wall time inside them, as the tracer timed each call
 */
public record SyscallCount(String name, String kind, long calls, long errors, long nanos) {
}
