package it.storagebench.ops;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/** Makes a known number of file operations in the build directory, so that the recorded counts can be checked. */
@Mojo(name = "touch", threadSafe = true)
public class TouchMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project.build.directory}", readonly = true)
    private java.io.File target;

    @Override
    public void execute() throws MojoExecutionException {
        Path dir = target.toPath().resolve("ops");
        try {
            Files.createDirectory(dir);                         // 1 mkdir
            for (int i = 0; i < 200; i++) {
                Files.createFile(dir.resolve("f" + i));         // 200 creates
            }
            for (int i = 0; i < 1000; i++) {
                Files.exists(dir.resolve("f" + (i % 200)));     // 1000 stats
            }
            Files.write(dir.resolve("data"), new byte[10_000]); // 1 open for writing, 10,000 bytes
            for (int i = 0; i < 200; i++) {
                Files.delete(dir.resolve("f" + i));             // 200 deletes, each after 1 stat
            }
            Files.delete(dir.resolve("data"));                  // 1 delete, 1 stat
        } catch (IOException e) {
            throw new MojoExecutionException("file operations failed: " + e, e);
        }
    }
}
