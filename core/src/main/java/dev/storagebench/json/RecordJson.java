package dev.storagebench.json;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.temporal.TemporalAccessor;
import java.util.Collection;
import java.util.Map;

/**
 * Writes a tree of records, lists, maps, strings, numbers, booleans, enums and instants as JSON without Jackson, in
 * the shape {@link ReportJson} reads back (a record's components by name, instants in ISO-8601). The recorder inside
 * a measured build uses it because setting up Jackson there cost about 0.4 s of the build's wall time.
 */
public final class RecordJson {

    private RecordJson() {
    }

    /** Writes {@code value} to {@code file} through a temporary file, so a reader never sees half of it. */
    public static void write(Path file, Object value) throws IOException {
        StringBuilder b = new StringBuilder(8192);
        append(b, value, 0);
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = dir.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.append(b);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** {@code value} as JSON text. */
    public static String text(Object value) {
        StringBuilder b = new StringBuilder();
        append(b, value, 0);
        return b.toString();
    }

    private static void append(StringBuilder b, Object v, int depth) {
        if (depth > ReportJson.MAX_NESTING) {
            throw new IllegalArgumentException("nested deeper than " + ReportJson.MAX_NESTING);
        }
        if (v == null) {
            b.append("null");
        } else if (v instanceof String s) {
            string(b, s);
        } else if (v instanceof Double d && (d.isNaN() || d.isInfinite()) || v instanceof Float f
                && (f.isNaN() || f.isInfinite())) {
            b.append("null");
        } else if (v instanceof Number || v instanceof Boolean) {
            b.append(v);
        } else if (v instanceof Enum<?> e) {
            string(b, e.name());
        } else if (v instanceof TemporalAccessor t) {
            string(b, t.toString());
        } else if (v instanceof Collection<?> c) {
            b.append('[');
            boolean first = true;
            for (Object o : c) {
                b.append(first ? "" : ",");
                first = false;
                append(b, o, depth + 1);
            }
            b.append(']');
        } else if (v instanceof Map<?, ?> m) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                b.append(first ? "" : ",");
                first = false;
                string(b, String.valueOf(e.getKey()));
                b.append(':');
                append(b, e.getValue(), depth + 1);
            }
            b.append('}');
        } else if (v instanceof Record r) {
            b.append('{');
            boolean first = true;
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                b.append(first ? "" : ",");
                first = false;
                string(b, c.getName());
                b.append(':');
                try {
                    c.getAccessor().setAccessible(true);
                    append(b, c.getAccessor().invoke(r), depth + 1);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalArgumentException("cannot read " + c.getName() + " of " + r.getClass(), e);
                }
            }
            b.append('}');
        } else {
            throw new IllegalArgumentException("no JSON form for " + v.getClass().getName());
        }
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
