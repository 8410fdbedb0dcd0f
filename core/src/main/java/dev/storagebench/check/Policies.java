package dev.storagebench.check;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.storagebench.format.Text;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads check policies: the built-in ones (YAML resources next to this class, which double as examples) and users'
 * YAML or JSON files, validating every key and value so a mistake is reported as one line naming it.
 */
public final class Policies {

    /** The largest policy file read; the built-in one is about 4 KiB. */
    static final long MAX_POLICY_BYTES = 256 * 1024;

    private static final List<String> BUILT_IN = List.of(Policy.BUILT_IN_DEFAULT);
    private static final List<String> TOP_KEYS = List.of("name", "description", "rules");
    private static final List<String> RULE_KEYS = List.of("id", "metric", "comparison", "warn", "fail", "targets",
            "why");

    private Policies() {
    }

    /** The names of the built-in policies. */
    public static List<String> builtInNames() {
        return BUILT_IN;
    }

    /** The YAML text of built-in policy {@code name}, comments and all, or null when there is none. */
    public static String builtInText(String name) {
        if (!BUILT_IN.contains(name)) {
            return null;
        }
        try (InputStream in = Policies.class.getResourceAsStream(name + ".yaml")) {
            if (in == null) {
                throw new IllegalStateException("the built-in policy " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in policy " + name, e);
        }
    }

    /**
     * The policy {@code value} names: a built-in policy's name, or a YAML or JSON file (relative to {@code cwd}).
     * A file wins over a built-in name, so a file called {@code build-agent} in the working directory is read.
     */
    public static Policy resolve(String value, Path cwd) throws InvalidPolicyException {
        // a policy is read whole and parsed as YAML; the size limit keeps a wrong file from taking minutes and memory
        Path file = cwd.resolve(value);
        if (!Files.isRegularFile(file) && BUILT_IN.contains(value)) {
            return parse(builtInText(value), false, "built-in", value);
        }
        if (!Files.isRegularFile(file)) {
            throw new InvalidPolicyException(value, "is neither a built-in policy nor a readable file",
                    "give a policy file (YAML or JSON) or one of the built-in policies: " + String.join(", ", BUILT_IN));
        }
        String text;
        try {
            long size = Files.size(file);
            if (size > MAX_POLICY_BYTES) {
                throw new InvalidPolicyException(value, "is " + size / 1024 + " KiB; a policy is a few KiB (at most "
                        + MAX_POLICY_BYTES / 1024 + " KiB)", "give the policy file itself, e.g. one started from "
                        + "'bench-cli check --print-policy'");
            }
            text = Files.readString(file);
        } catch (IOException e) {
            throw new InvalidPolicyException(value, "cannot be read (" + e.getMessage() + ")",
                    "check the file's permissions");
        }
        boolean json = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
        return parse(text, json, file.toString(), value);
    }

    /**
     * Parses a policy's text.
     *
     * @param source what the policy will say it came from
     * @param shown the option value to name in errors
     */
    static Policy parse(String text, boolean json, String source, String shown) throws InvalidPolicyException {
        ObjectMapper mapper = json ? new ObjectMapper() : new ObjectMapper(new YAMLFactory());
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        JsonNode root;
        try {
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr();
            throw new InvalidPolicyException(shown, "is not valid " + (json ? "JSON" : "YAML") + where + ": "
                    + e.getOriginalMessage().lines().findFirst().orElse(""), "fix the syntax; see 'bench-cli check "
                    + "--print-policy' for a complete example");
        }
        if (root == null || !root.isObject()) {
            throw new InvalidPolicyException(shown, "is not a mapping with 'name' and 'rules'",
                    "start from the built-in policy: 'bench-cli check --print-policy'");
        }
        unknownKeys(root, "", TOP_KEYS, shown);
        String name = text(root, "name", "", shown);
        if (name == null) {
            name = source.equals("built-in") ? shown : Path.of(source).getFileName().toString();
        }
        String description = text(root, "description", "", shown);
        JsonNode rulesNode = root.get("rules");
        if (rulesNode == null || !rulesNode.isArray() || rulesNode.isEmpty()) {
            throw new InvalidPolicyException(shown, "rules: " + (rulesNode == null ? "is missing"
                    : "must be a non-empty list"), "list at least one rule, e.g. '- metric: create-rate' with "
                    + "'fail: 2000/s'");
        }
        List<Rule> rules = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < rulesNode.size(); i++) {
            Rule rule = rule(rulesNode.get(i), "rules[" + i + "]", shown);
            if (!ids.add(rule.id())) {
                throw new InvalidPolicyException(shown, "rules[" + i + "]: the id '" + rule.id() + "' is used twice",
                        "give one of the two rules its own 'id'");
            }
            rules.add(rule);
        }
        return new Policy(name, description, source, rules);
    }

    private static Rule rule(JsonNode node, String at, String shown) throws InvalidPolicyException {
        if (!node.isObject()) {
            throw new InvalidPolicyException(shown, at + ": is not a mapping", "write each rule as keys, e.g. "
                    + "'metric: create-rate' and 'fail: 2000/s'");
        }
        unknownKeys(node, at + ".", RULE_KEYS, shown);
        String metricName = text(node, "metric", at + ".", shown);
        if (metricName == null) {
            throw new InvalidPolicyException(shown, at + ".metric: is missing", "name one of "
                    + String.join(", ", Metric.ids()));
        }
        Metric metric = Metric.byId(metricName);
        if (metric == null) {
            throw new InvalidPolicyException(shown, at + ".metric: '" + Text.clip(metricName) + "' is not a known metric",
                    "use one of " + String.join(", ", Metric.ids()));
        }
        Comparison comparison = metric.naturalComparison();
        String comparisonText = text(node, "comparison", at + ".", shown);
        if (comparisonText != null) {
            comparison = Comparison.parse(comparisonText);
            if (comparison == null) {
                throw new InvalidPolicyException(shown, at + ".comparison: '" + Text.clip(comparisonText) + "' is not a "
                        + "comparison", "use at-least (>=) or at-most (<=)");
            }
        }
        Threshold warn = threshold(node, "warn", at, metric, shown);
        Threshold fail = threshold(node, "fail", at, metric, shown);
        if (warn == null && fail == null) {
            throw new InvalidPolicyException(shown, at + ": has neither 'warn' nor 'fail'",
                    "give at least one threshold, e.g. 'fail: " + example(metric) + "'");
        }
        if (warn != null && fail != null && comparison.stricter(fail.value(), warn.value())) {
            throw new InvalidPolicyException(shown, at + ": fail " + Threshold.format(fail.value(), metric.unit())
                    + " is stricter than warn " + Threshold.format(warn.value(), metric.unit()),
                    "make warn " + (comparison == Comparison.AT_LEAST ? "higher" : "lower") + " than fail, so a "
                            + "value warns before it fails");
        }
        Set<Target> targets = EnumSet.allOf(Target.class);
        JsonNode targetsNode = node.get("targets");
        if (targetsNode != null) {
            targets = EnumSet.noneOf(Target.class);
            List<JsonNode> items = new ArrayList<>();
            if (targetsNode.isArray()) {
                targetsNode.forEach(items::add);
            } else {
                items.add(targetsNode);
            }
            for (JsonNode item : items) {
                Target t = item.isTextual() ? Target.parse(item.asText()) : null;
                if (t == null) {
                    throw new InvalidPolicyException(shown, at + ".targets: '" + Text.clip(item.asText()) + "' is not a target",
                            "use workspace, repository or both as a list");
                }
                targets.add(t);
            }
            if (targets.isEmpty()) {
                throw new InvalidPolicyException(shown, at + ".targets: is empty", "leave it out to mean both, or "
                        + "list workspace and/or repository");
            }
        }
        String id = text(node, "id", at + ".", shown);
        if (id != null && !id.matches("[A-Za-z0-9._-]+")) {
            throw new InvalidPolicyException(shown, at + ".id: '" + Text.clip(id) + "' may hold only letters, digits and . _ -",
                    "use a short name such as create-rate-strict");
        }
        return new Rule(id == null ? metric.id() : id, metric, comparison, warn, fail, targets,
                text(node, "why", at + ".", shown));
    }

    private static Threshold threshold(JsonNode node, String key, String at, Metric metric, String shown)
            throws InvalidPolicyException {
        JsonNode v = node.get(key);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isValueNode() || v.isBoolean()) {
            throw new InvalidPolicyException(shown, at + "." + key + ": is not a number or a number with a unit",
                    "write e.g. '" + key + ": " + example(metric) + "'");
        }
        try {
            return Threshold.parse(v.asText(), metric.unit());
        } catch (IllegalArgumentException e) {
            throw new InvalidPolicyException(shown, at + "." + key + ": '" + Text.clip(v.asText()) + "' " + e.getMessage(),
                    "write e.g. '" + key + ": " + example(metric) + "' for " + metric.id() + " ("
                            + unitWords(metric) + ")");
        }
    }

    private static String unitWords(Metric metric) {
        return switch (metric.unit()) {
            case RATE -> "operations per second, with or without /s";
            case THROUGHPUT -> "MiB/s, GiB/s or KiB/s";
            case LATENCY -> "ns, us, ms or s";
        };
    }

    private static String example(Metric metric) {
        return switch (metric.unit()) {
            case RATE -> "2000/s";
            case THROUGHPUT -> "100MiB/s";
            case LATENCY -> "5ms";
        };
    }

    private static String text(JsonNode node, String key, String at, String shown) throws InvalidPolicyException {
        JsonNode v = node.get(key);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isValueNode()) {
            throw new InvalidPolicyException(shown, at + key + ": must be a single value, not a list or mapping",
                    "write it on one line, e.g. '" + key + ": ...'");
        }
        return v.asText();
    }

    private static void unknownKeys(JsonNode node, String at, List<String> allowed, String shown)
            throws InvalidPolicyException {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            String key = it.next().getKey();
            if (!allowed.contains(key)) {
                // a key that is no identifier is the text of some other file (a symlink to /etc/shadow, say):
                // naming it would print that file, so only a key that looks like one is quoted
                String named = key.matches("[A-Za-z][A-Za-z0-9_-]{0,39}") ? at + key : at + "(a key that is not shown)";
                throw new InvalidPolicyException(shown, named + ": is not a known key",
                        "use " + String.join(", ", allowed) + "; is this file a policy?");
            }
        }
    }
}
