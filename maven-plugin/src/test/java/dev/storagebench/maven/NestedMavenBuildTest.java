package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.storagebench.maven.extension.RecordingEventSpy;
import org.junit.jupiter.api.Test;

class NestedMavenBuildTest {

    @Test
    void recorderIsNamedByItsRealClassName() {
        assertEquals(RecordingEventSpy.class.getName(), NestedMavenBuild.RECORDER_CLASS);
    }
}
