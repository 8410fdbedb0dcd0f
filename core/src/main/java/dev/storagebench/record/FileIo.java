package dev.storagebench.record;

/**
 * Time, bytes and calls inside Java file reads, writes and forces: FileInputStream/FileOutputStream,
 * RandomAccessFile and FileChannel, counted by the file-operation agent (or by JDK Flight Recorder's file events at
 * threshold 0 when asked for). Not memory-mapped IO; metadata calls such as stat, open, mkdir and delete are in
 * {@link FileOps}.
 */
public record FileIo(long readNanos, long readBytes, long readCalls, long writeNanos, long writeBytes,
                     long writeCalls, long forceNanos, long forceCalls) {

    /** No file IO. */
    public static final FileIo ZERO = new FileIo(0, 0, 0, 0, 0, 0, 0, 0);

    /** Time spent in all three kinds of call. */
    public long totalNanos() {
        return readNanos + writeNanos + forceNanos;
    }

    /** This tally plus another. */
    public FileIo plus(FileIo o) {
        return new FileIo(readNanos + o.readNanos, readBytes + o.readBytes, readCalls + o.readCalls,
                writeNanos + o.writeNanos, writeBytes + o.writeBytes, writeCalls + o.writeCalls,
                forceNanos + o.forceNanos, forceCalls + o.forceCalls);
    }

    /** This tally less a part of it. */
    public FileIo minus(FileIo o) {
        return new FileIo(readNanos - o.readNanos, readBytes - o.readBytes, readCalls - o.readCalls,
                writeNanos - o.writeNanos, writeBytes - o.writeBytes, writeCalls - o.writeCalls,
                forceNanos - o.forceNanos, forceCalls - o.forceCalls);
    }
}
