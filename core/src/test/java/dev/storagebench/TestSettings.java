package dev.storagebench;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Settings of any goal for tests, by name: {@code TestSettings.of(ProbeSettings.class, "quick", true)} sets one
 * option and leaves every other unset (null), as an adapter does when the user did not set it.
 */
public final class TestSettings {

    private TestSettings() {
    }

    /** A {@code type} whose getters return the value named for them and null otherwise. */
    public static <T> T of(Class<T> type, Object... nameAndValue) {
        Map<String, Object> values = new HashMap<>();
        for (int i = 0; i < nameAndValue.length; i += 2) {
            values.put((String) nameAndValue[i], nameAndValue[i + 1]);
        }
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, m, args) -> {
            if (m.getDeclaringClass() == Object.class) {
                return switch (m.getName()) {
                    case "toString" -> type.getSimpleName() + values;
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> proxy == args[0];
                };
            }
            Object v = values.get(m.getName());
            return v == null && m.getReturnType() == boolean.class ? Boolean.FALSE : v;
        }));
    }

    /** A command-line context in {@code dir}, showing core's option names. */
    public static OptionContext context(Path dir) {
        return OptionContext.standalone(dir, OptionNames.CORE);
    }
}
