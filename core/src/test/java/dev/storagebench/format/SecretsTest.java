package dev.storagebench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Secret values are masked wherever storagebench writes a command line (issue 12, item 10). */
class SecretsTest {

    @Test
    void propertiesAndOptionsNamedLikeSecretsLoseTheirValues() {
        assertEquals(List.of("mvn", "-Dtoken=***", "-Ddb.password=***", "-DskipTests=true", "--api-key", "***",
                        "--secret=***", "-X"),
                Secrets.redact(List.of("mvn", "-Dtoken=abc", "-Ddb.password=hunter2", "-DskipTests=true",
                        "--api-key", "k1", "--secret=s", "-X")));
        assertEquals(List.of("curl", "-u", "user:***", "https://u:***@example.invalid/x"),
                Secrets.redact(List.of("curl", "-u", "user:pass", "https://u:pw@example.invalid/x")));
        assertEquals("curl -u user:*** https://u:***@h/x && deploy --auth-token *** -Dcredential=*** -Dx=1",
                Secrets.redact("curl -u user:pass https://u:pw@h/x && deploy --auth-token t0k -Dcredential=c -Dx=1"));
    }

    @Test
    void ordinaryCommandsAreLeftAlone() {
        for (String line : new String[] {"mvn clean verify -T 2 -Dmaven.test.skip=true", "git clone /srv/r.git w",
            "rm -rf clone", "https://example.invalid/path", "npm ci --no-audit"}) {
            assertEquals(line, Secrets.redact(line));
            assertFalse(Secrets.hides(line), line);
        }
        assertTrue(Secrets.hides("-Dpassword=x"));
    }
}
