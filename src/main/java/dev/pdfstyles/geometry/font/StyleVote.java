package dev.pdfstyles.geometry.font;

/**
 * One evidence source's opinion on a font: a weight (or none), an italic answer (or unknown), and an optional
 * positive-only bold hint (the descriptor's ForceBold flag), each with the reason that produced it.
 * Immutable; built by the evidence classes and combined by {@link VoteCombiner}.
 */
final class StyleVote
{
    /** No weight opinion. */
    static final int NO_WEIGHT = FontVerdict.UNKNOWN_WEIGHT;

    private final EvidenceSource source;
    private final int weight;
    private final String weightReason;
    private final Tristate italic;
    private final String italicReason;
    private final boolean boldHint;
    private final String note;
    private final int refineMin;
    private final int refineMax;
    private final boolean nameRefinesFirst;

    private StyleVote(EvidenceSource source, int weight, String weightReason, Tristate italic, String italicReason,
            boolean boldHint, String note)
    {
        this(source, weight, weightReason, italic, italicReason, boldHint, note, NO_WEIGHT, NO_WEIGHT, false);
    }

    private StyleVote(EvidenceSource source, int weight, String weightReason, Tristate italic, String italicReason,
            boolean boldHint, String note, int refineMin, int refineMax, boolean nameRefinesFirst)
    {
        if (source == null)
        {
            throw new IllegalArgumentException("source is null");
        }
        if (weight != NO_WEIGHT && (weight < FontVerdict.MIN_WEIGHT || weight > FontVerdict.MAX_WEIGHT))
        {
            throw new IllegalArgumentException("weight " + weight + " is outside "
                    + FontVerdict.MIN_WEIGHT + ".." + FontVerdict.MAX_WEIGHT);
        }
        this.source = source;
        this.weight = weight;
        this.weightReason = weightReason == null ? "" : weightReason;
        this.italic = italic == null ? Tristate.UNKNOWN : italic;
        this.italicReason = italicReason == null ? "" : italicReason;
        this.boldHint = boldHint;
        this.note = note == null ? "" : note;
        this.refineMin = refineMin;
        this.refineMax = refineMax;
        this.nameRefinesFirst = nameRefinesFirst;
    }

    /** A vote with no opinion at all, carrying why (e.g. "no embedded program"). */
    static StyleVote silent(EvidenceSource source, String note)
    {
        return new StyleVote(source, NO_WEIGHT, "", Tristate.UNKNOWN, "", false, note);
    }

    /** A copy with a weight opinion. */
    StyleVote withWeight(int newWeight, String reason)
    {
        return new StyleVote(source, newWeight, reason, italic, italicReason, boldHint, note);
    }

    /**
     * A copy with a coarse weight: a flag that only says "bold member" or "not the bold member" of a family
     * (head.macStyle). A later source's precise weight inside [min, max] refines it (see {@link VoteCombiner}).
     */
    StyleVote withCoarseWeight(int newWeight, String reason, int min, int max)
    {
        return coarse(newWeight, reason, min, max, false);
    }

    /**
     * A copy with a coarse weight that the name refines before any other source: a default word ("Medium")
     * that the font's own name disambiguates (Gotham-Black, NPSRawlinsonOT-Medium, Kp-Medium).
     */
    StyleVote withNameRefinedWeight(int newWeight, String reason)
    {
        return coarse(newWeight, reason, FontVerdict.MIN_WEIGHT, FontVerdict.MAX_WEIGHT, true);
    }

    private StyleVote coarse(int newWeight, String reason, int min, int max, boolean nameFirst)
    {
        if (min > newWeight || max < newWeight)
        {
            throw new IllegalArgumentException("weight " + newWeight + " outside its band " + min + ".." + max);
        }
        return new StyleVote(source, newWeight, reason, italic, italicReason, boldHint, note, min, max, nameFirst);
    }

    /** True when a name's weight refines this coarse weight before the descriptor and the stems. */
    boolean isRefinedByNameFirst()
    {
        return nameRefinesFirst;
    }

    /** True when the weight is coarse and may be refined by a later precise weight in its band. */
    boolean isCoarseWeight()
    {
        return refineMin != NO_WEIGHT;
    }

    /**
     * True when the weight is coarse and every weight of its band is on one side of {@code minBoldWeight}:
     * no refinement, which stays in the band, can make it bold or not bold.
     */
    boolean isCoarseOnOneSideOf(int minBoldWeight)
    {
        return isCoarseWeight() && (refineMin >= minBoldWeight || refineMax < minBoldWeight);
    }

    /** The band of a coarse weight, as "min-max" (for evidence text). */
    String band()
    {
        return refineMin + "-" + refineMax;
    }

    /** Whether a weight from a later source may refine this coarse weight. */
    boolean acceptsRefinement(int otherWeight)
    {
        return isCoarseWeight() && otherWeight >= refineMin && otherWeight <= refineMax;
    }

    /** A copy with an italic opinion. */
    StyleVote withItalic(Tristate newItalic, String reason)
    {
        return new StyleVote(source, weight, weightReason, newItalic, reason, boldHint, note, refineMin, refineMax,
                nameRefinesFirst);
    }

    /** A copy with the positive-only bold hint set (ForceBold). */
    StyleVote withBoldHint(String reason)
    {
        String joined = note.isEmpty() ? reason : note + ", " + reason;
        return new StyleVote(source, weight, weightReason, italic, italicReason, true, joined, refineMin, refineMax,
                nameRefinesFirst);
    }

    /** A copy with a note appended (a reason for silence, or a fact that did not vote). */
    StyleVote withNote(String text)
    {
        String joined = note.isEmpty() ? text : note + ", " + text;
        return new StyleVote(source, weight, weightReason, italic, italicReason, boldHint, joined, refineMin,
                refineMax, nameRefinesFirst);
    }

    EvidenceSource source()
    {
        return source;
    }

    int weight()
    {
        return weight;
    }

    boolean hasWeight()
    {
        return weight != NO_WEIGHT;
    }

    String weightReason()
    {
        return weightReason;
    }

    Tristate italic()
    {
        return italic;
    }

    String italicReason()
    {
        return italicReason;
    }

    boolean hasBoldHint()
    {
        return boldHint;
    }

    String note()
    {
        return note;
    }

    /** True when the vote says nothing about weight, italic or bold. */
    boolean isSilent()
    {
        return !hasWeight() && !italic.isKnown() && !boldHint;
    }

    /** "name: weight 700 (Bold), italic YES (Italic)" style summary for the evidence string. */
    String describe()
    {
        StringBuilder sb = new StringBuilder(source.label()).append(':');
        if (hasWeight())
        {
            sb.append(" weight ").append(weight).append(" (").append(weightReason).append(')');
        }
        if (italic.isKnown())
        {
            sb.append(" italic ").append(italic).append(" (").append(italicReason).append(')');
        }
        if (!note.isEmpty())
        {
            sb.append(" [").append(note).append(']');
        }
        if (isSilent() && note.isEmpty())
        {
            sb.append(" no opinion");
        }
        return sb.toString();
    }

    @Override
    public String toString()
    {
        return describe();
    }
}
