package dev.storagebench;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.util.Locale;

/** Why a file operation failed, in the words and errno names build engineers search for. */
public final class IoErrors {

    private IoErrors() {
    }

    /** The reason: permission denied (EACCES), read-only file system (EROFS), no space left on device (ENOSPC)... */
    public static String reason(IOException e) {
        String r = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.getMessage();
        if (e instanceof AccessDeniedException) {
            return "permission denied (EACCES)";
        }
        if (r == null) {
            return e.getClass().getSimpleName();
        }
        String lower = r.toLowerCase(Locale.ROOT);
        if (lower.contains("no space left")) {
            return "no space left on device (ENOSPC)";
        }
        if (lower.contains("read-only file system")) {
            return "read-only file system (EROFS)";
        }
        if (lower.contains("permission denied")) {
            return "permission denied (EACCES)";
        }
        return r.lines().findFirst().orElse(r);
    }
}
