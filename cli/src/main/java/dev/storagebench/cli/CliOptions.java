package dev.storagebench.cli;

import dev.storagebench.OptionContext;
import dev.storagebench.OptionNames;
import java.lang.reflect.Field;
import java.nio.file.Path;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The CLI's side of core's option contract: names each core option by the command's own option (the field that
 * holds a setting has core's name, so {@code warmups} is shown as {@code --warmup}), and resolves paths against the
 * current directory with reports going to {@value OptionContext#STANDALONE_OUTPUT_DIRECTORY}.
 */
final class CliOptions implements OptionNames {

    private final CommandSpec spec;

    private CliOptions(CommandSpec spec) {
        this.spec = spec;
    }

    /** How {@code spec}'s command names core's options. */
    static CliOptions names(CommandSpec spec) {
        return new CliOptions(spec);
    }

    /** The context of a command started in the current directory. */
    static OptionContext context(CommandSpec spec) {
        return OptionContext.standalone(Path.of("").toAbsolutePath(), names(spec));
    }

    @Override
    public String name(String option) {
        ArgSpec arg = find(option);
        if (arg == null) {
            return option;
        }
        return arg.isOption() ? ((picocli.CommandLine.Model.OptionSpec) arg).longestName() : arg.paramLabel();
    }

    /** The option or positional parameter held by the field named {@code option}, or null. */
    ArgSpec find(String option) {
        for (ArgSpec a : spec.args()) {
            if (a.userObject() instanceof Field f && f.getName().equals(option)) {
                return a;
            }
        }
        return null;
    }
}
