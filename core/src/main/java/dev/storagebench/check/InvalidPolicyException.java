package dev.storagebench.check;

import dev.storagebench.InvalidOptionException;

/** A policy file that cannot be used, naming the bad key or value (e.g. {@code rules[2].metric}) and the fix. */
public class InvalidPolicyException extends InvalidOptionException {

    public InvalidPolicyException(String policy, String problem, String fix) {
        super("policy", policy, problem, fix);
    }
}
