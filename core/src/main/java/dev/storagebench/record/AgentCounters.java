package dev.storagebench.record;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

/**
 * The file-operation agent's counters, reached from inside a recorded build: the agent's {@code Counters} class sits
 * on the system class path (put there by {@code -javaagent}), which Maven's class realms do not see, so it is found
 * through the system class loader and called by reflection with JDK types only.
 */
public final class AgentCounters {

    /** The agent's public facade. */
    static final String FACADE = "dev.storagebench.agent.Counters";

    private final Method threadCounters;
    private final Method allThreads;
    private final Method roles;
    private final List<String> kindNames;
    private final List<String> roleNames;
    private final int fields;
    private final List<String> instrumented;
    private final List<String> notInstrumented;

    private AgentCounters(Class<?> facade) throws ReflectiveOperationException {
        threadCounters = facade.getMethod("threadCounters");
        allThreads = facade.getMethod("allThreads");
        roles = facade.getMethod("roles", String[][].class, String.class);
        kindNames = List.of((String[]) facade.getMethod("kinds").invoke(null));
        roleNames = List.of((String[]) facade.getMethod("roles").invoke(null));
        fields = (Integer) facade.getMethod("fields").invoke(null);
        instrumented = List.of((String[]) facade.getMethod("instrumented").invoke(null));
        notInstrumented = List.of((String[]) facade.getMethod("notInstrumented").invoke(null));
    }

    /**
     * The agent's counters in this JVM.
     *
     * @throws IllegalStateException with the reason when the agent is not loaded or did not install
     */
    public static AgentCounters find() {
        Class<?> facade;
        try {
            facade = Class.forName(FACADE, true, ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the file-operation agent is not loaded in the build's JVM (no "
                    + "-javaagent in MAVEN_OPTS)");
        }
        try {
            if (!(Boolean) facade.getMethod("installed").invoke(null)) {
                throw new IllegalStateException("the file-operation agent did not install (see the build log's "
                        + "warning)");
            }
            return new AgentCounters(facade);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("the file-operation agent cannot be read: " + e);
        }
    }

    /** The calling thread's raw counters. */
    public long[] thread() {
        return (long[]) call(threadCounters);
    }

    /** The raw counters of all threads. */
    public long[] all() {
        return (long[]) call(allThreads);
    }

    /** The calls counted between two raw snapshots of the same thread. */
    public FileOps between(long[] before, long[] after) {
        return FileOps.between(before, after, kindNames, roleNames, fields);
    }

    /** All calls of the JVM so far. */
    public FileOps total() {
        return FileOps.between(null, all(), kindNames, roleNames, fields);
    }

    /**
     * Sets the directories of each role by name ({@code sources}, {@code output}, {@code repository},
     * {@code temp}); relative paths count under the role of {@code workingDirectory}.
     */
    public void roles(java.util.Map<String, List<String>> directories, String workingDirectory) {
        String[][] byIndex = new String[roleNames.size()][];
        for (int i = 0; i < roleNames.size(); i++) {
            List<String> dirs = directories.get(roleNames.get(i));
            byIndex[i] = dirs == null ? new String[0] : dirs.toArray(new String[0]);
        }
        call(roles, byIndex, workingDirectory);
    }

    /** The JDK methods the agent instrumented. */
    public List<String> instrumented() {
        return instrumented;
    }

    /** What it could not instrument, and why. */
    public List<String> notInstrumented() {
        return notInstrumented;
    }

    private static Object call(Method m, Object... arguments) {
        try {
            return m.invoke(null, arguments);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the file-operation agent failed: " + e, e);
        }
    }

    @Override
    public String toString() {
        return "agent counters " + Arrays.toString(kindNames.toArray());
    }
}
