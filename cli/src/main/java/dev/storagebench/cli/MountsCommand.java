package dev.storagebench.cli;

import dev.storagebench.mount.MountListing;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli mounts}: which storage holds each path. */
@Command(name = "mounts", mixinStandardHelpOptions = true,
        description = "Shows, for each path, its mount: mount point, filesystem type, source, options, device "
                + "and the storage class storagebench labels reports with.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:shown", "1:unexpected error", "2:usage error"})
public final class MountsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "path", arity = "0..*",
            description = "Paths to look up (default: the current directory, ~/.m2/repository and the temp dir).")
    private List<Path> paths;

    @Option(names = "--format", paramLabel = "text|json",
            description = "Output format (default: " + MountListing.DEFAULT_FORMAT + ").")
    private String format;

    @Override
    public Integer call() throws Exception {
        String text = MountListing.render(MountListing.lookup(paths == null ? List.of() : paths), format,
                CliOptions.names(spec));
        spec.commandLine().getOut().print(text);
        spec.commandLine().getOut().flush();
        return CliFailures.OK;
    }
}
