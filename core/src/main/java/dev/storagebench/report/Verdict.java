package dev.storagebench.report;

/**
 * A one-line judgement of how much a build waits rather than computes on its storage, with the measured shares it
 * rests on so a reader can check it.
 *
 * @param level {@code cpu-bound}, {@code mixed} or {@code waiting-bound}
 * @param text the sentence shown to the user
 * @param offCpuShare median share of mojo wall time the executing threads spent off CPU
 * @param fileIoShare median share of mojo wall time spent inside Java file calls (JFR); null without JFR
 * @param ioPressureShare median share of run wall time in which some task stalled on IO (PSI); null without PSI
 */
public record Verdict(String level, String text, double offCpuShare, Double fileIoShare, Double ioPressureShare) {
}
