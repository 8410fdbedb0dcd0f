package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;

/** A policy file that cannot be used, naming the bad key or value (e.g. {@code rules[2].metric}) and the fix. */
public class InvalidPolicyException extends InvalidOptionException {

    /** An error in the policy {@code policy}, named by core's option name until the adapter names it. */
    public InvalidPolicyException(String policy, String problem, String fix) {
        super("policy", policy, problem, fix);
    }

    /** The same error with the option named as the user writes it. */
    public InvalidPolicyException(String option, String policy, String problem, String fix) {
        super(option, policy, problem, fix);
    }
}
