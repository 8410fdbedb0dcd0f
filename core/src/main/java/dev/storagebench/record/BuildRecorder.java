package dev.storagebench.record;

import dev.storagebench.json.RecordJson;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Records a build from inside its JVM: each mojo execution's interval, thread counters and file-system operations
 * (from the file-operation agent, when loaded), each project's span, and optionally a Flight Recorder file of Java
 * file IO, written as a {@link Recording} when the build ends.
 *
 * <p>Mojo events arrive in the thread that runs the mojo, so a start and an end snapshot of that thread's counters
 * measure that execution alone, also under {@code -T}. Every method swallows its own failures into warnings: the
 * recorder must never break the build it records.
 */
public final class BuildRecorder {

    /** A mojo execution between its start and end events. */
    private record Pending(String key, String module, String plugin, String goal, String executionId, String phase,
                           boolean forked, String thread, ThreadSnapshot start, long[] opsStart, Map<String, long[]> mountStart) {
    }

    /** When a project started, on both clocks. */
    private record Started(long nanoTime, Instant instant) {
    }

    private final Path recordingFile;
    private final String mavenVersion;
    private final List<MojoRecord> mojos = Collections.synchronizedList(new ArrayList<>());
    private final List<ProjectRecord> projects = Collections.synchronizedList(new ArrayList<>());
    private final List<String> warnings = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Pending> pendingByKey = new ConcurrentHashMap<>();
    private final Map<String, Started> projectStarts = new ConcurrentHashMap<>();
    private final ThreadLocal<Deque<Pending>> pendingInThread = ThreadLocal.withInitial(ArrayDeque::new);
    private final ThreadLocal<int[]> forkDepth = ThreadLocal.withInitial(() -> new int[1]);
    private volatile Instant sessionStart;
    private volatile Instant sessionEnd;
    private volatile JfrRecorder jfr;
    private volatile Path jfrFile;
    private volatile boolean finished;
    private final AgentCounters agent;
    private final String agentProblem;
    /** Why the agent stopped answering during the build, or null while it answers. */
    private volatile String agentFailure;
    /** The NFS mount under the workspace, once the session said where that is; null on other storage. */
    private volatile String nfsMount;
    private volatile Path mountStats = MountStats.PROC;

    /**
     * Starts recording.
     *
     * @param recordingFile where the recording is written at the end
     * @param jfrFile where the Flight Recorder file goes, or null to record no file IO timing
     * @param mavenVersion the Maven running the build
     */
    public BuildRecorder(Path recordingFile, Path jfrFile, String mavenVersion) {
        this.recordingFile = recordingFile;
        this.mavenVersion = mavenVersion;
        // the JDK's management beans take about 50 ms to start; started here on a thread of their own, they are
        // ready on another core by the first mojo instead of delaying the build's main thread
        Thread management = new Thread(BuildRecorder::startManagement, "storagebench-management");
        management.setDaemon(true);
        management.start();
        if (!ProcFs.available()) {
            warnings.add("per-thread CPU split and IO counters: " + ProcFs.NEEDS_PROC + "/thread-self");
        }
        AgentCounters found = null;
        String problem = null;
        try {
            found = AgentCounters.find();
        } catch (RuntimeException | LinkageError e) {
            problem = e.getMessage();
        }
        this.agent = found;
        this.agentProblem = problem;
        if (jfrFile != null) {
            try {
                jfr = JfrRecorder.start(jfrFile);
                this.jfrFile = jfrFile;
            } catch (Exception | LinkageError e) {
                warnings.add("JDK Flight Recorder could not start, so time in file IO is not recorded: " + e);
            }
        }
    }

    /** Loads the management beans the recorder reads: thread CPU time per mojo, and at the end GC and heap. */
    private static void startManagement() {
        try {
            ThreadSnapshot.load();
            ManagementFactory.getMemoryPoolMXBeans();
            ManagementFactory.getGarbageCollectorMXBeans();
        } catch (RuntimeException | LinkageError e) {
            // read again where they are needed, which reports the failure there
        }
    }

    /** The build's session started. */
    public void sessionStarted() {
        sessionStart = Instant.now();
    }

    /** The build's session ended. */
    public void sessionEnded() {
        sessionEnd = Instant.now();
    }

    /**
     * Tells the agent which directories are the build's sources, outputs, local repository and temp directory, so
     * that operations are counted by role (Maven knows the output directories only once the projects are read).
     */
    public void directoryRoles(Map<String, List<String>> directories, String workingDirectory) {
        if (agent != null) {
            agent.roles(directories, workingDirectory);
        }
        nfsMount = nfsMountOf(mountStats, workingDirectory);
    }

    /** Reads mount statistics from {@code file} instead of {@code /proc/self/mountstats} (tests). */
    void readMountStatsFrom(Path file) {
        mountStats = file;
    }

    /** The NFS mount under the workspace, whose RPC counts each mojo then records; null on other storage. */
    private static String nfsMountOf(Path mountStats, String workingDirectory) {
        if (workingDirectory == null || !Files.isReadable(mountStats)) {
            return null;
        }
        try {
            return MountStats.mountOf(Files.readString(mountStats), workingDirectory);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The workspace mount's NFS counters now, or null when it is not NFS. */
    private Map<String, long[]> mountNow() {
        String mount = nfsMount;
        return mount == null ? null : MountStats.read(mountStats, mount);
    }

    /** A project started building in the calling thread. */
    public void projectStarted(String module) {
        projectStarts.put(module, new Started(System.nanoTime(), Instant.now()));
    }

    /** A project ended with {@code status} ({@code succeeded}, {@code failed} or {@code skipped}). */
    public void projectEnded(String module, String status) {
        Started start = projectStarts.remove(module);
        Instant now = Instant.now();
        if (start == null) {
            projects.add(new ProjectRecord(module, Thread.currentThread().getName(), now, now, 0, status));
            return;
        }
        projects.add(new ProjectRecord(module, Thread.currentThread().getName(), start.instant(), now,
                System.nanoTime() - start.nanoTime(), status));
    }

    /** A forked lifecycle started in the calling thread; mojos until its end are marked forked. */
    public void forkStarted() {
        forkDepth.get()[0]++;
    }

    /** A forked lifecycle ended in the calling thread. */
    public void forkEnded() {
        int[] depth = forkDepth.get();
        depth[0] = Math.max(0, depth[0] - 1);
    }

    /** A mojo starts in the calling thread; {@code phase} is null for a goal run without a phase. */
    public void mojoStarted(String module, String plugin, String goal, String executionId, String phase) {
        String key = key(module, plugin, goal, executionId);
        long[] ops = opsNow();
        Map<String, long[]> mount = mountNow();
        Pending p = new Pending(key, module, plugin, goal, executionId, phase == null ? MojoRecord.NO_PHASE : phase,
                forkDepth.get()[0] > 0, Thread.currentThread().getName(), ThreadSnapshot.take(), ops, mount);
        pendingInThread.get().push(p);
        pendingByKey.put(key, p);
    }

    /** The mojo that started in the calling thread with these coordinates ended with {@code status}. */
    public void mojoEnded(String module, String plugin, String goal, String executionId, String status) {
        ThreadSnapshot end = ThreadSnapshot.take();
        long[] opsEnd = opsNow();
        Map<String, long[]> mountEnd = mountNow();
        String key = key(module, plugin, goal, executionId);
        Deque<Pending> stack = pendingInThread.get();
        Pending p = stack.peek();
        ExecutionMetrics metrics;
        FileOps ops = null;
        if (p != null && p.key().equals(key)) {
            stack.pop();
            metrics = p.start().until(end);
            ops = p.opsStart() == null || opsEnd == null ? null : agent.between(p.opsStart(), opsEnd);
        } else {
            p = pendingByKey.get(key);
            if (p == null) {
                warnings.add("mojo " + key + " ended without a start event; it is not in the report");
                return;
            }
            warnings.add("mojo " + key + " ended in another thread than it started in; only its wall time is known");
            metrics = new ExecutionMetrics(end.nanoTime() - p.start().nanoTime(), null, null, null, null, null, null,
                    null, null);
        }
        pendingByKey.remove(key);
        mojos.add(new MojoRecord(p.module(), p.plugin(), p.goal(), p.executionId(), p.phase(), p.forked(), p.thread(),
                p.start().threadId(), p.start().instant(), end.instant(), status, metrics,
                ops == null ? null : ops.dataIo(), ops,
                p.mountStart() == null || mountEnd == null ? null : MountStats.between(p.mountStart(), mountEnd)));
    }

    /** The calling thread's agent counters, or null without the agent or once it has failed (noted once). */
    private long[] opsNow() {
        if (agent == null || agentFailure != null) {
            return null;
        }
        try {
            return agent.thread();
        } catch (RuntimeException | LinkageError e) {
            agentFailure = "the file-operation agent failed during the build: " + e.getMessage();
            return null;
        }
    }

    /** Notes a problem of the recorder's own; the build goes on. */
    public void warn(String message) {
        warnings.add(message);
    }

    /** Stops Flight Recorder and writes the recording; later calls do nothing. */
    public synchronized void finish() {
        if (finished) {
            return;
        }
        finished = true;
        if (jfr != null) {
            try {
                jfr.close();
            } catch (RuntimeException e) {
                warnings.add("JDK Flight Recorder could not write its file: " + e);
                jfrFile = null;
            }
        }
        long gcCount = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcCount += Math.max(0, gc.getCollectionCount());
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        Long heapPeak = null;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                heapPeak = (heapPeak == null ? 0 : heapPeak) + pool.getPeakUsage().getUsed();
            }
        }
        FileOps total = null;
        String opsUnavailable = agentProblem != null ? agentProblem : agentFailure;
        if (agent != null && agentFailure == null) {
            try {
                total = agent.total();
            } catch (RuntimeException e) {
                opsUnavailable = e.getMessage();
            }
        }
        for (Pending p : pendingByKey.values()) {
            warnings.add("mojo " + p.key() + " had not ended when the build ended");
        }
        List<MojoRecord> ordered;
        synchronized (mojos) {
            ordered = new ArrayList<>(mojos);
        }
        ordered.sort((a, b) -> a.start().compareTo(b.start()));
        Instant jvmStart = Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime());
        Recording recording = new Recording(mavenVersion, System.getProperty("java.version"),
                System.getProperty("java.vendor"), jvmStart, sessionStart, sessionEnd, snapshot(projects), ordered,
                gcCount, TimeUnit.MILLISECONDS.toNanos(gcMillis), heap.getUsed(),
                heap.getMax() < 0 ? null : heap.getMax(), heapPeak, jfrFile == null ? null : jfrFile.toString(),
                total, opsUnavailable, agent == null ? List.of() : agent.notInstrumented(), snapshot(warnings));
        try {
            RecordJson.write(recordingFile, recording);
        } catch (Exception e) {
            System.err.println("[WARNING] storagebench: could not write the recording to " + recordingFile + ": " + e);
        }
    }

    private static <T> List<T> snapshot(List<T> list) {
        synchronized (list) {
            return new ArrayList<>(list);
        }
    }

    private static String key(String module, String plugin, String goal, String executionId) {
        return module + " " + plugin + ":" + goal + "@" + executionId;
    }
}
