package dev.storagebench.record;

/**
 * The kernel's IO accounting for a thread or process ({@code /proc/.../io}), or the difference of two readings.
 *
 * @param readChars bytes passed to read-like calls (rchar), from any source including the page cache and pipes
 * @param writtenChars bytes passed to write-like calls (wchar)
 * @param readCalls read-like system calls (syscr)
 * @param writeCalls write-like system calls (syscw)
 * @param deviceReadBytes bytes the storage layer fetched from a block device (read_bytes); 0 on network and FUSE
 * @param deviceWriteBytes bytes sent towards a block device (write_bytes), counted when dirtied, not when flushed
 */
public record IoCounters(long readChars, long writtenChars, long readCalls, long writeCalls, long deviceReadBytes,
                         long deviceWriteBytes) {

    /** This reading minus an earlier one. */
    public IoCounters minus(IoCounters earlier) {
        return new IoCounters(readChars - earlier.readChars, writtenChars - earlier.writtenChars,
                readCalls - earlier.readCalls, writeCalls - earlier.writeCalls,
                deviceReadBytes - earlier.deviceReadBytes, deviceWriteBytes - earlier.deviceWriteBytes);
    }

    /** Parses the text of a {@code /proc/.../io} file. */
    public static IoCounters parse(String text) {
        long rchar = 0;
        long wchar = 0;
        long syscr = 0;
        long syscw = 0;
        long readBytes = 0;
        long writeBytes = 0;
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            long value = Long.parseLong(line.substring(colon + 1).trim());
            switch (line.substring(0, colon).trim()) {
                case "rchar" -> rchar = value;
                case "wchar" -> wchar = value;
                case "syscr" -> syscr = value;
                case "syscw" -> syscw = value;
                case "read_bytes" -> readBytes = value;
                case "write_bytes" -> writeBytes = value;
                default -> {
                }
            }
        }
        return new IoCounters(rchar, wchar, syscr, syscw, readBytes, writeBytes);
    }
}
