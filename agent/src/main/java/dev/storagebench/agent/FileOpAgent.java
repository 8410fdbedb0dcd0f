package dev.storagebench.agent;

import java.io.File;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.util.jar.JarFile;

/**
 * The Java agent that counts a build JVM's file-system operations: loaded with {@code -javaagent} (storagebench
 * puts it in the nested build's {@code MAVEN_OPTS}), it puts its counters on the boot class path and rewrites the
 * JDK's file-system entry points to call them. Whatever goes wrong, it prints one warning and lets the JVM start.
 */
public final class FileOpAgent {

    private FileOpAgent() {
    }

    /** The {@code -javaagent} entry point. */
    public static void premain(String arguments, Instrumentation inst) {
        try {
            install(inst);
        } catch (InvocationTargetException e) {
            warn(e.getCause());
        } catch (Exception | LinkageError e) {
            warn(e);
        }
    }

    private static void warn(Throwable e) {
        System.err.println("[WARNING] storagebench: the file-operation agent could not start, so file operations "
                + "are not counted: " + e);
    }

    private static void install(Instrumentation inst) throws Exception {
        File jar = new File(FileOpAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        inst.appendToBootstrapClassLoaderSearch(new JarFile(jar));
        // from here on every class of the agent comes from the boot loader; this one only hands over
        Class.forName("dev.storagebench.agent.Installer", true, null)
                .getMethod("install", Instrumentation.class).invoke(null, inst);
    }
}
