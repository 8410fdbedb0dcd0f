package dev.storagebench.mount;

import com.fasterxml.jackson.annotation.JsonValue;

/** The kind of storage a mount is, in the terms a build engineer compares: RAM, local disk, network, FUSE, overlay. */
public enum MountClass {
    TMPFS("tmpfs"),
    LOCAL_BLOCK("local-block"),
    /** An Amazon EBS volume, recognised by its NVMe model on a Nitro instance. */
    EBS("ebs"),
    /** An Amazon EC2 instance-store disk, recognised by its NVMe model. */
    INSTANCE_STORE("instance-store"),
    NFS("nfs"),
    EFS("efs"),
    FUSE("fuse"),
    OVERLAY("overlay"),
    UNKNOWN("unknown");

    private final String id;

    MountClass(String id) {
        this.id = id;
    }

    /** The name used in reports and labels, e.g. {@code local-block}. */
    @JsonValue
    public String id() {
        return id;
    }
}
