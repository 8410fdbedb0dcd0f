package dev.storagebench.format;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides secrets in the command lines storagebench writes into reports, logs and the console: the values of
 * properties and options whose names say secret ({@code -Ddb.password=...}, {@code --token ...}), the password in a
 * URL's user info ({@code https://user:pass@host}) and in {@code -u user:pass}. The command itself still gets them;
 * only what storagebench writes is redacted, and the report says so.
 */
public final class Secrets {

    /** What a redacted value is written as. */
    public static final String MASK = "***";
    /** The note a report carries when something in it was redacted. */
    public static final String NOTE = "values of options and properties named like secrets (password, passwd, token, "
            + "secret, key, credential, auth) and URL passwords are written as " + MASK;

    private static final Pattern SECRET_NAME = Pattern.compile(
            "(?i).*(password|passwd|token|secret|key|credential|auth).*");
    /** {@code -Dname=value} or {@code --name=value} (and {@code name=value} inside a shell line). */
    private static final Pattern ASSIGNMENT = Pattern.compile("((?:-D|--?)?([A-Za-z0-9_.\\-]+)=)(\"[^\"]*\"|'[^']*'|\\S+)");
    private static final Pattern URL_PASSWORD = Pattern.compile("([A-Za-z][A-Za-z0-9+.\\-]*://[^/\\s:@]+):([^/\\s@]+)@");
    private static final Pattern USER_PASSWORD = Pattern.compile("((?:^|\\s)(?:-u|--user)(?:\\s+|=)[^\\s:]+):(\\S+)");
    /** An option that names a secret and takes its value as the next word: {@code --token abc}. */
    private static final Pattern SECRET_FLAG = Pattern.compile("((?:^|\\s)--([A-Za-z0-9_.\\-]+)\\s+)(?!-)(\\S+)");

    private Secrets() {
    }

    /** Whether an option or property name says it holds a secret. */
    static boolean secretName(String name) {
        return SECRET_NAME.matcher(name).matches();
    }

    /** The words of a command line with secret values masked. */
    public static List<String> redact(List<String> words) {
        List<String> out = new ArrayList<>(words.size());
        boolean secretNext = false;
        boolean userNext = false;
        for (String w : words) {
            if (secretNext && !w.startsWith("-")) {
                out.add(MASK);
            } else if (userNext) {
                // curl's -u user:password: the user stays, what follows the colon goes
                int colon = w.indexOf(':');
                out.add(colon < 0 ? w : w.substring(0, colon + 1) + MASK);
            } else {
                out.add(redact(w));
            }
            boolean flag = !secretNext && !userNext;
            secretNext = flag && w.startsWith("--") && !w.contains("=") && secretName(w.substring(2));
            userNext = flag && (w.equals("-u") || w.equals("--user"));
        }
        return out;
    }

    /** One word or a whole shell line with secret values masked. */
    public static String redact(String line) {
        if (line == null) {
            return null;
        }
        String r = URL_PASSWORD.matcher(line).replaceAll("$1:" + Matcher.quoteReplacement(MASK) + "@");
        r = USER_PASSWORD.matcher(r).replaceAll("$1:" + Matcher.quoteReplacement(MASK));
        Matcher m = ASSIGNMENT.matcher(r);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(secretName(m.group(2)) ? m.group(1) + MASK : m.group()));
        }
        m.appendTail(b);
        Matcher f = SECRET_FLAG.matcher(b.toString());
        StringBuilder c = new StringBuilder();
        while (f.find()) {
            boolean secret = secretName(f.group(2));
            f.appendReplacement(c, Matcher.quoteReplacement(secret ? f.group(1) + MASK : f.group()));
        }
        f.appendTail(c);
        return c.toString();
    }

    /** Whether {@link #redact(String)} changes {@code line}. */
    public static boolean hides(String line) {
        return line != null && !redact(line).equals(line);
    }
}
