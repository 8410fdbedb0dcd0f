package dev.storagebench;

/**
 * A user's option value that cannot work: names the option as the user wrote it ({@code <runs>/-Dstoragebench.runs}
 * in Maven, {@code --runs} in the CLI; see {@link OptionNames}), the value, what is wrong and the fix.
 */
public class InvalidOptionException extends StoragebenchException {

    private final String option;
    private final String value;
    private final String problem;
    private final String fix;

    /**
     * @param option the option as the user writes it (pass core's name through {@link OptionNames})
     * @param value the value the user gave
     * @param problem what is wrong with it
     * @param fix what to do instead
     */
    public InvalidOptionException(String option, String value, String problem, String fix) {
        super(option + "=" + value + " " + problem + "; " + fix);
        this.option = option;
        this.value = value;
        this.problem = problem;
        this.fix = fix;
    }

    /** The option as the user writes it, e.g. {@code --runs}. */
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
}
