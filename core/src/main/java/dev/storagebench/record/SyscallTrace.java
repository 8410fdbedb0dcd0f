package dev.storagebench.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts the file-system calls in an {@code strace -f -T -y -qq} trace by the kinds the agent uses, so a command that
 * is not a JVM ({@code git clone}, {@code npm ci}) or a build's forked processes get the same per-kind view.
 *
 * <p>Each line is one call: {@code PID name(args) = result <seconds>}, or half of one that another process
 * interrupted ({@code <unfinished ...>} and {@code <... name resumed>}). {@code -y} shows the path of every file
 * descriptor ({@code 3</ws/a.txt>}, {@code AT_FDCWD</ws>}), which is how calls on pipes, sockets and terminals are
 * left out and how each call's path gets its directory role. The syscalls traced and the kind each counts as are
 * {@link #KINDS}. A relative path of a call that names no directory descriptor ({@code readlink("l")}) is taken as
 * relative to the command's working directory, which a child may have changed.
 */
public final class SyscallTrace {

    /** The open calls, whose flags say whether they open for reading, writing, create or list a directory. */
    private static final Set<String> OPENS = Set.of("open", "openat", "openat2", "creat");
    /** The kind each traced system call counts as; open calls are split by their flags. */
    public static final Map<String, String> KINDS = kinds();
    /** The calls whose first argument is a directory descriptor and second a path. */
    private static final Set<String> AT_CALLS = Set.of("openat", "openat2", "newfstatat", "fstatat64", "statx",
            "faccessat", "faccessat2", "mkdirat", "unlinkat", "renameat", "renameat2", "linkat", "readlinkat",
            "fchmodat", "fchownat", "utimensat", "futimesat");
    /** The calls on an open descriptor, their first argument. */
    private static final Set<String> FD_CALLS = Set.of("fstat", "fstat64", "getdents", "getdents64", "read",
            "pread64", "readv", "preadv", "preadv2", "write", "pwrite64", "writev", "pwritev", "pwritev2", "fsync",
            "fdatasync", "sync_file_range", "copy_file_range", "sendfile", "sendfile64", "fchmod", "fchown",
            "ftruncate");

    private static final Pattern LINE = Pattern.compile("^(\\d+)\\s+(.*)$");
    private static final Pattern RESUMED = Pattern.compile("^<\\.\\.\\. (\\w+) resumed>(.*)$");
    private static final Pattern CALL = Pattern.compile("^(\\w+)\\((.*)$");
    /** The end of a finished call: {@code ) = result [annotation] [ERRNO (text)] <seconds>}. */
    private static final Pattern END = Pattern.compile(
            "\\)\\s+= (-?\\d+|0x[0-9a-f]+|\\?)(<(?:[^<>]|<[^<>]*>)*>)?(?: ([A-Z][A-Z0-9_]*) \\([^)]*\\))?(?: \\(.*\\))?"
                    + " <(\\d+)\\.(\\d{1,9})>$");
    private static final Pattern ENTRIES = Pattern.compile("/\\* (\\d+) entries \\*/");
    private static final Pattern FD_TOKEN = Pattern.compile("^\\d+<[^>]*>");
    private static final Pattern FD = Pattern.compile("^(?:-?\\d+|AT_FDCWD)<(/[^>]*)>");

    private final List<Map.Entry<String, String>> roles;
    private final String workingDirectory;
    private final Map<String, String> unfinished = new HashMap<>();
    /**
     * Descriptors whose listing was counted, as {@code 5</ws/d>}: at an {@code O_DIRECTORY} open, or at the first
     * {@code getdents} after a plain open (NIO's directory stream opens without {@code O_DIRECTORY} and calls
     * {@code fdopendir}). Only directories are kept.
     */
    private final Set<String> listed = new java.util.HashSet<>();
    private final Map<String, long[]> byKindAndRole = new LinkedHashMap<>();
    private final Map<String, long[]> bySyscall = new LinkedHashMap<>();
    private long lines;
    private long unparsed;

    /**
     * @param roles directory role by absolute directory; a path under several takes the deepest one's role, a path
     *     under none counts as {@code other}
     * @param workingDirectory the traced command's working directory, for relative paths with no directory
     *     descriptor
     */
    public SyscallTrace(Map<String, String> roles, String workingDirectory) {
        this.roles = new ArrayList<>(roles.entrySet());
        this.roles.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getKey().length()).reversed());
        this.workingDirectory = workingDirectory;
    }

    /** Counts one line of the trace; lines that are not calls (signals, exits) are skipped. */
    public void accept(String line) {
        lines++;
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return;
        }
        String pid = m.group(1);
        String rest = m.group(2);
        if (rest.startsWith("---") || rest.startsWith("+++")) {
            return;
        }
        Matcher resumed = RESUMED.matcher(rest);
        if (resumed.matches()) {
            String start = unfinished.remove(pid + " " + resumed.group(1));
            if (start == null) {
                unparsed++;
                return;
            }
            rest = start + resumed.group(2);
        } else if (rest.endsWith("<unfinished ...>")) {
            Matcher call = CALL.matcher(rest);
            if (call.find()) {
                unfinished.put(pid + " " + call.group(1), rest.substring(0, rest.length() - "<unfinished ...>".length()));
            }
            return;
        }
        Matcher call = CALL.matcher(rest);
        if (!call.matches()) {
            unparsed++;
            return;
        }
        String name = call.group(1);
        String kind = KINDS.get(name);
        Matcher end = END.matcher(rest);
        if (kind == null || !end.find()) {
            unparsed += kind == null ? 0 : 1;
            return;
        }
        String args = rest.substring(call.start(2), end.start());
        String result = end.group(1);
        boolean failed = end.group(3) != null || result.startsWith("-");
        long nanos = Long.parseLong(end.group(4)) * 1_000_000_000L
                + Long.parseLong((end.group(5) + "000000000").substring(0, 9));
        String path;
        if (FD_CALLS.contains(name)) {
            Matcher fd = FD.matcher(args);
            if (!fd.find()) {
                return; // a pipe, socket, terminal or descriptor strace could not name: not a file-system call
            }
            path = fd.group(1);
        } else {
            path = path(name, args, end.group(2), failed);
        }
        if (OPENS.contains(name)) {
            kind = openKind(args);
        }
        long amount = 0;
        long entries = 0;
        if (!failed && !result.equals("?") && !result.startsWith("0x")) {
            long returned = Long.parseLong(result);
            switch (kind) {
                case FileOps.READ, FileOps.WRITE, "copy" -> amount = returned;
                case FileOps.READDIR -> {
                    Matcher n = ENTRIES.matcher(args);
                    entries = n.find() ? Long.parseLong(n.group(1)) : 0;
                }
                default -> {
                }
            }
        }
        long calls = 1;
        if (name.startsWith("getdents")) {
            // a listing is one call, at its open or its first read; its getdents calls add entries and time
            Matcher fd = FD_TOKEN.matcher(args);
            calls = fd.find() && listed.add(fd.group()) ? 1 : 0;
        } else if (OPENS.contains(name) && !failed && end.group(2) != null) {
            String key = result + end.group(2);
            if (kind.equals(FileOps.READDIR)) {
                listed.add(key);
            } else {
                listed.remove(key);
            }
        }
        String role = role(path);
        long[] k = byKindAndRole.computeIfAbsent(kind + "\u0000" + role, x -> new long[4]);
        k[0] += calls;
        k[1] += nanos;
        k[2] += amount;
        k[3] += entries;
        long[] s = bySyscall.computeIfAbsent(name + "\u0000" + kind, x -> new long[3]);
        s[0]++;
        s[1] += failed ? 1 : 0;
        s[2] += nanos;
    }

    /** The path a path-taking call worked on: the annotated result of an open, else its path argument. */
    private String path(String name, String args, String resultAnnotation, boolean failed) {
        if (!failed && resultAnnotation != null && resultAnnotation.startsWith("</") && OPENS.contains(name)) {
            return resultAnnotation.substring(1, resultAnnotation.length() - 1);
        }
        String directory = workingDirectory;
        String rest = args;
        if (AT_CALLS.contains(name) || name.equals("symlinkat")) {
            if (name.equals("symlinkat")) {
                // symlinkat(target, dirfd, linkpath): the link is made at the second and third
                int comma = skipString(rest);
                rest = comma < 0 ? "" : rest.substring(comma).replaceFirst("^,\\s*", "");
            }
            Matcher fd = FD.matcher(rest);
            if (fd.find()) {
                directory = fd.group(1);
            }
            int comma = rest.indexOf(", ");
            rest = comma < 0 ? "" : rest.substring(comma + 2);
        } else if (name.equals("symlink")) {
            int comma = skipString(rest);
            rest = comma < 0 ? "" : rest.substring(comma).replaceFirst("^,\\s*", "");
        }
        String given = firstString(rest);
        if (given == null || given.isEmpty()) {
            return directory;
        }
        return given.startsWith("/") ? given : directory + "/" + given;
    }

    /** The end of the quoted string that {@code s} starts with, or -1. */
    private static int skipString(String s) {
        if (!s.startsWith("\"")) {
            return -1;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i + 1;
            }
        }
        return -1;
    }

    /** The quoted string {@code s} starts with, unescaped enough to compare paths; null when it starts with none. */
    private static String firstString(String s) {
        int end = skipString(s);
        if (end < 0) {
            return null;
        }
        return s.substring(1, end - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /** {@code create}, {@code open-write}, {@code open-read} or, for a directory, {@code readdir}. */
    private static String openKind(String args) {
        if (args.contains("O_DIRECTORY")) {
            return FileOps.READDIR;
        }
        boolean creat = args.contains("O_CREAT");
        if (creat && args.contains("O_EXCL")) {
            return "create";
        }
        return creat || args.contains("O_WRONLY") || args.contains("O_RDWR") || args.contains("O_TRUNC")
                ? "open-write" : "open-read";
    }

    private String role(String path) {
        for (Map.Entry<String, String> r : roles) {
            String d = r.getKey();
            if (path.startsWith(d) && (path.length() == d.length() || path.charAt(d.length()) == '/'
                    || d.equals("/"))) {
                return r.getValue();
            }
        }
        return FileOps.OTHER;
    }

    /** What the trace counted: by kind and role, as the agent reports it. */
    public FileOps operations() {
        List<FileOpCount> counts = new ArrayList<>();
        byKindAndRole.forEach((key, v) -> {
            String[] kr = key.split("\u0000", 2);
            counts.add(new FileOpCount(kr[0], kr[1], v[0], v[1], v[2], v[3]));
        });
        return new FileOps(counts);
    }

    /** What the trace counted by system call, most time first. */
    public List<SyscallCount> syscalls() {
        List<SyscallCount> result = new ArrayList<>();
        bySyscall.forEach((key, v) -> {
            String[] nk = key.split("\u0000", 2);
            result.add(new SyscallCount(nk[0], nk[1], v[0], v[1], v[2]));
        });
        result.sort(Comparator.comparingLong(SyscallCount::nanos).reversed());
        return result;
    }

    /** Lines read, and lines that looked like a counted call but could not be read (0 for a well-formed trace). */
    public long[] lines() {
        return new long[] {lines, unparsed};
    }

    /** The {@code -e trace=} list: every call in {@link #KINDS}, each marked so strace skips the ones this
     * architecture lacks. */
    public static String traceExpression() {
        StringBuilder b = new StringBuilder("trace=");
        for (String name : KINDS.keySet()) {
            if (b.length() > "trace=".length()) {
                b.append(',');
            }
            b.append('?').append(name);
        }
        return b.toString();
    }

    private static Map<String, String> kinds() {
        Map<String, String> k = new LinkedHashMap<>();
        for (String s : List.of("stat", "lstat", "fstat", "newfstatat", "statx", "access", "faccessat",
                "faccessat2", "stat64", "lstat64", "fstat64", "fstatat64")) {
            k.put(s, "stat");
        }
        for (String s : OPENS) {
            k.put(s, "open-read"); // by flags
        }
        k.put("getdents", FileOps.READDIR);
        k.put("getdents64", FileOps.READDIR);
        k.put("mkdir", "mkdir");
        k.put("mkdirat", "mkdir");
        for (String s : List.of("unlink", "unlinkat", "rmdir")) {
            k.put(s, "delete");
        }
        for (String s : List.of("rename", "renameat", "renameat2")) {
            k.put(s, "rename");
        }
        for (String s : List.of("copy_file_range", "sendfile", "sendfile64")) {
            k.put(s, "copy");
        }
        for (String s : List.of("link", "linkat", "symlink", "symlinkat", "readlink", "readlinkat")) {
            k.put(s, "link");
        }
        for (String s : List.of("read", "pread64", "readv", "preadv", "preadv2")) {
            k.put(s, FileOps.READ);
        }
        for (String s : List.of("write", "pwrite64", "writev", "pwritev", "pwritev2")) {
            k.put(s, FileOps.WRITE);
        }
        for (String s : List.of("fsync", "fdatasync", "sync_file_range")) {
            k.put(s, FileOps.FORCE);
        }
        for (String s : List.of("chmod", "fchmod", "fchmodat", "chown", "fchown", "lchown", "fchownat", "utime",
                "utimes", "utimensat", "futimesat", "truncate", "ftruncate")) {
            k.put(s, "set-attributes");
        }
        return java.util.Collections.unmodifiableMap(k);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "SyscallTrace[%d lines]", lines);
    }
}
