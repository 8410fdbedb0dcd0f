package dev.storagebench.mount;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Facts about a block device from sysfs: its name, whether it is rotational, a loop device's image file, and an NVMe
 * device's model and serial (which on AWS say EBS volume or instance store, and the volume's id).
 */
final class BlockDevices {

    /**
     * A block device as sysfs describes it; {@code rotational} is null when sysfs does not say; {@code model} and
     * {@code serial} are those of its {@code device} (an NVMe namespace's controller, a SCSI disk), null when
     * sysfs has none.
     */
    record Device(String name, Boolean rotational, String loopBackingFile, String model, String serial) {
    }

    private final Path sysRoot;

    BlockDevices(Path sysRoot) {
        this.sysRoot = sysRoot;
    }

    /**
     * Finds the device by its major:minor number, or by the mount source for filesystems such as btrfs that report
     * an anonymous device number; null when neither names a block device in sysfs.
     */
    Device find(String majorMinor, String source) {
        Path dir = null;
        if (!majorMinor.startsWith("0:")) {
            dir = realDir(sysRoot.resolve("dev/block").resolve(majorMinor));
        }
        if (dir == null && source.startsWith("/dev/")) {
            String name = Path.of(source).getFileName().toString();
            try {
                name = Path.of(source).toRealPath().getFileName().toString();
            } catch (IOException | RuntimeException ignored) {
                // the device node is not visible here (e.g. a captured table); sysfs may still know the name
            }
            dir = realDir(sysRoot.resolve("class/block").resolve(name));
        }
        if (dir == null) {
            return null;
        }
        Boolean rotational = readFlag(dir.resolve("queue/rotational"));
        if (rotational == null && dir.getParent() != null) {
            // a partition has no queue of its own; its disk's queue is one level up
            rotational = readFlag(dir.getParent().resolve("queue/rotational"));
        }
        String backing = readLine(dir.resolve("loop/backing_file"));
        // an NVMe namespace's "device" is its controller, which has the model and serial; a partition's is one up
        Path controller = dir.resolve("device");
        if (!Files.isDirectory(controller) && dir.getParent() != null) {
            controller = dir.getParent().resolve("device");
        }
        return new Device(dir.getFileName().toString(), rotational, backing, readLine(controller.resolve("model")),
                readLine(controller.resolve("serial")));
    }

    private static Path realDir(Path path) {
        try {
            return Files.exists(path) ? path.toRealPath() : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static Boolean readFlag(Path file) {
        String line = readLine(file);
        return line == null ? null : line.equals("1");
    }

    private static String readLine(Path file) {
        try {
            return Files.isReadable(file) ? Files.readString(file).trim() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
