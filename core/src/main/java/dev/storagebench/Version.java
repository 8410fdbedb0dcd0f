package dev.storagebench;

/** The version of storagebench that is running, as written into every report. */
public final class Version {

    private Version() {
    }

    /** {@code storagebench X.Y.Z}, from the jar's manifest; {@code storagebench (development)} when run from classes. */
    public static String tool() {
        String v = Version.class.getPackage().getImplementationVersion();
        return "storagebench " + (v == null ? "(development)" : v);
    }
}
