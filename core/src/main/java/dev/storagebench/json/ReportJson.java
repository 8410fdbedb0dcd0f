package dev.storagebench.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes storagebench's JSON files; writes go through a temporary file so a reader never sees half. */
public final class ReportJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    /** Writes {@code value} as JSON to {@code file}, replacing it atomically. */
    public static void write(Path file, Object value) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
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
            com.fasterxml.jackson.databind.JsonNode node = MAPPER.readTree(file.toFile());
            return node != null && node.isObject() && node.path("schema").isTextual()
                    ? node.get("schema").asText() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
