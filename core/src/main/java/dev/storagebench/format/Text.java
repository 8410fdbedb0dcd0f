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

    /**
     * Rendered terminal text made safe to print: line breaks and the colour codes storagebench adds
     * ({@code ESC[...m}) stay; every other control character, such as the ESC of a title-changing OSC sequence
     * carried in a report, becomes {@code ?}.
     */
    public static String terminal(String rendered) {
        StringBuilder b = new StringBuilder(rendered.length());
        for (int i = 0; i < rendered.length(); i++) {
            char c = rendered.charAt(i);
            if (c == 0x1b) {
                int j = i + 1;
                if (j < rendered.length() && rendered.charAt(j) == '[') {
                    j++;
                    while (j < rendered.length() && (Character.isDigit(rendered.charAt(j))
                            || rendered.charAt(j) == ';')) {
                        j++;
                    }
                    if (j < rendered.length() && rendered.charAt(j) == 'm') {
                        b.append(rendered, i, j + 1);
                        i = j;
                        continue;
                    }
                }
                b.append('?');
            } else if (c == '\n' || !Character.isISOControl(c)) {
                b.append(c);
            } else {
                b.append('?');
            }
        }
        return b.toString();
    }

    /**
     * {@code s} as Markdown text that renders as itself: one line, and every character Markdown or GitHub would read
     * as markup in a table cell or list item (cell breaks, emphasis, links, images, code, HTML) escaped.
     */
    public static String markdown(String s) {
        String one = printable(s.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' '));
        StringBuilder b = new StringBuilder(one.length());
        for (char c : one.toCharArray()) {
            switch (c) {
                // no tag can start without '<'; no link or image without '[' (so '(' and '!' may stay as they are)
                case '<' -> b.append("&lt;");
                case '\\', '|', '*', '_', '~', '[', ']', '`' -> b.append('\\').append(c);
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** {@code s} as a Markdown code span, fenced by more backticks than it holds in a row, on one line. */
    public static String codeSpan(String s) {
        String one = printable(s.replace('\n', ' ').replace('\r', ' '));
        int longest = 0;
        int run = 0;
        for (char c : one.toCharArray()) {
            run = c == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        return longest == 0 ? fence + one + fence : fence + " " + one + " " + fence;
    }
}
