package dev.storagebench.jmh;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a large, highly repetitive text file of the kind the published deduplication experiment parsed: an SVR4
 * package {@code contents} file (every path unique; file type, class, mode, owner, group and package names
 * repeated millions of times), or a Maven-ish variant (one resolved dependency per line: coordinates repeated,
 * local-repository paths unique). Lines are drawn from a seed, so every fork and storage parses the same file.
 */
public final class ContentsFile {

    private static final String[] OWNERS = {"root", "bin", "sys", "adm", "daemon", "lp", "uucp", "nobody"};
    private static final String[] GROUPS = {"bin", "sys", "other", "root", "staff", "daemon", "mail", "tty"};
    private static final String[] DIRS = {"usr", "bin", "lib", "share", "man", "man1", "include", "sbin", "etc",
        "opt", "kernel", "drv", "platform", "sparcv9", "amd64", "locale", "doc", "sfw", "perl5", "i18n"};
    private static final String[] MODES = {"0755", "0644", "0555", "0444", "0711", "0700", "0600", "4555"};
    private static final String[] GROUP_IDS = {"org.apache.maven", "org.apache.maven.plugins", "org.codehaus.plexus",
        "com.google.guava", "org.slf4j", "junit", "org.junit.jupiter", "commons-io", "org.ow2.asm", "javax.inject"};
    private static final String[] SCOPES = {"compile", "runtime", "test", "provided"};

    private ContentsFile() {
    }

    /** Writes about {@code bytes} bytes of lines in {@code format} ({@code svr4} or {@code maven}) to {@code file}. */
    public static void write(Path file, String format, long bytes, long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        String[] packages = new String[600];
        for (int i = 0; i < packages.length; i++) {
            packages[i] = "SUNW" + Integer.toString(i * 7919 % 46656 + 1296, 36);
        }
        long written = 0;
        long line = 0;
        StringBuilder b = new StringBuilder(256);
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            while (written < bytes) {
                b.setLength(0);
                if ("maven".equals(format)) {
                    mavenLine(b, random, line);
                } else if ("svr4".equals(format)) {
                    svr4Line(b, random, packages, line);
                } else {
                    throw new IllegalArgumentException("-p format=" + format + " is not svr4 or maven");
                }
                b.append('\n');
                w.append(b);
                written += b.length();
                line++;
            }
        }
    }

    private static void svr4Line(StringBuilder b, SplittableRandom r, String[] packages, long line) {
        int depth = 2 + r.nextInt(5);
        for (int i = 0; i < depth; i++) {
            b.append('/').append(DIRS[r.nextInt(DIRS.length)]);
        }
        b.append("/f").append(Long.toString(line, 36));
        int kind = r.nextInt(100);
        char type = kind < 80 ? 'f' : kind < 92 ? 'd' : kind < 97 ? 's' : 'l';
        if (type == 's' || type == 'l') {
            b.append("=../").append(DIRS[r.nextInt(DIRS.length)]).append(" ").append(type).append(" none ");
            b.append(packages[r.nextInt(packages.length)]);
            return;
        }
        b.append(' ').append(type).append(" none ").append(MODES[r.nextInt(MODES.length)]).append(' ')
                .append(OWNERS[r.nextInt(OWNERS.length)]).append(' ').append(GROUPS[r.nextInt(GROUPS.length)]);
        if (type == 'f') {
            b.append(' ').append(r.nextInt(2_000_000)).append(' ').append(r.nextInt(65536)).append(' ')
                    .append(1_100_000_000 + r.nextInt(200_000_000));
        }
        int owners = 1 + (r.nextInt(10) == 0 ? r.nextInt(3) : 0);
        for (int i = 0; i < owners; i++) {
            b.append(' ').append(packages[r.nextInt(packages.length)]);
        }
    }

    private static void mavenLine(StringBuilder b, SplittableRandom r, long line) {
        String group = GROUP_IDS[r.nextInt(GROUP_IDS.length)];
        String artifact = group.substring(group.lastIndexOf('.') + 1) + "-" + DIRS[r.nextInt(DIRS.length)];
        String version = (1 + r.nextInt(4)) + "." + r.nextInt(10) + "." + r.nextInt(5);
        b.append(group).append(':').append(artifact).append(":jar:").append(version).append(':')
                .append(SCOPES[r.nextInt(SCOPES.length)]).append(" /home/build/ws").append(Long.toString(line, 36))
                .append("/.m2/repository/").append(group.replace('.', '/')).append('/').append(artifact).append('/')
                .append(version).append('/').append(artifact).append('-').append(version).append(".jar ")
                .append(r.nextInt(5_000_000));
    }
}
