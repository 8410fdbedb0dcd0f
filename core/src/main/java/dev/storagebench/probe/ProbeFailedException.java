package dev.storagebench.probe;

import dev.storagebench.StoragebenchException;

/** The probe could not finish on this storage (no space, read-only, no permission, an IO error); it cleaned up. */
public class ProbeFailedException extends StoragebenchException {

    public ProbeFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
