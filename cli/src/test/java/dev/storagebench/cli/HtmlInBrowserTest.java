package dev.storagebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the HTML comparison in a real headless Chromium: the page must parse into the tables and charts we wrote
 * and paint them. The screenshot stays in {@code target/browser/} as a test artifact. Skips when no Chromium is
 * installed (the README's test command installs Debian's).
 */
class HtmlInBrowserTest {

    private static final Path ARTIFACTS = Path.of("target/browser");

    @Test
    void theComparisonRendersInHeadlessChromium(@TempDir Path profile) throws Exception {
        Path chromium = browser();
        assumeTrue(chromium != null, "no chromium or google-chrome on PATH; install Debian's chromium to run this");
        Files.createDirectories(ARTIFACTS);
        Path html = ARTIFACTS.resolve("compare.html").toAbsolutePath();
        CliRun run = CliRun.of("compare", CompareCommandTest.REPORTS.toString(), "--format", "html", "--by", "mojo",
                "-o", html.toString());
        assertEquals(0, run.exitCode(), run.err());
        String source = Files.readString(html);
        assertFalse(source.matches("(?s).*(src|href)=.*"), "the page links to nothing, so it fetches nothing");

        String dom = chrome(chromium, profile, "--dump-dom", html.toUri().toString());
        assertTrue(dom.contains("<table id=\"totals\">"), dom);
        int charts = dom.split("<svg class=\"chart\"").length - 1;
        assertTrue(charts >= 3, "a totals chart per task and a phase chart: " + charts);

        Path png = ARTIFACTS.resolve("compare.png").toAbsolutePath();
        Files.deleteIfExists(png);
        chrome(chromium, profile, "--screenshot=" + png, "--window-size=1200,1800", html.toUri().toString());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1200, image.getWidth());
        // the bars are drawn in the palette's colours; count pixels of the first (#4e79a7) to see they painted
        int barPixels = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                if ((image.getRGB(x, y) & 0xffffff) == 0x4e79a7) {
                    barPixels++;
                }
            }
        }
        assertTrue(barPixels > 200, "bars painted: " + barPixels + " sampled pixels of the first storage's colour");
    }

    private static String chrome(Path chromium, Path profile, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                "--user-data-dir=" + profile));
        command.addAll(List.of(args));
        Path out = profile.resolve("stdout.txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(profile.resolve("stderr.txt").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium finished within 60 s");
        assertEquals(0, p.exitValue(), () -> "chromium failed: " + read(profile.resolve("stderr.txt")));
        return Files.readString(out);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (Exception e) {
            return e.toString();
        }
    }

    private static Path browser() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }
}
