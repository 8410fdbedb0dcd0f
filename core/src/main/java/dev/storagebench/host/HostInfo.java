package dev.storagebench.host;

import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.HardwareAbstractionLayer;

/**
 * The machine a measurement ran on: CPU model, cores, memory and kernel, from OSHI.
 *
 * @param hostname the host's name
 * @param cpuModel the processor's marketing name
 * @param physicalCores physical cores
 * @param logicalCores logical processors (what {@code nproc} shows)
 * @param memoryBytes installed memory
 * @param os operating system family and version
 * @param kernel kernel release, e.g. {@code 6.1.0-18-amd64}
 * @param arch the JVM's architecture name
 * @param note why some fields are missing, or null
 */
public record HostInfo(String hostname, String cpuModel, Integer physicalCores, Integer logicalCores,
                       Long memoryBytes, String os, String kernel, String arch, String note) {

    /** Reads the facts of this machine; fields OSHI cannot read on this platform stay null with a note. */
    public static HostInfo detect() {
        String kernel = System.getProperty("os.version");
        String arch = System.getProperty("os.arch");
        try {
            SystemInfo si = new SystemInfo();
            HardwareAbstractionLayer hal = si.getHardware();
            CentralProcessor cpu = hal.getProcessor();
            return new HostInfo(si.getOperatingSystem().getNetworkParams().getHostName(),
                    cpu.getProcessorIdentifier().getName().trim(), cpu.getPhysicalProcessorCount(),
                    cpu.getLogicalProcessorCount(), hal.getMemory().getTotal(),
                    si.getOperatingSystem().toString(), kernel, arch, null);
        } catch (RuntimeException | LinkageError e) {
            return new HostInfo(null, null, null, Runtime.getRuntime().availableProcessors(), null,
                    System.getProperty("os.name"), kernel, arch,
                    "n/a: OSHI cannot read hardware facts here: " + e);
        }
    }
}
