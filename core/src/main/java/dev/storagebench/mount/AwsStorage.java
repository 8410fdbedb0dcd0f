package dev.storagebench.mount;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Recognises AWS storage from what the machine itself shows, without any API call: EBS volumes and instance-store
 * disks by their NVMe model (with the EBS volume id from the serial), and EFS mounts by their server name or, when
 * mounted through efs-utils' local TLS tunnel, by its port and state files.
 */
final class AwsStorage {

    /** Where efs-utils keeps its tunnel configurations and mount state. */
    static final Path EFS_STATE_DIR = Path.of("/var/run/efs");
    /** The ports efs-utils gives its local TLS tunnels (its {@code port_range_lower_bound} and upper bound). */
    static final int EFS_TUNNEL_PORT_MIN = 20049;
    static final int EFS_TUNNEL_PORT_MAX = 20449;

    private static final String EBS_MODEL = "Amazon Elastic Block Store";
    private static final String INSTANCE_STORE_MODEL = "Amazon EC2 NVMe Instance Storage";
    private static final Pattern EBS_SERIAL = Pattern.compile("^vol-?([0-9a-f]{8,17})$");
    private static final Pattern EFS_ID = Pattern.compile("^(fs-[0-9a-f]{8,17})[.]");

    private AwsStorage() {
    }

    /** The class of an NVMe device with this model, or null when it is not AWS storage. */
    static MountClass nvmeClass(String model) {
        if (model == null) {
            return null;
        }
        return switch (model.trim()) {
            case EBS_MODEL -> MountClass.EBS;
            case INSTANCE_STORE_MODEL -> MountClass.INSTANCE_STORE;
            default -> null;
        };
    }

    /** The EBS volume id in an NVMe serial ({@code vol0abc...} becomes {@code vol-0abc...}), or null. */
    static String ebsVolumeId(String serial) {
        if (serial == null) {
            return null;
        }
        Matcher m = EBS_SERIAL.matcher(serial.trim().toLowerCase(Locale.ROOT));
        return m.matches() ? "vol-" + m.group(1) : null;
    }

    /** The file system id in an EFS server name such as {@code fs-0123.efs.us-east-1.amazonaws.com}, or null. */
    static String efsIdOfServer(String server) {
        if (server == null) {
            return null;
        }
        Matcher m = EFS_ID.matcher(server.toLowerCase(Locale.ROOT));
        return m.find() ? m.group(1) : null;
    }

    /**
     * The local tunnel port of an NFS mount made by efs-utils ({@code 127.0.0.1:/} with a {@code port=} in its
     * range), or -1 when the mount is not one.
     */
    static int efsTunnelPort(String server, String options) {
        if (!"127.0.0.1".equals(server) && !"localhost".equals(server)) {
            return -1;
        }
        for (String option : options.split(",")) {
            if (option.startsWith("port=")) {
                try {
                    int port = Integer.parseInt(option.substring("port=".length()));
                    return port >= EFS_TUNNEL_PORT_MIN && port <= EFS_TUNNEL_PORT_MAX ? port : -1;
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return -1;
    }

    /**
     * The file system id of the efs-utils mount on {@code port}, from the names of its files in {@code stateDir}
     * ({@code stunnel-config.fs-0123.mnt.efs.20049}, or the state file {@code fs-0123.mnt.efs.20049}); null when
     * none is there or it cannot be read.
     */
    static String efsIdOfTunnel(Path stateDir, int port) {
        if (stateDir == null || !Files.isDirectory(stateDir)) {
            return null;
        }
        String suffix = "." + port;
        try (Stream<Path> files = Files.list(stateDir)) {
            return files.map(f -> f.getFileName().toString())
                    .map(n -> n.startsWith("stunnel-config.") ? n.substring("stunnel-config.".length()) : n)
                    .filter(n -> n.endsWith(suffix))
                    .map(n -> {
                        Matcher m = EFS_ID.matcher(n);
                        return m.find() ? m.group(1) : null;
                    })
                    .filter(id -> id != null)
                    .sorted()
                    .findFirst().orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
