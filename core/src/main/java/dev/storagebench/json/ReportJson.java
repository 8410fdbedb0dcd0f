package dev.storagebench.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes storagebench's JSON files; writes go through a temporary file so a reader never sees half. */
public final class ReportJson {

    /** How deep a report may nest; real reports reach about 6 levels. */
    static final int MAX_NESTING = 64;

    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
            .build())
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // a second report or garbage after the first is a damaged file, not a report
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    /**
     * Writes {@code value} as JSON to {@code file}, replacing it atomically. The file gets the permissions the umask
     * gives, like any other tool's output, so colleagues can compare reports on a shared directory.
     */
    public static void write(Path file, Object value) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = dir.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + "."
                + System.nanoTime() + ".tmp");
        Files.createFile(tmp);
        try {
            MAPPER.writeValue(tmp.toFile(), value);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Reads a JSON file as {@code type}. */
    public static <T> T read(Path file, Class<T> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }

    /** {@code value} as a JSON string. */
    public static String toJson(Object value) throws IOException {
        return MAPPER.writeValueAsString(value);
    }

    /** Parses a JSON string as {@code type}. */
    public static <T> T fromJson(String json, Class<T> type) throws IOException {
        return MAPPER.readValue(json, type);
    }

    /** The {@code schema} field of a JSON file, or null when the file is not a JSON object with one. */
    public static String schemaOf(Path file) {
        try {
            return schemaIn(file);
        } catch (ReportFormatException e) {
            return null;
        }
    }

    /**
     * The {@code schema} field of a JSON file; null when the file is valid JSON without one.
     *
     * @throws ReportFormatException when the file cannot be read or is not valid JSON, saying why in one line
     */
    public static String schemaIn(Path file) throws ReportFormatException {
        try {
            JsonNode node = MAPPER.readTree(file.toFile());
            return node != null && node.isObject() && node.path("schema").isTextual()
                    ? node.get("schema").asText() : null;
        } catch (IOException e) {
            throw diagnose(file, e);
        }
    }

    /**
     * Reads a report file as {@code type}.
     *
     * @throws ReportFormatException when it cannot be read or does not fit the type, saying why in one line
     */
    public static <T> T readReport(Path file, Class<T> type) throws ReportFormatException {
        try {
            return MAPPER.readValue(file.toFile(), type);
        } catch (IOException | RuntimeException e) {
            throw diagnose(file, e);
        }
    }

    /** One line saying what is wrong with a file that could not be read as a report, without parser internals. */
    static ReportFormatException diagnose(Path file, Exception e) {
        if (e instanceof AccessDeniedException) {
            return new ReportFormatException(file, "cannot be read: permission denied; ask for read access or copy "
                    + "the reports somewhere readable");
        }
        if (e instanceof NoSuchFileException) {
            return new ReportFormatException(file, "does not exist");
        }
        if (e instanceof StreamConstraintsException) {
            return new ReportFormatException(file, "nests deeper than " + MAX_NESTING + " levels, which no "
                    + "storagebench report does; it is not a report");
        }
        if (e instanceof JsonProcessingException j) {
            String where = j.getLocation() == null ? "" : " at line " + j.getLocation().getLineNr() + ", column "
                    + j.getLocation().getColumnNr();
            if (e instanceof JsonEOFException || String.valueOf(j.getOriginalMessage()).contains("end-of-input")) {
                return new ReportFormatException(file, "is truncated: the JSON ends early" + where
                        + "; the run that wrote it may have been cut short");
            }
            if (e instanceof MismatchedInputException m && m.getMessage() != null
                    && m.getMessage().startsWith("Trailing token")) {
                return new ReportFormatException(file, "holds more than one JSON value (extra content" + where
                        + "); a report file holds one report");
            }
            if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
                return new ReportFormatException(file, "has a bad value in field '" + path(m) + "'"
                        + " (" + shortReason(m) + ")");
            }
            if (e instanceof JsonMappingException m) {
                return new ReportFormatException(file, "does not have the shape of its report (" + shortReason(m)
                        + ")");
            }
            return new ReportFormatException(file, "is not valid JSON" + where);
        }
        String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new ReportFormatException(file, "cannot be read: " + reason.lines().findFirst().orElse(reason));
    }

    /** The JSON path of a mapping error, e.g. {@code mojos[3].phase}. */
    private static String path(JsonMappingException e) {
        StringBuilder b = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    /** The parser's reason without its source excerpt, reference chain or class names. */
    private static String shortReason(JsonMappingException e) {
        String m = e.getOriginalMessage() == null ? "wrong type" : e.getOriginalMessage();
        m = m.lines().findFirst().orElse(m);
        if (e instanceof InvalidFormatException f) {
            return "'" + clip(String.valueOf(f.getValue())) + "' is not a valid " + simpleType(f.getTargetType());
        }
        if (e instanceof MismatchedInputException f && f.getTargetType() != null) {
            return "expected " + simpleType(f.getTargetType());
        }
        if (e.getCause() != null && e.getCause().getClass().getSimpleName().contains("NullPointer")) {
            return "a required value is missing";
        }
        return clip(m.replaceAll("`[a-z]+(\\.[a-zA-Z0-9_$]+)+`", "value"));
    }

    private static String simpleType(Class<?> type) {
        if (type == null) {
            return "value";
        }
        if (type == long.class || type == Long.class || type == int.class || type == Integer.class) {
            return "whole number";
        }
        if (type == double.class || type == Double.class) {
            return "number";
        }
        if (java.util.Collection.class.isAssignableFrom(type)) {
            return "list";
        }
        if (type == String.class) {
            return "string";
        }
        return type.isEnum() ? "value (" + java.util.Arrays.toString(type.getEnumConstants()).toLowerCase(
                java.util.Locale.ROOT) + ")" : "object";
    }

    private static String clip(String s) {
        String one = s.replaceAll("[\\p{Cntrl}]", "?");
        return one.length() > 40 ? one.substring(0, 40) + "..." : one;
    }
}
