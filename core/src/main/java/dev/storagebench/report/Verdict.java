package dev.storagebench.report;

/**
 * A one-line judgement of how much a build waits rather than computes on its storage, with the measured shares it
 * rests on so a reader can check it.
 *
 * @param level {@code cpu-bound}, {@code mixed}, {@code waiting-bound}, or {@code unknown}
 * @param text the sentence shown to the user
 * @param blockedShare median share of mojo wall time the executing threads were blocked (off CPU and not queued
 *     for a CPU); the verdict's basis. Where the run-queue wait is unknown, the off-CPU share stands in for it
 * @param offCpuShare median share of mojo wall time the executing threads spent off CPU
 * @param fileIoShare median share of mojo wall time spent inside Java file calls (JFR); null without JFR
 * @param ioPressureShare median share of run wall time in which some task stalled on IO (PSI); null without PSI
 */
public record Verdict(String level, String text, double blockedShare, double offCpuShare, Double fileIoShare,
                      Double ioPressureShare) {
}
