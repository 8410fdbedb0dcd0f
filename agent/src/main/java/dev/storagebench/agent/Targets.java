package dev.storagebench.agent;

import dev.storagebench.agent.Target.Amount;
import dev.storagebench.agent.Target.Kind;
import dev.storagebench.agent.Target.Where;
import java.util.ArrayList;
import java.util.List;

/**
 * The JDK methods counted, chosen as the lowest Java methods through which every file-system call of
 * {@code java.io} and the Unix {@code java.nio.file} provider passes on JDK 17 to 25 (the natives below them cannot
 * be instrumented): {@code java.io.File}, the file streams, {@code FileChannelImpl}, {@code UnixNativeDispatcher},
 * the copy of a regular file, the directory iterator and {@code ZipFile}'s open.
 */
final class Targets {

    private static final String UNIX_PATH = "Lsun/nio/fs/UnixPath;";
    private static final String ATTRS = "Lsun/nio/fs/UnixFileAttributes;";

    private Targets() {
    }

    static List<Target> all() {
        List<Target> t = new ArrayList<>();
        String file = "java/io/File";
        for (String stat : List.of("exists", "isDirectory", "isFile", "isHidden", "canRead", "canWrite",
                "canExecute")) {
            t.add(new Target(file, stat, "()Z", Kind.STAT, Where.THIS, Amount.NONE, 0));
        }
        t.add(new Target(file, "lastModified", "()J", Kind.STAT, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "length", "()J", Kind.STAT, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "createNewFile", "()Z", Kind.CREATE, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "delete", "()Z", Kind.DELETE, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "normalizedList", "()[Ljava/lang/String;", Kind.READDIR, Where.THIS,
                Amount.RETURNED_ENTRIES, 0));
        t.add(new Target(file, "mkdir", "()Z", Kind.MKDIR, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "renameTo", "(Ljava/io/File;)Z", Kind.RENAME, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "getCanonicalPath", "()Ljava/lang/String;", Kind.LINK, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "setLastModified", "(J)Z", Kind.SET_ATTRIBUTES, Where.THIS, Amount.NONE, 0));
        t.add(new Target(file, "setReadOnly", "()Z", Kind.SET_ATTRIBUTES, Where.THIS, Amount.NONE, 0));
        for (String set : List.of("setWritable", "setReadable", "setExecutable")) {
            t.add(new Target(file, set, "(ZZ)Z", Kind.SET_ATTRIBUTES, Where.THIS, Amount.NONE, 0));
        }

        String in = "java/io/FileInputStream";
        t.add(new Target(in, "open", "(Ljava/lang/String;)V", Kind.OPEN_READ, Where.ARGUMENT, Amount.NONE, 0));
        t.add(new Target(in, "read", "()I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTE, 0));
        t.add(new Target(in, "read", "([B)I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));
        t.add(new Target(in, "read", "([BII)I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));
        String out = "java/io/FileOutputStream";
        t.add(new Target(out, "open", "(Ljava/lang/String;Z)V", Kind.OPEN_WRITE, Where.ARGUMENT, Amount.NONE, 0));
        t.add(new Target(out, "write", "(I)V", Kind.WRITE, Where.PATH_FIELD, Amount.ONE, 0));
        t.add(new Target(out, "write", "([B)V", Kind.WRITE, Where.PATH_FIELD, Amount.ARRAY_ARGUMENT, 0));
        t.add(new Target(out, "write", "([BII)V", Kind.WRITE, Where.PATH_FIELD, Amount.LENGTH_ARGUMENT, 0));
        String raf = "java/io/RandomAccessFile";
        t.add(new Target(raf, "open", "(Ljava/lang/String;I)V", Kind.RANDOM_ACCESS_MODE, Where.ARGUMENT,
                Amount.NONE, 0));
        t.add(new Target(raf, "read", "()I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTE, 0));
        t.add(new Target(raf, "read", "([B)I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));
        t.add(new Target(raf, "read", "([BII)I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));
        t.add(new Target(raf, "write", "(I)V", Kind.WRITE, Where.PATH_FIELD, Amount.ONE, 0));
        t.add(new Target(raf, "write", "([B)V", Kind.WRITE, Where.PATH_FIELD, Amount.ARRAY_ARGUMENT, 0));
        t.add(new Target(raf, "write", "([BII)V", Kind.WRITE, Where.PATH_FIELD, Amount.LENGTH_ARGUMENT, 0));
        // a native method on JDK 17, so counted there only through FileChannel.force
        t.add(new Target("java/io/FileDescriptor", "sync", "()V", Kind.FORCE, Where.NONE, Amount.NONE, 0));

        String ch = "sun/nio/ch/FileChannelImpl";
        t.add(new Target(ch, "read", "(Ljava/nio/ByteBuffer;)I", Kind.READ, Where.PATH_FIELD, Amount.RETURNED_BYTES,
                0));
        t.add(new Target(ch, "read", "([Ljava/nio/ByteBuffer;II)J", Kind.READ, Where.PATH_FIELD,
                Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "read", "(Ljava/nio/ByteBuffer;J)I", Kind.READ, Where.PATH_FIELD,
                Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "write", "(Ljava/nio/ByteBuffer;)I", Kind.WRITE, Where.PATH_FIELD,
                Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "write", "([Ljava/nio/ByteBuffer;II)J", Kind.WRITE, Where.PATH_FIELD,
                Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "write", "(Ljava/nio/ByteBuffer;J)I", Kind.WRITE, Where.PATH_FIELD,
                Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "force", "(Z)V", Kind.FORCE, Where.PATH_FIELD, Amount.NONE, 0));
        t.add(new Target(ch, "transferTo", "(JJLjava/nio/channels/WritableByteChannel;)J", Kind.COPY,
                Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));
        t.add(new Target(ch, "transferFrom", "(Ljava/nio/channels/ReadableByteChannel;JJ)J", Kind.COPY,
                Where.PATH_FIELD, Amount.RETURNED_BYTES, 0));

        String nd = "sun/nio/fs/UnixNativeDispatcher";
        t.add(new Target(nd, "open", "(" + UNIX_PATH + "II)I", Kind.OPEN_FLAGS, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "openat", "(I[BII)I", Kind.OPEN_FLAGS, Where.NONE, Amount.NONE, 1));
        t.add(new Target(nd, "stat", "(" + UNIX_PATH + ATTRS + ")V", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "stat", "(" + UNIX_PATH + ")I", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "stat2", "(" + UNIX_PATH + ATTRS + ")I", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "lstat", "(" + UNIX_PATH + ATTRS + ")V", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "fstat", "(I" + ATTRS + ")V", Kind.STAT, Where.NONE, Amount.NONE, 0));
        t.add(new Target(nd, "fstatat", "(I[BI" + ATTRS + ")V", Kind.STAT, Where.NONE, Amount.NONE, 0));
        t.add(new Target(nd, "access", "(" + UNIX_PATH + "I)V", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "access", "(" + UNIX_PATH + "I)I", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "exists", "(" + UNIX_PATH + ")Z", Kind.STAT, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "mkdir", "(" + UNIX_PATH + "I)V", Kind.MKDIR, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "unlink", "(" + UNIX_PATH + ")V", Kind.DELETE, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "rmdir", "(" + UNIX_PATH + ")V", Kind.DELETE, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "unlinkat", "(I[BI)V", Kind.DELETE, Where.NONE, Amount.NONE, 0));
        t.add(new Target(nd, "rename", "(" + UNIX_PATH + UNIX_PATH + ")V", Kind.RENAME, Where.UNIX_PATH,
                Amount.NONE, 0));
        t.add(new Target(nd, "renameat", "(I[BI[B)V", Kind.RENAME, Where.NONE, Amount.NONE, 0));
        t.add(new Target(nd, "link", "(" + UNIX_PATH + UNIX_PATH + ")V", Kind.LINK, Where.UNIX_PATH, Amount.NONE,
                1));
        t.add(new Target(nd, "symlink", "([B" + UNIX_PATH + ")V", Kind.LINK, Where.UNIX_PATH, Amount.NONE, 1));
        t.add(new Target(nd, "readlink", "(" + UNIX_PATH + ")[B", Kind.LINK, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "realpath", "(" + UNIX_PATH + ")[B", Kind.LINK, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "opendir", "(" + UNIX_PATH + ")J", Kind.READDIR, Where.UNIX_PATH, Amount.NONE, 0));
        t.add(new Target(nd, "chmod", "(" + UNIX_PATH + "I)V", Kind.SET_ATTRIBUTES, Where.UNIX_PATH, Amount.NONE,
                0));
        t.add(new Target(nd, "utimes", "(" + UNIX_PATH + "JJ)V", Kind.SET_ATTRIBUTES, Where.UNIX_PATH,
                Amount.NONE, 0));
        t.add(new Target(nd, "utimensat", "(I" + UNIX_PATH + "JJI)V", Kind.SET_ATTRIBUTES, Where.UNIX_PATH,
                Amount.NONE, 1));
        t.add(new Target(nd, "futimens", "(IJJ)V", Kind.SET_ATTRIBUTES, Where.NONE, Amount.NONE, 0));
        t.add(new Target("sun/nio/fs/UnixFileSystemProvider", "newDirectoryStream",
                "(Ljava/nio/file/Path;Ljava/nio/file/DirectoryStream$Filter;)Ljava/nio/file/DirectoryStream;",
                Kind.READDIR, Where.ARGUMENT, Amount.NONE, 0));
        t.add(new Target("sun/nio/fs/UnixDirectoryStream$UnixDirectoryIterator", "readNextEntry",
                "()Ljava/nio/file/Path;", Kind.READDIR, Where.ITERATED_DIRECTORY, Amount.RETURNED_ENTRY, 0));
        // the copy of a regular file's bytes, done in native code below these (JDK 17, JDK 21 and later)
        String copyArgs = "(" + UNIX_PATH + ATTRS + UNIX_PATH;
        t.add(new Target("sun/nio/fs/UnixCopyFile", "copyFile", copyArgs + "Lsun/nio/fs/UnixCopyFile$Flags;J)V",
                Kind.COPY, Where.UNIX_PATH, Amount.ATTRIBUTES_SIZE, 2));
        t.add(new Target("sun/nio/fs/UnixFileSystem", "copyFile",
                copyArgs + "Lsun/nio/fs/UnixFileSystem$Flags;J)V", Kind.COPY, Where.UNIX_PATH,
                Amount.ATTRIBUTES_SIZE, 2));
        t.add(new Target("java/util/zip/ZipFile$Source", "get",
                "(Ljava/io/File;ZLjava/util/zip/ZipCoder;)Ljava/util/zip/ZipFile$Source;", Kind.ZIP_OPEN,
                Where.ARGUMENT, Amount.NONE, 0));
        return t;
    }
}
