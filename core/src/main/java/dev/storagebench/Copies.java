package dev.storagebench;

import java.util.List;
import java.util.Map;

/**
 * Immutable copies for report records, where a list or map missing from an older or hand-edited file means empty:
 * the report's own checks then say what is missing, instead of a NullPointerException from the copy.
 */
public final class Copies {

    private Copies() {
    }

    /** An immutable copy of {@code list}, empty for null. */
    public static <T> List<T> list(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    /** An immutable copy of {@code map}, empty for null. */
    public static <K, V> Map<K, V> map(Map<K, V> map) {
        return map == null ? Map.of() : Map.copyOf(map);
    }
}
