package dev.storagebench.agent;

import java.util.List;

/**
 * What rewriting one JDK class gave.
 *
 * @param bytes the rewritten class file, or null when it could not be rewritten (it then stays as it was)
 * @param instrumented the methods instrumented, as {@link Target#id()}
 * @param notInstrumented the targets of this class that were not, with the reason
 */
record Rewritten(byte[] bytes, List<String> instrumented, List<String> notInstrumented) {
}
