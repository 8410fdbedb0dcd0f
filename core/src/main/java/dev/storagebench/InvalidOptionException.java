package dev.storagebench;

/**
 * A user's option value that cannot work, with the option's core name so each adapter can name it in its own
 * terms ({@code <runs>}/{@code -Dstoragebench.runs} in Maven, {@code --runs} in the CLI).
 */
public class InvalidOptionException extends StoragebenchException {

    private final String option;
    private final String value;
    private final String problem;
    private final String fix;

    public InvalidOptionException(String option, String value, String problem, String fix) {
        super(option + "=" + value + ": " + problem + "; " + fix);
        this.option = option;
        this.value = value;
        this.problem = problem;
        this.fix = fix;
    }

    /** The option's name in core, e.g. {@code runs}. */
    public String option() {
        return option;
    }

    /** The value the user gave. */
    public String value() {
        return value;
    }

    /** What is wrong with it. */
    public String problem() {
        return problem;
    }

    /** What to do instead. */
    public String fix() {
        return fix;
    }

    /** The one-line message with the option named as the adapter shows it. */
    public String messageFor(String shownOption) {
        return shownOption + "=" + value + " " + problem + "; " + fix;
    }
}
