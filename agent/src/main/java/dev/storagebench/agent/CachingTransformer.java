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
import java.util.zip.CRC32;

/**
 * Hands the JVM the rewritten JDK classes, from a cache file when it holds a rewrite of the very same class file
 * (matched by CRC-32), else by rewriting with ASM and then saving the cache; the nested builds of one measurement
 * share a cache in its scratch directory, so only the first pays for ASM.
 */
final class CachingTransformer implements ClassFileTransformer {

    private static final String MAGIC = "storagebench-agent-cache-1";

    /** A rewritten class and the CRC-32 of the original it came from. */
    private record Entry(long crc, Rewritten rewritten) {
    }

    private final Map<String, List<Target>> byClass = new HashMap<>();
    private final Map<String, Entry> cached;
    private final Map<String, Entry> used = new TreeMap<>();
    private final File cacheFile;
    private boolean changed;

    /** Rewrites {@code targets}, with the cache in {@code cacheFile}, or none when null. */
    CachingTransformer(List<Target> targets, File cacheFile) {
        for (Target t : targets) {
            byClass.computeIfAbsent(t.owner(), k -> new ArrayList<>()).add(t);
        }
        this.cacheFile = cacheFile;
        this.cached = read(cacheFile);
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
        CRC32 crc = new CRC32();
        crc.update(classfile);
        Entry e = cached.get(className);
        if (e == null || e.crc() != crc.getValue()) {
            e = new Entry(crc.getValue(), Rewriter.rewrite(className, classfile, targets));
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
            out.writeInt(used.size());
            for (Map.Entry<String, Entry> u : used.entrySet()) {
                Rewritten r = u.getValue().rewritten();
                out.writeUTF(u.getKey());
                out.writeLong(u.getValue().crc());
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
    private static Map<String, Entry> read(File file) {
        Map<String, Entry> entries = new HashMap<>();
        if (file == null || !file.isFile()) {
            return entries;
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(file)))) {
            if (!MAGIC.equals(in.readUTF())) {
                return entries;
            }
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                String name = in.readUTF();
                long crc = in.readLong();
                int length = in.readInt();
                byte[] bytes = null;
                if (length >= 0) {
                    bytes = new byte[length];
                    in.readFully(bytes);
                }
                entries.put(name, new Entry(crc, new Rewritten(bytes, readLines(in), readLines(in))));
            }
        } catch (IOException | RuntimeException e) {
            entries.clear();
        }
        return entries;
    }
}
