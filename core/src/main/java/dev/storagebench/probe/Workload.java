package dev.storagebench.probe;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The probe's workloads, each shaped like something builds do to storage. */
public enum Workload {
    /** Source-tree-shaped metadata and small-file operations: create, stat, read, list, rename, delete, mkdir. */
    METADATA("metadata"),
    /** Writing a tree of many files as {@code git clone} does, without and with a final fsync. */
    CHECKOUT("checkout"),
    /** Reading every source and writing a smaller output per source, with up-to-date stat checks. */
    COMPILE("compile"),
    /** Sequential write and read in 1 MiB blocks. */
    SEQUENTIAL("sequential"),
    /** Random reads and writes at 1 B, 512 B, 4 KiB and 10 KiB, direct and synchronous where supported. */
    RANDOM("random"),
    /** 4 KiB write followed by fsync. */
    FSYNC("fsync"),
    /** Synchronous 4 KiB writes by 1, 2, 4 ... threads, each on its own file. */
    CONCURRENCY("concurrency");

    private final String id;

    Workload(String id) {
        this.id = id;
    }

    /** The name users type and reports show. */
    public String id() {
        return id;
    }

    /** Every workload's name, in run order. */
    public static List<String> ids() {
        return Arrays.stream(values()).map(Workload::id).toList();
    }

    /** The workload called {@code id}, or null. */
    public static Workload byId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(w -> w.id.equals(wanted)).findFirst().orElse(null);
    }
}
