package dev.storagebench.agent;

/**
 * One JDK method the agent instruments: which kind of operation a call is, which path it works on and what amount
 * it moved.
 *
 * @param owner the class, in internal form ({@code java/io/File})
 * @param name the method's name
 * @param descriptor the method's descriptor
 * @param kind how the kind is found
 * @param where how the path is found
 * @param amount how the amount (bytes or entries) is found
 * @param index the argument (0 for the first declared one) that {@code kind}, {@code where} or {@code amount} reads
 */
record Target(String owner, String name, String descriptor, Kind kind, Where where, Amount amount, int index) {

    /** How coverage lists name it: {@code java.io.File.exists()Z}. */
    String id() {
        return owner.replace('/', '.') + "." + name + descriptor;
    }

    /** Where the kind comes from. */
    enum Kind {
        STAT(FileOps.STAT), OPEN_READ(FileOps.OPEN_READ), OPEN_WRITE(FileOps.OPEN_WRITE), CREATE(FileOps.CREATE),
        MKDIR(FileOps.MKDIR), READDIR(FileOps.READDIR), DELETE(FileOps.DELETE), RENAME(FileOps.RENAME),
        COPY(FileOps.COPY), LINK(FileOps.LINK), READ(FileOps.READ), WRITE(FileOps.WRITE), FORCE(FileOps.FORCE),
        ZIP_OPEN(FileOps.ZIP_OPEN), SET_ATTRIBUTES(FileOps.SET_ATTRIBUTES),
        /** From the {@code open(2)} flags in the int argument {@code index + 1}. */
        OPEN_FLAGS(-1),
        /** From {@code RandomAccessFile}'s mode in the int argument {@code index + 1}. */
        RANDOM_ACCESS_MODE(-1);

        final int constant;

        Kind(int constant) {
            this.constant = constant;
        }
    }

    /** Where the path comes from. */
    enum Where {
        /** Not known at the call (an open file descriptor). */
        NONE,
        /** {@code this}, a {@link java.io.File}. */
        THIS,
        /** The instance's {@code path} field, a String (the java.io streams and FileChannelImpl). */
        PATH_FIELD,
        /** Argument {@code index}, a String or File. */
        ARGUMENT,
        /** Argument {@code index}, a {@code sun.nio.fs.UnixPath}, as its bytes. */
        UNIX_PATH,
        /** The directory a {@code UnixDirectoryStream}'s iterator lists. */
        ITERATED_DIRECTORY
    }

    /** What the amount is. */
    enum Amount {
        NONE,
        /** The int or long returned: bytes read or written, -1 at the end of input. */
        RETURNED_BYTES,
        /** One byte unless the int returned is -1. */
        RETURNED_BYTE,
        /** One directory entry unless null was returned; adds to the listing's entries and time, not its calls. */
        RETURNED_ENTRY,
        /** The length of the array returned. */
        RETURNED_ENTRIES,
        /** One byte. */
        ONE,
        /** The int argument {@code index + 2}: the length of a write. */
        LENGTH_ARGUMENT,
        /** The length of the byte array in argument 0. */
        ARRAY_ARGUMENT,
        /** The size in the {@code UnixFileAttributes} argument 1: the bytes of a file copy. */
        ATTRIBUTES_SIZE
    }
}
