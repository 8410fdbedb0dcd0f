package dev.storagebench.jmh;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a contents file into objects in the two shapes the published experiment compared: every field a String,
 * or numeric fields as primitives and the type as a {@code char}. Every field is a fresh String made by
 * {@code substring}, as a straightforward parser makes them, so repeated values are separate objects until the
 * garbage collector deduplicates their arrays.
 */
public final class ContentsParser {

    /** One line, every field a String. */
    public record StringEntry(String path, String type, String fileClass, String mode, String owner, String group,
                              String size, String checksum, String modified, String packages) {
    }

    /** One line, numbers as primitives and the type as a char; names stay Strings. */
    public record CompactEntry(String path, char type, String fileClass, short mode, String owner, String group,
                               long size, int checksum, long modified, String packages) {
    }

    private ContentsParser() {
    }

    /** Parses every line into {@link StringEntry}. */
    public static List<StringEntry> strings(Path file) throws IOException {
        List<StringEntry> out = new ArrayList<>();
        String[] f = new String[10];
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                int n = split(line, f);
                out.add(new StringEntry(f[0], f[1], f[2], n > 3 ? f[3] : null, n > 4 ? f[4] : null,
                        n > 5 ? f[5] : null, n > 6 ? f[6] : null, n > 7 ? f[7] : null, n > 8 ? f[8] : null,
                        f[n - 1]));
            }
        }
        return out;
    }

    /** Parses every line into {@link CompactEntry}. */
    public static List<CompactEntry> compact(Path file) throws IOException {
        List<CompactEntry> out = new ArrayList<>();
        String[] f = new String[10];
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                int n = split(line, f);
                boolean numbers = n >= 10;
                out.add(new CompactEntry(f[0], f[1].charAt(0), f[2],
                        n > 3 && isDigits(f[3]) ? (short) Integer.parseInt(f[3], 8) : 0,
                        n > 4 ? f[4] : null, n > 5 ? f[5] : null,
                        numbers ? Long.parseLong(f[6]) : 0, numbers ? Integer.parseInt(f[7]) : 0,
                        numbers ? Long.parseLong(f[8]) : 0, f[n - 1]));
            }
        }
        return out;
    }

    /**
     * Splits on single spaces into {@code fields}; the last field keeps the rest of the line (several packages).
     * Maven-ish lines ({@code g:a:jar:v:scope path size}) map coordinates to path, scope to type and so on, so both
     * formats go through the same parser.
     */
    static int split(String line, String[] fields) {
        int n = 0;
        int start = 0;
        while (n < fields.length - 1) {
            int space = line.indexOf(' ', start);
            if (space < 0) {
                break;
            }
            fields[n++] = line.substring(start, space);
            start = space + 1;
        }
        fields[n++] = line.substring(start);
        if (n == 3 && fields[0].indexOf(':') > 0) {
            // Maven-ish: coordinates, path, size; fill the rest so both shapes parse it
            String[] parts = fields[0].split(":");
            String path = n > 1 ? fields[1] : "";
            String size = n > 2 ? fields[2] : "0";
            fields[0] = path;
            fields[1] = parts.length > 4 ? parts[4] : "?";
            fields[2] = parts[0];
            fields[3] = "0644";
            fields[4] = parts.length > 1 ? parts[1] : "";
            fields[5] = parts.length > 3 ? parts[3] : "";
            fields[6] = size;
            fields[7] = "0";
            fields[8] = "0";
            fields[9] = parts.length > 2 ? parts[2] : "";
            return 10;
        }
        return n;
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }
}
