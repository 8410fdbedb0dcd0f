package dev.storagebench.probe;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The workloads made of many small files: metadata operations on a source-shaped tree, a checkout-like tree write
 * and a compile-like read-and-write pass. Each operation uses plain JDK file calls, which map one to one onto the
 * system calls builds make (open, write, close, stat, getdents, rename, unlink, mkdir).
 */
final class FileTreeWorkloads {

    private final ProbeRun run;
    private final ByteBuffer content;

    FileTreeWorkloads(ProbeRun run) {
        this.run = run;
        byte[] bytes = new byte[SourceTree.MAX_FILE_BYTES];
        run.random.nextBytes(bytes);
        this.content = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
    }

    /** mkdir, create+write+close, create (empty), stat, open+read, readdir, rename, delete. */
    void metadata() throws IOException {
        SourceTree tree = SourceTree.of(run.options.maxFiles(), run.options.seed());
        Path root = Files.createDirectory(run.dir().resolve("metadata"));
        String w = Workload.METADATA.id();
        ProbeResult dirs = run.loop(w, "mkdir", tree.directories,
                i -> {
                    Files.createDirectory(root.resolve(SourceTree.directoryName(i)));
                    return 0;
                }, null, null, null, null);
        List<SourceTree.SourceFile> files = tree.files.stream().filter(f -> f.directory() < dirs.ops()).toList();
        ProbeResult created = run.loop(w, "create+write+close", files.size(),
                i -> write(tree.path(root, files.get(i)), files.get(i).bytes()), null, null, false,
                "sizes 1-20 KiB as in a Java source tree");
        List<Path> made = new ArrayList<>();
        for (int i = 0; i < created.ops(); i++) {
            made.add(tree.path(root, files.get(i)));
        }
        Path empty = Files.createDirectory(run.dir().resolve("empty"));
        run.loop(w, "create (empty file)", run.options.maxFiles(),
                i -> {
                    Files.newByteChannel(empty.resolve("e" + i), StandardOpenOption.CREATE_NEW,
                            StandardOpenOption.WRITE).close();
                    return 0;
                }, null, null, null, "open(O_CREAT|O_EXCL) and close, as fio's filecreate engine does");
        run.loop(w, "stat", made.size(), i -> {
            Files.readAttributes(made.get(i), BasicFileAttributes.class);
            return 0;
        }, null, null, null, null);
        run.loop(w, "open+read", made.size(), i -> read(made.get(i)), null, null, null, null);
        int listed = (int) Math.min(dirs.ops(), Integer.MAX_VALUE);
        run.loop(w, "readdir", listed, i -> {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(root.resolve(SourceTree.directoryName(i)))) {
                for (Path ignored : s) {
                    // listing each entry is the operation
                }
            }
            return 0;
        }, null, null, null, "one directory of 10-50 entries per operation");
        List<Path> renamed = new ArrayList<>(made);
        ProbeResult moves = run.loop(w, "rename", made.size(), i -> {
            Path to = made.get(i).resolveSibling(made.get(i).getFileName() + ".r");
            Files.move(made.get(i), to);
            renamed.set(i, to);
            return 0;
        }, null, null, null, "within the same directory");
        run.loop(w, "delete", renamed.size(), i -> {
            Files.delete(renamed.get(i));
            return 0;
        }, null, null, null, null);
        // moves.ops() files were renamed; the rest keep their names and the scratch removal deletes them
        if (moves.ops() < made.size()) {
            run.notes.add("metadata: rename and delete reached " + moves.ops() + " of " + made.size()
                    + " files within the time budget");
        }
    }

    /** A tree written as a checkout writes it, then the same again followed by a filesystem sync. */
    void checkout() throws IOException {
        SourceTree tree = SourceTree.of(run.options.maxFiles(), run.options.seed() + 1);
        treeWrite(tree, run.dir().resolve("checkout"), false);
        treeWrite(tree, run.dir().resolve("checkout-synced"), true);
    }

    private void treeWrite(SourceTree tree, Path root, boolean sync) throws IOException {
        Histogram h = Latency.histogram();
        long budget = run.budget().toNanos();
        long bytes = 0;
        int files = 0;
        long start = System.nanoTime();
        Files.createDirectory(root);
        int lastDir = -1;
        for (SourceTree.SourceFile f : tree.files) {
            run.checkCancelled();
            if (System.nanoTime() - start >= budget) {
                break;
            }
            long t0 = System.nanoTime();
            if (f.directory() != lastDir) {
                Files.createDirectory(root.resolve(SourceTree.directoryName(f.directory())));
                lastDir = f.directory();
            }
            bytes += write(tree.path(root, f), f.bytes());
            h.recordValue(Math.max(1, System.nanoTime() - t0));
            files++;
        }
        String note = "mkdir and create+write+close per file";
        if (sync) {
            note += "; then " + syncFileSystem(root, tree, files);
        }
        long elapsed = System.nanoTime() - start;
        run.add(Workload.CHECKOUT.id(), sync ? "write tree + sync" : "write tree", files, bytes, elapsed,
                Latency.of(h), 1, null, null, sync, note);
    }

    /** Flushes the tree to stable storage: {@code sync -f} (syncfs) where it exists, else fsync per file. */
    private String syncFileSystem(Path root, SourceTree tree, int files) throws IOException {
        try {
            Process p = new ProcessBuilder("sync", "-f", root.toString()).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() == 0) {
                return "one syncfs of the filesystem ('sync -f'), timed with the writes";
            }
        } catch (IOException e) {
            // no coreutils sync here: fall back to fsync per file
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProbeRun.Cancelled();
        }
        for (int i = 0; i < files; i++) {
            try (FileChannel c = FileChannel.open(tree.path(root, tree.files.get(i)), StandardOpenOption.WRITE)) {
                c.force(true);
            }
        }
        return "fsync of every file ('sync -f' unavailable), timed with the writes";
    }

    /** Reads every source of the checkout tree and writes an output a third its size, checking both first. */
    void compile() throws IOException {
        Path sources = run.dir().resolve("checkout");
        SourceTree tree = SourceTree.of(run.options.maxFiles(), run.options.seed() + 1);
        if (!Files.isDirectory(sources)) {
            treeWriteUntimed(tree, sources);
        }
        List<SourceTree.SourceFile> present = tree.files.stream()
                .filter(f -> Files.exists(tree.path(sources, f))).toList();
        Path out = Files.createDirectory(run.dir().resolve("classes"));
        run.loop(Workload.COMPILE.id(), "stat+read+write", present.size(), i -> {
            SourceTree.SourceFile f = present.get(i);
            Path source = tree.path(sources, f);
            Path target = out.resolve(f.relativePath().replace(".java", ".class"));
            Files.readAttributes(source, BasicFileAttributes.class);
            try {
                Files.readAttributes(target, BasicFileAttributes.class);
            } catch (NoSuchFileException notYet) {
                // out of date: the output does not exist yet, as in a clean build
            }
            long moved = read(source);
            Files.createDirectories(target.getParent());
            return moved + write(target, Math.max(1, f.bytes() / 3));
        }, null, null, false, "per source: stat source and output, read source, write output of a third its size");
    }

    private void treeWriteUntimed(SourceTree tree, Path root) throws IOException {
        Files.createDirectory(root);
        for (SourceTree.SourceFile f : tree.files.subList(0, Math.min(tree.files.size(), 2000))) {
            run.checkCancelled();
            Files.createDirectories(tree.path(root, f).getParent());
            write(tree.path(root, f), f.bytes());
        }
    }

    private long write(Path file, int bytes) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer b = content.duplicate();
            b.limit(bytes);
            while (b.hasRemaining()) {
                c.write(b);
            }
        }
        return bytes;
    }

    private static long read(Path file) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(SourceTree.MAX_FILE_BYTES);
        long total = 0;
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
            int n;
            while ((n = c.read(b)) > 0) {
                total += n;
                b.clear();
            }
        }
        return total;
    }
}
