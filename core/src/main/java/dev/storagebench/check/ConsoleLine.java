package dev.storagebench.check;

/**
 * One line of the check's console output with the outcome it reports, so an adapter can show it at that level
 * (Maven logs a FAIL rule and the lines under it as errors) without reading the text.
 *
 * @param outcome the outcome the line belongs to; null for lines that report none (headings, notes)
 * @param text the line
 */
public record ConsoleLine(Outcome outcome, String text) {
}
