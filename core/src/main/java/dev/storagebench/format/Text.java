package dev.storagebench.format;

/**
 * Makes strings from reports and users safe where storagebench writes them: one line, no terminal control
 * sequences, and a length that fits an error message.
 */
public final class Text {

    /** How much of a foreign value an error message quotes. */
    public static final int QUOTED = 40;

    private Text() {
    }

    /** {@code s} as one printable line: control characters (ESC, newlines, tabs, DEL, C1) become {@code ?}. */
    public static String printable(String s) {
        if (s == null) {
            return null;
        }
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return b.toString();
    }

    /** {@code s} printable and cut to {@value #QUOTED} characters, for quoting a foreign value in an error. */
    public static String clip(String s) {
        String p = printable(s);
        return p == null || p.length() <= QUOTED ? p : p.substring(0, QUOTED) + "...";
    }
}
