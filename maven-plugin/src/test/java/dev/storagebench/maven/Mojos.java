package dev.storagebench.maven;

import java.lang.reflect.Field;

/** Sets a Mojo's parameters by name, as Maven does from the XML elements and properties, for tests. */
final class Mojos {

    private Mojos() {
    }

    /** Sets each named parameter of {@code mojo} to its value, converted to the field's type. */
    static void set(Object mojo, String... fieldAndValue) throws ReflectiveOperationException {
        for (int i = 0; i < fieldAndValue.length; i += 2) {
            Field f = field(mojo.getClass(), fieldAndValue[i]);
            f.setAccessible(true);
            String v = fieldAndValue[i + 1];
            f.set(mojo, f.getType() == Boolean.class ? Boolean.valueOf(v)
                    : f.getType() == Integer.class ? Integer.valueOf(v) : v);
        }
    }

    private static Field field(Class<?> type, String name) throws NoSuchFieldException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                return c.getDeclaredField(name);
            } catch (NoSuchFieldException e) {
                // a parameter declared by a superclass
            }
        }
        throw new NoSuchFieldException(name);
    }
}
