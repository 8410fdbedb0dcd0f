package dev.storagebench.check;

/** A rule's verdict, worst last so the check's overall outcome is the largest. */
public enum Outcome {
    PASS, WARN, FAIL;

    /** The worse of the two. */
    public Outcome worst(Outcome other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
