package dev.storagebench.report;

import java.util.List;

/** The order of Maven's built-in lifecycle phases, so reports list phases as a build runs them. */
final class LifecyclePhases {

    /** The clean, default and site lifecycles' phases, in order. */
    static final List<String> ORDER = List.of(
            "pre-clean", "clean", "post-clean",
            "validate", "initialize", "generate-sources", "process-sources", "generate-resources",
            "process-resources", "compile", "process-classes", "generate-test-sources", "process-test-sources",
            "generate-test-resources", "process-test-resources", "test-compile", "process-test-classes", "test",
            "prepare-package", "package", "pre-integration-test", "integration-test", "post-integration-test",
            "verify", "install", "deploy",
            "pre-site", "site", "post-site", "site-deploy");

    private LifecyclePhases() {
    }

    /**
     * A sort key: a phase's place in its lifecycle, a forked execution right after its phase, and anything else
     * (custom lifecycles, goals without a phase) after all built-in phases, in a stable order.
     */
    static int order(String group) {
        boolean forked = group.endsWith(" (forked)");
        String phase = forked ? group.substring(0, group.length() - " (forked)".length()) : group;
        int i = ORDER.indexOf(phase);
        return i < 0 ? 2 * ORDER.size() : 2 * i + (forked ? 1 : 0);
    }
}
