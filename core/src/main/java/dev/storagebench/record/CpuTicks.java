package dev.storagebench.record;

/**
 * CPU time from a {@code /proc/.../stat} line in nanoseconds: a task's own user and system time, and that of its
 * children that have exited and been reaped (cutime, cstime), the way {@code /usr/bin/time} counts them.
 */
public record CpuTicks(long userNanos, long systemNanos, long childUserNanos, long childSystemNanos) {

    /** This reading minus an earlier one. */
    public CpuTicks minus(CpuTicks earlier) {
        return new CpuTicks(userNanos - earlier.userNanos, systemNanos - earlier.systemNanos,
                childUserNanos - earlier.childUserNanos, childSystemNanos - earlier.childSystemNanos);
    }

    /**
     * Parses a stat line. The command name (field 2) may hold spaces and parentheses, so fields are counted from
     * the last closing parenthesis.
     *
     * @param nanosPerTick nanoseconds per clock tick (10,000,000 when {@code CLK_TCK} is 100)
     */
    public static CpuTicks parse(String statLine, long nanosPerTick) {
        String rest = statLine.substring(statLine.lastIndexOf(')') + 2);
        String[] f = rest.trim().split(" ");
        // rest starts at field 3 (state); utime is field 14, stime 15, cutime 16, cstime 17
        return new CpuTicks(Long.parseLong(f[11]) * nanosPerTick, Long.parseLong(f[12]) * nanosPerTick,
                Long.parseLong(f[13]) * nanosPerTick, Long.parseLong(f[14]) * nanosPerTick);
    }
}
