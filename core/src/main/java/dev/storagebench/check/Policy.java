package dev.storagebench.check;

import dev.storagebench.probe.Workload;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A named set of check rules, built in or read from a YAML or JSON file.
 *
 * @param name the policy's name
 * @param description what it is for; may be empty
 * @param source where it came from: {@code built-in} or the file's path
 * @param rules its rules, in the order they are reported
 */
public record Policy(String name, String description, String source, List<Rule> rules) {

    /** The name of the policy used when none is given. */
    public static final String BUILT_IN_DEFAULT = "build-agent";

    public Policy {
        rules = List.copyOf(rules);
        description = description == null ? "" : description;
    }

    /** The probe workloads the rules need, so the check runs nothing else. */
    public Set<Workload> workloads() {
        Set<Workload> w = EnumSet.noneOf(Workload.class);
        rules.forEach(r -> w.add(r.metric().workload()));
        return w;
    }

    /** Whether some rule applies to {@code target}. */
    public boolean covers(Target target) {
        return rules.stream().anyMatch(r -> r.targets().contains(target));
    }
}
