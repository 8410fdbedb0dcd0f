package dev.storagebench.agent;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Hands the JVM the rewritten JDK classes, from a cache file when it was written by the same agent jar for the same
 * JDK installation, else by rewriting with ASM and then saving the cache; the nested builds of one measurement share
 * a cache in its scratch directory, so only the first pays for ASM.
 */
final class CachingTransformer implements ClassFileTransformer {

    private static final String MAGIC = "storagebench-agent-cache-2";

    /**
     * A rewritten class and the length of the class file it came from. The class file the JVM hands a retransforming
     * agent is rebuilt from the loaded class, and its bytes differ from one JVM to the next (three of the rewritten
     * classes alternated between two checksums), so a checksum of them missed the cache in most builds; the JDK
     * installation in the cache's key is what makes a cached rewrite valid.
     */
    private record Entry(int length, Rewritten rewritten) {
    }

    private final Map<String, List<Target>> byClass = new HashMap<>();
    private final Map<String, Entry> cached;
    private final Map<String, Entry> used = new TreeMap<>();
    private final File cacheFile;
    private final String key;
    private boolean changed;

    /**
     * Rewrites {@code targets}, with the cache in {@code cacheFile} (none when null), valid for the JDK and agent
     * named by {@code key}.
     */
    CachingTransformer(List<Target> targets, File cacheFile, String key) {
        for (Target t : targets) {
            List<Target> list = byClass.get(t.owner());
            if (list == null) {
                list = new ArrayList<>();
                byClass.put(t.owner(), list);
            }
            list.add(t);
        }
        this.cacheFile = cacheFile;
        this.key = key;
        this.cached = read(cacheFile, key);
    }

    /**
     * The cache key of this JVM with the agent in {@code agentJar}: the JDK's home, version and module image, and
     * the agent jar, each with its size and time, so that a changed JDK or agent rewrites again.
     */
    static String key(File agentJar) {
        String home = System.getProperty("java.home");
        File modules = new File(home, "lib" + File.separator + "modules");
        return home + '|' + System.getProperty("java.vm.version") + '|' + modules.length() + '|'
                + modules.lastModified() + '|' + agentJar.getAbsolutePath() + '|' + agentJar.length() + '|'
                + agentJar.lastModified();
    }

    /** The classes rewritten, in internal form. */
    List<String> classes() {
        return new ArrayList<>(byClass.keySet());
    }

    @Override
    public synchronized byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                                         ProtectionDomain domain, byte[] classfile) {
        List<Target> targets = loader == null ? byClass.get(className) : null;
        if (targets == null) {
            return null;
        }
        Entry e = cached.get(className);
        if (e == null || e.length() != classfile.length) {
            e = new Entry(classfile.length, Rewriter.rewrite(className, classfile, targets));
            changed = true;
        }
        used.put(className, e);
        return e.rewritten().bytes();
    }

    /** The methods instrumented so far and those that could not be, for the coverage note. */
    synchronized List<List<String>> coverage() {
        List<String> done = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Entry e : used.values()) {
            done.addAll(e.rewritten().instrumented());
            missing.addAll(e.rewritten().notInstrumented());
        }
        return List.of(done, missing);
    }

    /** Saves the classes rewritten here when the cache did not have them all; a failure only costs the next run. */
    synchronized void save() {
        if (cacheFile == null || !changed) {
            return;
        }
        File partial = new File(cacheFile.getPath() + ".partial");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(partial)))) {
            out.writeUTF(MAGIC);
            out.writeUTF(key);
            out.writeInt(used.size());
            for (Map.Entry<String, Entry> u : used.entrySet()) {
                Rewritten r = u.getValue().rewritten();
                out.writeUTF(u.getKey());
                out.writeInt(u.getValue().length());
                out.writeInt(r.bytes() == null ? -1 : r.bytes().length);
                if (r.bytes() != null) {
                    out.write(r.bytes());
                }
                writeLines(out, r.instrumented());
                writeLines(out, r.notInstrumented());
            }
        } catch (IOException e) {
            partial.delete();
            return;
        }
        if (!partial.renameTo(cacheFile)) {
            partial.delete();
        }
    }

    private static void writeLines(DataOutputStream out, List<String> lines) throws IOException {
        out.writeInt(lines.size());
        for (String line : lines) {
            out.writeUTF(line);
        }
    }

    private static List<String> readLines(DataInputStream in) throws IOException {
        int n = in.readInt();
        List<String> lines = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            lines.add(in.readUTF());
        }
        return lines;
    }

    /** The cache's entries; empty when there is none or it cannot be read, which only means rewriting again. */
    private static Map<String, Entry> read(File file, String key) {
        Map<String, Entry> entries = new HashMap<>();
        if (file == null || !file.isFile()) {
            return entries;
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(file)))) {
            if (!MAGIC.equals(in.readUTF()) || !key.equals(in.readUTF())) {
                return entries;
            }
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                String name = in.readUTF();
                int original = in.readInt();
                int length = in.readInt();
                byte[] bytes = null;
                if (length >= 0) {
                    bytes = new byte[length];
                    in.readFully(bytes);
                }
                entries.put(name, new Entry(original, new Rewritten(bytes, readLines(in), readLines(in))));
            }
        } catch (IOException | RuntimeException e) {
            entries.clear();
        }
        return entries;
    }
}
