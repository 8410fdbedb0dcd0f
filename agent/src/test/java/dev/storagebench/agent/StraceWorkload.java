package dev.storagebench.agent;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A child JVM's known file operations in one directory, for {@link StraceAgreementIT}: it runs under strace with
 * the agent and prints the agent's counts for that directory, one {@code kind calls nanos amount} line per kind.
 */
public final class StraceWorkload {

    private StraceWorkload() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        String[][] roles = new String[Counters.roles().length][];
        roles[FileOps.OUTPUT] = new String[] {dir.toString()};
        Counters.roles(roles, "/nonexistent-working-directory");
        long[] before = Counters.threadCounters();
        byte[] data = new byte[100];
        for (int d = 0; d < 10; d++) {
            Path sub = Files.createDirectory(dir.resolve("d" + d));
            for (int i = 0; i < 50; i++) {
                Files.createFile(sub.resolve("new" + i));
                try (FileOutputStream out = new FileOutputStream(sub.resolve("old" + i).toFile())) {
                    out.write(data);
                }
            }
        }
        for (int d = 0; d < 10; d++) {
            Path sub = dir.resolve("d" + d);
            for (int i = 0; i < 50; i++) {
                File f = sub.resolve("old" + i).toFile();
                for (int k = 0; k < 5; k++) {
                    f.exists();
                    Files.getLastModifiedTime(sub.resolve("new" + i));
                }
                try (FileInputStream in = new FileInputStream(f)) {
                    in.read(new byte[200]);
                }
            }
            try (DirectoryStream<Path> s = Files.newDirectoryStream(sub)) {
                s.forEach(p -> { });
            }
            sub.toFile().list();
            for (int i = 0; i < 10; i++) {
                Files.move(sub.resolve("new" + i), sub.resolve("moved" + i));
            }
        }
        for (int d = 0; d < 10; d++) {
            Path sub = dir.resolve("d" + d);
            for (String name : sub.toFile().list()) {
                Files.delete(sub.resolve(name));
            }
            Files.delete(sub);
        }
        long[] after = Counters.threadCounters();
        String[] kinds = Counters.kinds();
        for (int k = 0; k < kinds.length; k++) {
            int at = (FileOps.OUTPUT * kinds.length + k) * Counters.fields();
            System.out.println("agent " + kinds[k] + " " + (after[at] - before[at]) + " "
                    + (after[at + 1] - before[at + 1]) + " " + (after[at + 2] - before[at + 2]));
        }
    }
}
