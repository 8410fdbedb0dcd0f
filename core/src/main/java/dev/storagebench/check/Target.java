package dev.storagebench.check;

import java.util.Locale;

/** Which directory of a build agent a check probes: the workspace, or the local Maven repository. */
public enum Target {
    WORKSPACE("workspace"),
    REPOSITORY("repository");

    private final String id;

    Target(String id) {
        this.id = id;
    }

    /** The name policies and reports use. */
    public String id() {
        return id;
    }

    /** The target called {@code text}, or null. */
    public static Target parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (Target x : values()) {
            if (x.id.equals(t)) {
                return x;
            }
        }
        return null;
    }
}
