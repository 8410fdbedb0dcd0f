package dev.storagebench.record;

/** The system properties through which a measuring process tells the recorder in a nested build what to do. */
public final class RecordingProtocol {

    /** Where the recorder writes its {@link Recording} as JSON; without it the recorder stays dormant. */
    public static final String RECORDING_FILE_PROPERTY = "storagebench.recording.file";
    /** Where the recorder's JDK Flight Recorder file goes; without it no file IO timing is recorded. */
    public static final String JFR_FILE_PROPERTY = "storagebench.jfr.file";
    /** Clock ticks per second, measured once by the parent. */
    public static final String CLOCK_TICKS_PROPERTY = "storagebench.clockTicks";
    /** Set in every nested build so that it cannot start another measurement. */
    public static final String NESTED_PROPERTY = "storagebench.nested";

    private RecordingProtocol() {
    }
}
