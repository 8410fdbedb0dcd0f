package dev.storagebench.agent;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The Java agent that counts a build JVM's file-system operations: loaded with {@code -javaagent} (storagebench
 * puts it in the nested build's {@code MAVEN_OPTS}), it defines its counters inside {@code java.base} and rewrites
 * the JDK's file-system entry points to call them. Its one option, {@code cache=DIR}, names a directory where the
 * rewritten classes are kept for the next JVM. Whatever goes wrong, it prints one warning and lets the JVM start.
 */
public final class FileOpAgent {

    /** A class of the java.base package that receives the counters. */
    private static final String HOST_CLASS = "jdk.internal.misc.VM";
    /** The cache file's name inside the {@code cache} directory. */
    static final String CACHE_FILE = "file-ops-agent.cache";

    private FileOpAgent() {
    }

    /** The {@code -javaagent} entry point. */
    public static void premain(String arguments, Instrumentation inst) {
        try {
            install(arguments, inst);
        } catch (Exception | LinkageError e) {
            System.err.println("[WARNING] storagebench: the file-operation agent could not start, so file "
                    + "operations are not counted: " + e);
        }
    }

    private static void install(String arguments, Instrumentation inst) throws Exception {
        Class<?> host = Class.forName(HOST_CLASS, false, null);
        inst.redefineModule(Object.class.getModule(), Set.of(), Map.of(),
                Map.of(host.getPackageName(), Set.of(FileOpAgent.class.getModule())), Set.of(), Map.of());
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(host, MethodHandles.lookup());
        File jar = new File(FileOpAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        // built into the jar under its java.base name by the shade plugin's relocation
        Class<?> counters;
        try (JarFile classes = new JarFile(jar)) {
            counters = lookup.defineClass(entry(classes, FileOps.DEFINED_AS));
            lookup.defineClass(entry(classes, FileOps.DEFINED_AS + "$Roles"));
        }
        Counters.bind(counters);

        CachingTransformer transformer = new CachingTransformer(Targets.all(), cacheFile(arguments),
                CachingTransformer.key(jar));
        // loaded (not initialised) first, so that each is rewritten once, by the retransformation below
        List<Class<?>> loaded = new ArrayList<>();
        for (String name : transformer.classes()) {
            try {
                loaded.add(Class.forName(name.replace('/', '.'), false, null));
            } catch (ClassNotFoundException e) {
                // not in this JDK (UnixCopyFile went in 21): its targets do not apply
            }
        }
        inst.addTransformer(transformer, true);
        try {
            inst.retransformClasses(loaded.toArray(new Class<?>[0]));
        } finally {
            // every class is rewritten by now; left in place, the transformer would be handed a copy of each class
            // file the build loads afterwards (thousands of them), and the JVM's load hook would stay on
            inst.removeTransformer(transformer);
        }
        List<List<String>> coverage = transformer.coverage();
        Counters.coverage(coverage.get(0).toArray(new String[0]), coverage.get(1).toArray(new String[0]));
        transformer.save();
    }

    private static byte[] entry(JarFile jar, String internalName) throws IOException {
        ZipEntry e = jar.getEntry(internalName + ".class");
        if (e == null) {
            throw new IOException("the agent jar lacks " + internalName + ".class");
        }
        try (InputStream in = jar.getInputStream(e)) {
            return in.readAllBytes();
        }
    }

    /** The cache file named by the {@code cache=DIR} option, or null without one. */
    private static File cacheFile(String arguments) {
        if (arguments == null) {
            return null;
        }
        for (String option : arguments.split(",")) {
            if (option.startsWith("cache=") && option.length() > "cache=".length()) {
                return new File(option.substring("cache=".length()), CACHE_FILE);
            }
        }
        return null;
    }
}
