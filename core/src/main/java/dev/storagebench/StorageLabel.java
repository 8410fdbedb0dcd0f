package dev.storagebench;

/** The name a user gives the storage under test (e.g. {@code ebs-gp3}), by which reports are grouped. */
public final class StorageLabel {

    private StorageLabel() {
    }

    /**
     * The label trimmed, or null when none was given (the mount's default label applies then).
     *
     * @param option the option's core name, for the error
     */
    public static String check(String option, String label) throws InvalidOptionException {
        String l = label == null || label.isBlank() ? null : label.trim();
        if (l != null && (l.equals(".") || l.equals(".."))) {
            // a label names a report directory: '.' or '..' would write into (or above) the output directory itself
            throw new InvalidOptionException(option, label, "names the directory itself or its parent",
                    "use a short storage name such as ebs-gp3 or efs-bursting");
        }
        if (l != null && !l.matches("[A-Za-z0-9._@+-]+")) {
            throw new InvalidOptionException(option, label, "may hold only letters, digits and . _ @ + -",
                    "use a short storage name such as ebs-gp3 or efs-bursting");
        }
        return l;
    }
}
