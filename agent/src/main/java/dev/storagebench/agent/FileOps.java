package dev.storagebench.agent;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The file-operation counters that instrumented JDK methods call: per thread, per directory role and per kind of
 * operation, a count, the time spent and an amount (bytes or directory entries).
 *
 * <p>Never loaded under this name: the agent copies this class (and {@link Roles}) into {@code java.base} as
 * {@value #DEFINED_AS}, because the JDK's own classes call it and a module can always call its own classes, while
 * appending to the boot class path would print a VM warning into every build log and switch off class sharing for
 * the application's classes. Everyone else reaches it through {@link Counters}. It holds no lock and allocates nothing on the calling path: each thread owns one
 * {@code long[]} that only it writes. Nested operations (a {@code Files.copy} that opens and stats) count each call
 * once and charge each its own time, without the time of the calls nested inside it, so times add up; an operation
 * of the same kind nested in another (a {@code read(byte[])} calling {@code read(byte[], int, int)}) counts once.
 * Readers ({@link #threadCounters()}, {@link #allThreads()}) see another thread's plain writes without ordering,
 * which is exact for the calling thread and off by at most the calls in flight for others.
 */
public final class FileOps {

    /** The internal name this class is defined under in {@code java.base}. */
    static final String DEFINED_AS = "jdk/internal/misc/StoragebenchFileOps";

    /** The kinds of operation, in counter order; {@link #KIND_NAMES} names them for reports. */
    public static final int STAT = 0;
    public static final int OPEN_READ = 1;
    public static final int OPEN_WRITE = 2;
    public static final int CREATE = 3;
    public static final int MKDIR = 4;
    public static final int READDIR = 5;
    public static final int DELETE = 6;
    public static final int RENAME = 7;
    public static final int COPY = 8;
    public static final int LINK = 9;
    public static final int READ = 10;
    public static final int WRITE = 11;
    public static final int FORCE = 12;
    public static final int ZIP_OPEN = 13;
    public static final int SET_ATTRIBUTES = 14;
    /** How reports name each kind, by index. */
    public static final String[] KIND_NAMES = {"stat", "open-read", "open-write", "create", "mkdir", "readdir",
        "delete", "rename", "copy", "link", "read", "write", "force", "zip-open", "set-attributes"};
    /** The directory roles, in counter order; {@link #ROLE_NAMES} names them. */
    public static final int SOURCES = 0;
    public static final int OUTPUT = 1;
    public static final int REPOSITORY = 2;
    public static final int TEMP = 3;
    public static final int OTHER = 4;
    /** How reports name each role, by index. */
    public static final String[] ROLE_NAMES = {"sources", "output", "repository", "temp", "other"};

    /** Longs per counter slot: calls, nanoseconds, amount. */
    public static final int FIELDS = 3;
    static final int KINDS = KIND_NAMES.length;
    static final int ROLES = ROLE_NAMES.length;
    static final int SLOTS = KINDS * ROLES;
    /** Deepest nesting tracked; deeper calls are charged to the enclosing call. */
    static final int MAX_DEPTH = 8;
    /**
     * Per thread: depth, then per level the slot and the time of the calls nested in it, then the last directory
     * found for a path given as a string and as bytes ({@link Roles#of(Object, long[])}), then the counters.
     */
    private static final int LAST_FOUND_AT = 1 + 2 * MAX_DEPTH;
    private static final int COUNTERS_AT = LAST_FOUND_AT + 2;
    private static final int LENGTH = COUNTERS_AT + SLOTS * FIELDS;
    /** Linux open(2) flags, as {@code sun.nio.fs.UnixNativeDispatcher.open} receives them. */
    private static final int O_ACCMODE = 3;
    private static final int O_CREAT = 0100;
    private static final int O_EXCL = 0200;
    private static final int O_TRUNC = 01000;
    /** {@code RandomAccessFile}'s own mode bit for read-only. */
    private static final int RAF_O_RDONLY = 1;

    private static final List<long[]> ALL = new ArrayList<>();
    private static final ThreadLocal<long[]> MINE = new ThreadLocal<>();
    private static volatile Roles roles = Roles.NONE;
    private static volatile String[] covered = new String[0];
    private static volatile String[] problems = new String[0];

    private FileOps() {
    }

    /**
     * Called on entry to an instrumented method: returns the start time, or -1 when the call is not counted on its
     * own (it is nested in a call of the same kind, or nesting is too deep) and its time belongs to the caller.
     *
     * @param kind one of the kind constants
     * @param where the path operated on, as a {@link String}, {@link File}, {@link Path} (its string is cached) or
     *     byte array, or null when unknown
     */
    public static long enter(int kind, Object where) {
        long[] t = mine();
        int depth = (int) t[0];
        if (depth > 0 && (depth >= MAX_DEPTH || t[level(depth)] % KINDS == kind)) {
            return -1;
        }
        depth++;
        t[0] = depth;
        t[level(depth)] = (long) roles.of(where, t) * KINDS + kind;
        t[level(depth) + 1] = 0;
        return System.nanoTime();
    }

    /**
     * {@link #enter} for a call on an open stream or channel, given the path it was opened with: one opened from a
     * file descriptor (standard output, a pipe) has none, and its calls are not file-system operations.
     */
    public static long enterOpened(int kind, String path) {
        return path == null ? -1 : enter(kind, path);
    }

    /** Called on every exit from an instrumented method, also by exception, with what it moved. */
    public static void exit(long amount, long start) {
        finish(amount, start, 1);
    }

    private static void finish(long amount, long start, int calls) {
        if (start < 0) {
            return;
        }
        long elapsed = System.nanoTime() - start;
        long[] t = mine();
        int depth = (int) t[0];
        if (depth <= 0) {
            return;
        }
        int at = COUNTERS_AT + (int) t[level(depth)] * FIELDS;
        t[at] += calls;
        t[at + 1] += Math.max(0, elapsed - t[level(depth) + 1]);
        t[at + 2] += Math.max(0, amount);
        depth--;
        t[0] = depth;
        if (depth > 0) {
            t[level(depth) + 1] += elapsed;
        }
    }

    /** {@link #exit} for a method returning a byte count, or -1 at end of input. */
    public static void exitBytes(int returned, long start) {
        exit(returned, start);
    }

    /** {@link #exit} for a method returning a byte count as a long. */
    public static void exitBytes(long returned, long start) {
        exit(returned, start);
    }

    /** {@link #exit} for a single-byte read, which returns the byte or -1. */
    public static void exitByte(int returned, long start) {
        exit(returned >= 0 ? 1 : 0, start);
    }

    /**
     * {@link #exit} for a method returning the next directory entry, or null at the end: its time and entry go to
     * the listing, which counted its call when the directory was opened.
     */
    public static void exitEntry(Object returned, long start) {
        finish(returned == null ? 0 : 1, start, 0);
    }

    /** {@link #exit} for a method returning a directory listing, or null. */
    public static void exitEntries(Object[] returned, long start) {
        exit(returned == null ? 0 : returned.length, start);
    }

    /** The kind of an {@code open(2)} with these flags. */
    public static int openKind(int flags) {
        if ((flags & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL)) {
            return CREATE;
        }
        return (flags & O_ACCMODE) != 0 || (flags & (O_CREAT | O_TRUNC)) != 0 ? OPEN_WRITE : OPEN_READ;
    }

    /** The kind of a {@code RandomAccessFile} open in this mode. */
    public static int randomAccessOpenKind(int mode) {
        return (mode & RAF_O_RDONLY) != 0 ? OPEN_READ : OPEN_WRITE;
    }

    /** The calling thread's counters, made on its first call (no ThreadLocal subclass: one class less to copy). */
    private static long[] mine() {
        long[] t = MINE.get();
        if (t == null) {
            t = new long[LENGTH];
            synchronized (ALL) {
                ALL.add(t);
            }
            MINE.set(t);
        }
        return t;
    }

    private static int level(int depth) {
        return 1 + 2 * (depth - 1);
    }

    /**
     * The calling thread's counters so far: for each role, then each kind, {@link #FIELDS} longs (calls,
     * nanoseconds, amount). A copy; subtract two to get what happened between them.
     */
    public static long[] threadCounters() {
        return Arrays.copyOfRange(mine(), COUNTERS_AT, LENGTH);
    }

    /** The same, summed over every thread that has made a counted call. */
    public static long[] allThreads() {
        long[] sum = new long[SLOTS * FIELDS];
        synchronized (ALL) {
            for (long[] t : ALL) {
                for (int i = 0; i < sum.length; i++) {
                    sum[i] += t[COUNTERS_AT + i];
                }
            }
        }
        return sum;
    }

    /**
     * Sets the directories that make up each role, as absolute paths indexed like {@link #ROLE_NAMES} (the
     * {@code other} entry is ignored); calls from then on are counted under the role of their path. Relative paths
     * count under the role of {@code workingDirectory}. A path under several roles' directories takes the role of
     * the deepest one.
     */
    public static void roles(String[][] directories, String workingDirectory) {
        roles = Roles.of(directories, workingDirectory);
    }

    /** Called by the agent: the methods it instrumented, and what it could not instrument with the reason. */
    public static void coverage(String[] instrumented, String[] notInstrumented) {
        covered = instrumented.clone();
        problems = notInstrumented.clone();
    }

    /** The kind names, for readers that cannot see this class's constants. */
    public static String[] kindNames() {
        return KIND_NAMES.clone();
    }

    /** The role names, likewise. */
    public static String[] roleNames() {
        return ROLE_NAMES.clone();
    }

    /** The JDK methods the agent instrumented, as {@code class.method(descriptor)}. */
    public static String[] instrumented() {
        return covered.clone();
    }

    /** What the agent could not instrument, and why; empty when it covered everything it looked for. */
    public static String[] notInstrumented() {
        return problems.clone();
    }

    /**
     * The configured role directories, matched against paths without allocating or scanning the path byte by byte:
     * a binary search with the JDK's vectorised comparisons finds the greatest directory not after the path, and a
     * short walk up the directories that are prefixes of it finds the deepest one that contains the path. So a
     * lookup costs about the same for one module as for two hundred.
     */
    static final class Roles {

        static final Roles NONE = new Roles(new String[0], new int[0], OTHER);

        /** The directories sorted as strings, their roles, and per directory the nearest one it starts with. */
        private final String[] names;
        private final int[] nameRoles;
        private final int[] nameParents;
        /** The same as UTF-8 bytes, sorted as unsigned bytes (the order can differ for non-ASCII names). */
        private final byte[][] bytes;
        private final int[] byteRoles;
        private final int[] byteParents;
        /** Per directory, whether no other one starts with it, so a path inside it needs no search. */
        private final boolean[] nameLeaf;
        private final boolean[] byteLeaf;
        private final int relativeRole;
        /** Tells this set of directories from earlier ones in the threads' last-found slots. */
        private final long generation;

        private static long generations;

        private Roles(String[] directories, int[] roleOf, int relativeRole) {
            this.relativeRole = relativeRole;
            synchronized (Roles.class) {
                generation = ++generations;
            }
            int n = directories.length;
            Integer[] byName = new Integer[n];
            Integer[] byBytes = new Integer[n];
            byte[][] utf8 = new byte[n][];
            for (int i = 0; i < n; i++) {
                byName[i] = i;
                byBytes[i] = i;
                utf8[i] = directories[i].getBytes(java.nio.charset.StandardCharsets.UTF_8);
            }
            // insertion sorts: no lambdas or comparators in java.base code that runs this early
            for (int i = 1; i < n; i++) {
                for (int j = i; j > 0 && directories[byName[j - 1]].compareTo(directories[byName[j]]) > 0; j--) {
                    Integer swap = byName[j];
                    byName[j] = byName[j - 1];
                    byName[j - 1] = swap;
                }
                for (int j = i; j > 0 && Arrays.compareUnsigned(utf8[byBytes[j - 1]], utf8[byBytes[j]]) > 0; j--) {
                    Integer swap = byBytes[j];
                    byBytes[j] = byBytes[j - 1];
                    byBytes[j - 1] = swap;
                }
            }
            names = new String[n];
            nameRoles = new int[n];
            bytes = new byte[n][];
            byteRoles = new int[n];
            for (int i = 0; i < n; i++) {
                names[i] = directories[byName[i]];
                nameRoles[i] = roleOf[byName[i]];
                bytes[i] = utf8[byBytes[i]];
                byteRoles[i] = roleOf[byBytes[i]];
            }
            nameParents = new int[n];
            byteParents = new int[n];
            nameLeaf = new boolean[n];
            byteLeaf = new boolean[n];
            for (int i = 0; i < n; i++) {
                nameParents[i] = -1;
                byteParents[i] = -1;
                // the nearest earlier entry that is a prefix: every prefix of an entry sorts before it
                for (int j = i - 1; j >= 0; j--) {
                    if (names[i].startsWith(names[j])) {
                        nameParents[i] = j;
                        break;
                    }
                }
                for (int j = i - 1; j >= 0; j--) {
                    if (bytes[j].length <= bytes[i].length
                            && Arrays.mismatch(bytes[i], 0, bytes[j].length, bytes[j], 0, bytes[j].length) < 0) {
                        byteParents[i] = j;
                        break;
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                nameLeaf[i] = i + 1 == n || !names[i + 1].startsWith(names[i]);
                byteLeaf[i] = i + 1 == n || bytes[i + 1].length < bytes[i].length
                        || Arrays.mismatch(bytes[i + 1], 0, bytes[i].length, bytes[i], 0, bytes[i].length) >= 0;
            }
        }

        static Roles of(String[][] directories, String workingDirectory) {
            List<String> prefixes = new ArrayList<>();
            List<Integer> roles = new ArrayList<>();
            for (int role : new int[] {REPOSITORY, TEMP, OUTPUT, SOURCES}) {
                if (role >= directories.length || directories[role] == null) {
                    continue;
                }
                for (String dir : directories[role]) {
                    String d = trimmed(dir);
                    // a directory named twice keeps its first role: repository, temp, output, sources
                    if (d != null && !prefixes.contains(d)) {
                        prefixes.add(d);
                        roles.add(role);
                    }
                }
            }
            int[] roleOf = new int[roles.size()];
            for (int i = 0; i < roleOf.length; i++) {
                roleOf[i] = roles.get(i);
            }
            String[] all = prefixes.toArray(new String[0]);
            int relative = workingDirectory == null ? OTHER : new Roles(all, roleOf, OTHER).of(workingDirectory);
            return new Roles(all, roleOf, relative);
        }

        private static String trimmed(String dir) {
            if (dir == null || !dir.startsWith("/")) {
                return null;
            }
            String d = dir;
            while (d.length() > 1 && d.endsWith("/")) {
                d = d.substring(0, d.length() - 1);
            }
            return d;
        }

        int of(Object where) {
            return of(where, new long[LENGTH]);
        }

        /**
         * The role of a path, for the thread with counters {@code t}: a path inside the directory the thread found
         * last, when no other directory lies inside that one, needs one comparison instead of a search (a compiler
         * writing classes, a copy of resources: most calls follow one another in one directory).
         */
        int of(Object where, long[] t) {
            if (names.length == 0 || where == null) {
                return OTHER;
            }
            if (where instanceof byte[] b) {
                return ofBytes(b, t);
            }
            String path = where instanceof File f ? f.getPath() : where instanceof String s ? s
                    : where instanceof Path p ? p.toString() : null;
            return path == null ? OTHER : ofString(path, t);
        }

        private static boolean inside(String path, String directory) {
            int k = directory.length();
            int n = path.length();
            return (k == n || k == 1 || k < n && path.charAt(k) == '/') && path.startsWith(directory);
        }

        private static boolean inside(byte[] path, byte[] directory) {
            int k = directory.length;
            int n = path.length;
            return (k == n || k == 1 || k < n && path[k] == '/') && Arrays.mismatch(path, 0, k, directory, 0, k) < 0;
        }

        /**
         * The role of an absolute path. Every directory that contains the path sorts between the greatest entry not
         * after the path and the start, and is a prefix of that entry, so it lies on that entry's chain of parents.
         */
        private int ofString(String path, long[] t) {
            int n = path.length();
            if (n == 0 || path.charAt(0) != '/') {
                return relativeRole;
            }
            long last = t[LAST_FOUND_AT];
            if (last >>> 32 == generation && inside(path, names[(int) last])) {
                return nameRoles[(int) last];
            }
            int low = 0;
            int high = names.length - 1;
            int at = -1;
            while (low <= high) {
                int mid = (low + high) >>> 1;
                if (names[mid].compareTo(path) <= 0) {
                    at = mid;
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
            for (; at >= 0; at = nameParents[at]) {
                if (inside(path, names[at])) {
                    if (nameLeaf[at]) {
                        t[LAST_FOUND_AT] = generation << 32 | at;
                    }
                    return nameRoles[at];
                }
            }
            return OTHER;
        }

        private int ofBytes(byte[] path, long[] t) {
            int n = path.length;
            if (n == 0 || path[0] != '/') {
                return relativeRole;
            }
            long last = t[LAST_FOUND_AT + 1];
            if (last >>> 32 == generation && inside(path, bytes[(int) last])) {
                return byteRoles[(int) last];
            }
            int low = 0;
            int high = bytes.length - 1;
            int at = -1;
            while (low <= high) {
                int mid = (low + high) >>> 1;
                if (Arrays.compareUnsigned(bytes[mid], path) <= 0) {
                    at = mid;
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
            for (; at >= 0; at = byteParents[at]) {
                if (inside(path, bytes[at])) {
                    if (byteLeaf[at]) {
                        t[LAST_FOUND_AT + 1] = generation << 32 | at;
                    }
                    return byteRoles[at];
                }
            }
            return OTHER;
        }
    }
}
