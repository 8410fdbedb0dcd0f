package dev.storagebench.probe;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The shape of a source tree, drawn from a seed: directories of 10 to 50 files, file sizes log-uniform between
 * 1 and 20 KiB (most Java sources are a few KiB, few are large), so every run on every mount makes the same tree.
 */
final class SourceTree {

    static final int MIN_FILE_BYTES = 1 << 10;
    static final int MAX_FILE_BYTES = 20 << 10;

    /** One file: its directory number, its path relative to the tree and its size. */
    record SourceFile(int directory, String relativePath, int bytes) {
    }

    final List<SourceFile> files;
    final int directories;

    private SourceTree(List<SourceFile> files, int directories) {
        this.files = List.copyOf(files);
        this.directories = directories;
    }

    static SourceTree of(int fileCount, long seed) {
        Random random = new Random(seed);
        List<SourceFile> files = new ArrayList<>();
        int dir = 0;
        while (files.size() < fileCount) {
            int inDir = 10 + random.nextInt(41);
            for (int i = 0; i < inDir && files.size() < fileCount; i++) {
                double logSize = Math.log(MIN_FILE_BYTES)
                        + random.nextDouble() * (Math.log(MAX_FILE_BYTES) - Math.log(MIN_FILE_BYTES));
                files.add(new SourceFile(dir, String.format(Locale.ROOT, "p%04d/F%02d.java", dir, i), (int) Math.exp(logSize)));
            }
            dir++;
        }
        return new SourceTree(files, dir);
    }

    static String directoryName(int directory) {
        return String.format(Locale.ROOT, "p%04d", directory);
    }

    Path path(Path root, SourceFile f) {
        return root.resolve(f.relativePath());
    }

    /** The space the files take on a filesystem of 4 KiB blocks, each file rounded up to whole blocks. */
    long allocatedBytes() {
        return files.stream().mapToLong(f -> (f.bytes() + 4095L) / 4096 * 4096).sum();
    }
}
