package dev.storagebench.check;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The check as JUnit XML (the surefire dialect Jenkins, GitLab and GitHub test reporters read): one test suite per
 * target, one test case per rule; FAIL is a failure, WARN passes with the reason in {@code system-out}.
 */
public final class JUnitReport {

    private JUnitReport() {
    }

    /** Writes {@code r} to {@code file}, replacing it. */
    public static void write(CheckReport r, Path file) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "storagebench check");
            x.writeAttribute("tests", String.valueOf(r.results().size()));
            x.writeAttribute("failures", String.valueOf(r.count(Outcome.FAIL)));
            x.writeAttribute("time", seconds(r.wallNanos()));
            for (CheckTarget t : r.targets()) {
                List<RuleResult> mine = r.results().stream().filter(res -> res.target().equals(t.target())).toList();
                suite(x, r, t, mine);
            }
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeEndDocument();
            x.close();
        } catch (XMLStreamException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static void suite(XMLStreamWriter x, CheckReport r, CheckTarget t, List<RuleResult> results)
            throws XMLStreamException {
        x.writeCharacters("\n  ");
        x.writeStartElement("testsuite");
        x.writeAttribute("name", "storagebench check " + t.target());
        x.writeAttribute("tests", String.valueOf(results.size()));
        x.writeAttribute("failures", String.valueOf(results.stream().filter(res -> res.outcome() == Outcome.FAIL)
                .count()));
        x.writeAttribute("errors", "0");
        x.writeAttribute("skipped", "0");
        x.writeAttribute("time", seconds(t.probe() == null ? 0 : java.time.Duration.between(t.probe().start(),
                t.probe().end()).toNanos()));
        x.writeAttribute("timestamp", DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(r.start().atOffset(ZoneOffset.UTC)
                .toLocalDateTime().withNano(0)));
        x.writeCharacters("\n    ");
        x.writeStartElement("properties");
        property(x, "policy", r.policy() + " (" + r.policySource() + ")");
        property(x, "path", t.path());
        if (t.mount() != null) {
            property(x, "mount", t.mount().mountPoint() + " " + t.mount().fsType() + " " + t.mount().source());
        }
        x.writeCharacters("\n    ");
        x.writeEndElement();
        for (RuleResult res : results) {
            x.writeCharacters("\n    ");
            x.writeStartElement("testcase");
            x.writeAttribute("classname", "storagebench.check." + t.target());
            x.writeAttribute("name", res.rule());
            x.writeAttribute("time", seconds(res.elapsedNanos()));
            String detail = res.message() + (res.thresholdText().isEmpty() ? "" : " (" + res.thresholdText() + ")")
                    + (res.why().isEmpty() ? "" : "\nwhy: " + res.why()) + (res.note() == null ? ""
                    : "\nnote: " + res.note());
            if (res.outcome() == Outcome.FAIL) {
                x.writeCharacters("\n      ");
                x.writeStartElement("failure");
                x.writeAttribute("type", "FAIL");
                x.writeAttribute("message", res.message());
                x.writeCharacters(detail);
                x.writeEndElement();
                x.writeCharacters("\n    ");
            } else {
                x.writeCharacters("\n      ");
                x.writeStartElement("system-out");
                x.writeCharacters(res.outcome() + ": " + detail);
                x.writeEndElement();
                x.writeCharacters("\n    ");
            }
            x.writeEndElement();
        }
        x.writeCharacters("\n  ");
        x.writeEndElement();
    }

    private static void property(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        x.writeCharacters("\n      ");
        x.writeEmptyElement("property");
        x.writeAttribute("name", name);
        x.writeAttribute("value", value);
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }
}
