package dev.storagebench;

/** The base of storagebench's typed failures, which adapters turn into one-line messages. */
public class StoragebenchException extends Exception {

    public StoragebenchException(String message) {
        super(message);
    }

    public StoragebenchException(String message, Throwable cause) {
        super(message, cause);
    }
}
