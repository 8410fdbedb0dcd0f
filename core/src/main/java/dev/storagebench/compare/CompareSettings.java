package dev.storagebench.compare;

import java.util.List;

/**
 * What a user set for {@code compare}, as the adapter received it: every getter returns null (or an empty list) when
 * the user left the option unset, and {@link CompareOptions#from} applies core's defaults. {@code bench-cli compare}
 * implements it.
 */
public interface CompareSettings {

    /** Report files, directories or globs. */
    List<String> inputs();

    /** {@code total}, {@code phase} or {@code mojo}. */
    String by();

    /** The label every other is compared against. */
    String baseline();

    /** The output format's name. */
    String format();

    /** The file to write instead of standard output. */
    String output();

    /** The confidence level of the intervals. */
    Double confidence();

    /** Whether the output device can show colours (the adapter knows its terminal). */
    boolean colorAllowed();
}
