package dev.storagebench.check;

import dev.storagebench.mount.MountInfo;
import dev.storagebench.probe.ProbeReport;

/**
 * One directory the check looked at.
 *
 * @param target {@code workspace} or {@code repository}
 * @param path the directory as given
 * @param probedPath the directory the probe ran in: the path, or its nearest existing parent when the path does not
 *     exist yet (a local repository before the first build)
 * @param mount the mount under it
 * @param probe what the quick probe measured there, or null when it was not probed (see {@code note})
 * @param note why it was not probed, or another caveat; null when nothing
 */
public record CheckTarget(String target, String path, String probedPath, MountInfo mount, ProbeReport probe,
                          String note) {
}
