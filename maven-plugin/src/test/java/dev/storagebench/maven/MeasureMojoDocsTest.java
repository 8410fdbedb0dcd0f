package dev.storagebench.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.storagebench.OptionContext;
import dev.storagebench.check.CheckOptions;
import dev.storagebench.check.CheckSettings;
import dev.storagebench.check.Policy;
import dev.storagebench.measure.MeasureOptions;
import dev.storagebench.measure.MeasureSettings;
import dev.storagebench.probe.ProbeOptions;
import dev.storagebench.probe.ProbeSettings;
import dev.storagebench.run.Repetitions;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Checks, option by option, that the goal documentation generated from the Mojo's Javadoc names the property and
 * the default that core actually applies, so the goal page cannot drift from {@link MeasureOptions}.
 */
class MeasureMojoDocsTest {

    /** How the goal pages state the report directory core's build context gives. */
    private static final String BUILD_OUTPUT = "target/" + OptionContext.BUILD_OUTPUT_SUBDIRECTORY;
    private static final Pattern PROPERTY_AND_DEFAULT = Pattern.compile("Property (\\S+); default (.+?)\\.?$");

    @Test
    void everyDocumentedDefaultIsCoresDefault() throws Exception {
        Map<String, String> docs = parameterDescriptions("measure");
        Map<String, String> coreDefaults = Map.of(
                "goals", MeasureOptions.DEFAULT_GOALS,
                "runs", String.valueOf(Repetitions.DEFAULT_RUNS),
                "warmups", String.valueOf(Repetitions.DEFAULT_WARMUPS),
                "dropCaches", String.valueOf(Repetitions.DEFAULT_DROP_CACHES),
                "outputDirectory", BUILD_OUTPUT);
        for (Map.Entry<String, String> e : coreDefaults.entrySet()) {
            Matcher m = PROPERTY_AND_DEFAULT.matcher(docs.get(e.getKey()));
            assertTrue(m.find(), e.getKey() + ": " + docs.get(e.getKey()));
            assertEquals("storagebench." + e.getKey(), m.group(1));
            assertEquals(e.getValue(), m.group(2), "documented default of " + e.getKey());
        }
    }

    @Test
    void everyUserParameterIsDocumentedWithItsProperty() throws Exception {
        Map<String, String> docs = parameterDescriptions("measure");
        for (String name : new String[] {"goals", "runs", "warmups", "label", "dropCaches", "args",
                "outputDirectory", "maven", "jvmVariants", "skip"}) {
            assertNotNull(docs.get(name), name);
            assertTrue(docs.get(name).contains("Property storagebench." + name + ";"), name + ": " + docs.get(name));
        }
    }

    @Test
    void probeDocumentsCoresDefaultsAndEveryProperty() throws Exception {
        Map<String, String> docs = parameterDescriptions("probe");
        for (String name : new String[] {"path", "quick", "duration", "workloads", "maxThreads", "label",
                "outputDirectory", "skip"}) {
            assertNotNull(docs.get(name), name);
            assertTrue(docs.get(name).contains("Property storagebench." + name + ";"), name + ": " + docs.get(name));
        }
        assertTrue(docs.get("quick").endsWith("default " + ProbeOptions.DEFAULT_QUICK + "."), docs.get("quick"));
        assertTrue(docs.get("duration").contains("default " + ProbeOptions.DEFAULT_DURATION + ", or "
                + ProbeOptions.QUICK_DURATION + " with quick"), docs.get("duration"));
        assertTrue(docs.get("outputDirectory").endsWith("default " + BUILD_OUTPUT + "."));
    }

    @Test
    void checkDocumentsCoresDefaultsAndEveryProperty() throws Exception {
        Map<String, String> docs = parameterDescriptions("check");
        for (String name : new String[] {"path", "checkRepository", "policy", "baseline", "maxRegression", "failOn",
                "junitFile", "label", "outputDirectory", "duration", "timeLimit", "skip"}) {
            assertNotNull(docs.get(name), name);
            assertTrue(docs.get(name).contains("Property storagebench." + name + ";"), name + ": " + docs.get(name));
        }
        assertTrue(docs.get("policy").endsWith("default " + Policy.BUILT_IN_DEFAULT + "."), docs.get("policy"));
        assertTrue(docs.get("maxRegression").endsWith("default " + CheckOptions.DEFAULT_MAX_REGRESSION_PERCENT + "%."),
                docs.get("maxRegression"));
        assertTrue(docs.get("failOn").endsWith("default " + CheckOptions.DEFAULT_FAIL_ON.name().toLowerCase(
                java.util.Locale.ROOT) + "."), docs.get("failOn"));
        assertTrue(docs.get("duration").contains("default " + ProbeOptions.QUICK_DURATION), docs.get("duration"));
        assertTrue(docs.get("timeLimit").endsWith("default " + CheckOptions.DEFAULT_TIME_LIMIT_TEXT + "."),
                docs.get("timeLimit"));
        assertTrue(docs.get("outputDirectory").endsWith("default " + BUILD_OUTPUT + "."));
    }

    /** Core names every option of a goal; each name must be a parameter of the goal, or errors would name nothing. */
    @Test
    void everySettingIsAParameterOfItsGoal() throws Exception {
        Map<String, AbstractStoragebenchMojo> goals = Map.of("measure", new MeasureMojo(), "probe", new ProbeMojo(),
                "check", new CheckMojo());
        Map<String, Class<?>> settings = Map.of("measure", MeasureSettings.class, "probe", ProbeSettings.class,
                "check", CheckSettings.class);
        for (Map.Entry<String, AbstractStoragebenchMojo> g : goals.entrySet()) {
            Map<String, String> docs = parameterDescriptions(g.getKey());
            for (java.lang.reflect.Method m : settings.get(g.getKey()).getMethods()) {
                if (m.isDefault()) {
                    continue; // read from the environment
                }
                String parameter = g.getValue().parameterName(m.getName());
                assertNotNull(docs.get(parameter), g.getKey() + " has no parameter for " + m.getName());
                assertEquals("<" + parameter + ">/-Dstoragebench." + parameter, g.getValue().optionName(m.getName()));
            }
        }
    }

    private static Map<String, String> parameterDescriptions(String goal) throws Exception {
        Document doc;
        try (InputStream in = MeasureMojoDocsTest.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
            assertNotNull(in, "plugin.xml is generated at process-classes");
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        NodeList mojos = doc.getElementsByTagName("mojo");
        for (int i = 0; i < mojos.getLength(); i++) {
            Element mojo = (Element) mojos.item(i);
            if (!mojo.getElementsByTagName("goal").item(0).getTextContent().equals(goal)) {
                continue;
            }
            Map<String, String> result = new HashMap<>();
            NodeList params = ((Element) mojo.getElementsByTagName("parameters").item(0))
                    .getElementsByTagName("parameter");
            for (int j = 0; j < params.getLength(); j++) {
                Element p = (Element) params.item(j);
                result.put(p.getElementsByTagName("name").item(0).getTextContent(),
                        p.getElementsByTagName("description").item(0).getTextContent().replaceAll("\\s+", " ").trim());
            }
            return result;
        }
        throw new AssertionError("no " + goal + " goal in plugin.xml");
    }
}
