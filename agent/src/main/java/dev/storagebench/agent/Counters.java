package dev.storagebench.agent;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The counters as the rest of the world reads them: the recorder finds this class through the system class loader
 * (where {@code -javaagent} put the agent's jar) and calls these methods, which reach the copy of {@link FileOps}
 * inside {@code java.base}. Only JDK types cross, so any class loader may call it.
 */
public final class Counters {

    /** The counters' class inside java.base, whose package java.base opened to this module. */
    private static volatile Class<?> fileOps;

    private Counters() {
    }

    static void bind(Class<?> counters) {
        fileOps = counters;
    }

    /** Whether the agent installed its counters in this JVM. */
    public static boolean installed() {
        return fileOps != null;
    }

    /** The kinds of operation, in counter order. */
    public static String[] kinds() {
        return (String[]) call("kindNames");
    }

    /** The directory roles, in counter order. */
    public static String[] roles() {
        return (String[]) call("roleNames");
    }

    /** Longs per counter: calls, nanoseconds, amount (bytes, or entries for a listing). */
    public static int fields() {
        return FileOps.FIELDS;
    }

    /** The calling thread's counters: per role, per kind, {@link #fields()} longs. */
    public static long[] threadCounters() {
        return (long[]) call("threadCounters");
    }

    /** The counters summed over every thread. */
    public static long[] allThreads() {
        return (long[]) call("allThreads");
    }

    /** Sets each role's directories (indexed like {@link #roles()}) and the working directory for relative paths. */
    public static void roles(String[][] directories, String workingDirectory) {
        call("roles", directories, workingDirectory);
    }

    /** The JDK methods instrumented. */
    public static String[] instrumented() {
        return (String[]) call("instrumented");
    }

    /** What could not be instrumented, with the reason. */
    public static String[] notInstrumented() {
        return (String[]) call("notInstrumented");
    }

    static void coverage(String[] done, String[] missing) {
        call("coverage", done, missing);
    }

    /** The counters' methods by name, looked up on first use and kept: the recorder calls them at every mojo. */
    private static final Map<String, Method> METHODS = new ConcurrentHashMap<>();

    private static Method find(Class<?> c, String name, int parameters) {
        for (Method m : c.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == parameters) {
                m.setAccessible(true);
                return m;
            }
        }
        throw new IllegalStateException("the agent's counters lack " + name);
    }

    /** Calls a public static method of the counters by name (reflection: nothing to set up at JVM start). */
    private static Object call(String name, Object... arguments) {
        Class<?> c = fileOps;
        if (c == null) {
            throw new IllegalStateException("the file-operation agent is not installed in this JVM");
        }
        try {
            Method m = METHODS.get(name);
            if (m == null) {
                m = find(c, name, arguments.length);
                METHODS.put(name, m);
            }
            return m.invoke(null, arguments);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
