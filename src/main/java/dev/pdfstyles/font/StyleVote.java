package dev.pdfstyles.font;

import java.util.function.Supplier;

import dev.pdfstyles.EvidenceSource;

/**
 * One evidence source's opinion on a font: a weight (or none), an italic answer (or unknown), and an optional
 * positive-only bold hint (the descriptor's ForceBold flag), each with the reason that produced it.
 * Immutable; built by the evidence classes and combined by {@link VoteCombiner}.
 *
 * <p>Reasons and notes are written only when asked for: a parse reads the verdict's booleans and weight,
 * and writing the numbers of every vote as text would be a tenth of the time spent judging a font. Evidence
 * classes pass a {@code Supplier} for any reason that formats or joins values; the supplier must depend only on
 * values fixed when the vote is made.
 */
final class StyleVote {
    /** No reason or note. */
    private static final Supplier<String> NO_TEXT = () -> "";

    /** No weight opinion. */
    static final int NO_WEIGHT = FontVerdict.UNKNOWN_WEIGHT;

    private final EvidenceSource source;
    private final int weight;
    private final Supplier<String> weightReason;
    private final Tristate italic;
    private final Supplier<String> italicReason;
    private final boolean boldHint;
    private final Supplier<String> note;
    private final int refineMin;
    private final int refineMax;
    private final boolean nameRefinesFirst;
    /** What the italic answer rests on. */
    private final ItalicBasis italicBasis;

    /** What an italic answer rests on, where the combiner weighs it by that. */
    enum ItalicBasis {
        /** A stated value: an angle, a flag, a word, a measurement. */
        STATED,
        /** A field at its default value (a clear flag, an angle of 0): a weak NO. */
        DEFAULT,
        /**
         * A set style-link bit of the program (OS/2 fsSelection ITALIC or OBLIQUE, head.macStyle italic): the
         * font maker's statement of which face of the family this program is, set per face.
         */
        STYLE_LINK_BIT
    }

    private StyleVote(EvidenceSource source, int weight, Supplier<String> weightReason, Tristate italic,
            Supplier<String> italicReason, boolean boldHint, Supplier<String> note) {
        this(source, weight, weightReason, italic, italicReason, boldHint, note, NO_WEIGHT, NO_WEIGHT, false,
                ItalicBasis.STATED);
    }

    private StyleVote(EvidenceSource source, int weight, Supplier<String> weightReason, Tristate italic,
            Supplier<String> italicReason, boolean boldHint, Supplier<String> note, int refineMin, int refineMax,
            boolean nameRefinesFirst, ItalicBasis italicBasis) {
        if (source == null) {
            throw new IllegalArgumentException("source is null");
        }
        if (weight != NO_WEIGHT && (weight < FontVerdict.MIN_WEIGHT || weight > FontVerdict.MAX_WEIGHT)) {
            throw new IllegalArgumentException("weight " + weight + " is outside "
                    + FontVerdict.MIN_WEIGHT + ".." + FontVerdict.MAX_WEIGHT);
        }
        this.source = source;
        this.weight = weight;
        this.weightReason = weightReason == null ? NO_TEXT : weightReason;
        this.italic = italic == null ? Tristate.UNKNOWN : italic;
        this.italicReason = italicReason == null ? NO_TEXT : italicReason;
        this.boldHint = boldHint;
        this.note = note == null ? NO_TEXT : note;
        this.refineMin = refineMin;
        this.refineMax = refineMax;
        this.nameRefinesFirst = nameRefinesFirst;
        this.italicBasis = italicBasis;
    }

    /** A vote with no opinion at all, carrying why (e.g. "no embedded program"). */
    static StyleVote silent(EvidenceSource source, String note) {
        return silent(source, text(note));
    }

    /** A vote with no opinion at all, carrying why, written when asked for. */
    static StyleVote silent(EvidenceSource source, Supplier<String> note) {
        return new StyleVote(source, NO_WEIGHT, NO_TEXT, Tristate.UNKNOWN, NO_TEXT, false, note);
    }

    /** A copy with a weight opinion. */
    StyleVote withWeight(int newWeight, String reason) {
        return withWeight(newWeight, text(reason));
    }

    /** A copy with a weight opinion whose reason is written when asked for. */
    StyleVote withWeight(int newWeight, Supplier<String> reason) {
        return new StyleVote(source, newWeight, reason, italic, italicReason, boldHint, note, NO_WEIGHT, NO_WEIGHT,
                false, italicBasis);
    }

    /**
     * A copy with a coarse weight: a flag that only says "bold member" or "not the bold member" of a family
     * (head.macStyle). A later source's precise weight inside [min, max] refines it (see {@link VoteCombiner}).
     */
    StyleVote withCoarseWeight(int newWeight, Supplier<String> reason, int min, int max) {
        return coarse(newWeight, reason, min, max, false);
    }

    /**
     * A copy with a coarse weight that the name refines before any other source: a default word ("Medium")
     * that the font's own name disambiguates (Gotham-Black, NPSRawlinsonOT-Medium, Kp-Medium).
     */
    StyleVote withNameRefinedWeight(int newWeight, Supplier<String> reason) {
        return coarse(newWeight, reason, FontVerdict.MIN_WEIGHT, FontVerdict.MAX_WEIGHT, true);
    }

    private StyleVote coarse(int newWeight, Supplier<String> reason, int min, int max, boolean nameFirst) {
        if (min > newWeight || max < newWeight) {
            throw new IllegalArgumentException("weight " + newWeight + " outside its band " + min + ".." + max);
        }
        return new StyleVote(source, newWeight, reason, italic, italicReason, boldHint, note, min, max, nameFirst,
                italicBasis);
    }

    /** True when a name's weight refines this coarse weight before the descriptor and the stems. */
    boolean isRefinedByNameFirst() {
        return nameRefinesFirst;
    }

    /** True when the weight is coarse and may be refined by a later precise weight in its band. */
    boolean isCoarseWeight() {
        return refineMin != NO_WEIGHT;
    }

    /**
     * True when the weight is coarse and every weight of its band is on one side of {@code minBoldWeight}:
     * no refinement, which stays in the band, can make it bold or not bold.
     */
    boolean isCoarseOnOneSideOf(int minBoldWeight) {
        return isCoarseWeight() && (refineMin >= minBoldWeight || refineMax < minBoldWeight);
    }

    /**
     * True when the weight is a coarse "not the family's bold member" flag (head.macStyle's bold bit clear): its
     * band reaches down to the lightest weight, and the name does not refine it first (as it does a Type 1 or CFF
     * "Medium", a word written where nobody set one).
     */
    boolean isNotBoldMemberFlag() {
        return isCoarseWeight() && !nameRefinesFirst && refineMin == FontVerdict.MIN_WEIGHT;
    }

    /** The band of a coarse weight, as "min-max" (for evidence text). */
    String band() {
        return refineMin + "-" + refineMax;
    }

    /** Whether a weight from a later source may refine this coarse weight. */
    boolean acceptsRefinement(int otherWeight) {
        return isCoarseWeight() && otherWeight >= refineMin && otherWeight <= refineMax;
    }

    /** A copy with an italic opinion. */
    StyleVote withItalic(Tristate newItalic, String reason) {
        return withItalic(newItalic, text(reason));
    }

    /** A copy with an italic opinion whose reason is written when asked for. */
    StyleVote withItalic(Tristate newItalic, Supplier<String> reason) {
        return new StyleVote(source, weight, weightReason, newItalic, reason, boldHint, note, refineMin, refineMax,
                nameRefinesFirst, ItalicBasis.STATED);
    }

    /** A copy whose italic is a set style-link bit of the program (see {@link ItalicBasis#STYLE_LINK_BIT}). */
    StyleVote withStyleLinkItalic(String reason) {
        return new StyleVote(source, weight, weightReason, Tristate.YES, text(reason), boldHint, note, refineMin,
                refineMax, nameRefinesFirst, ItalicBasis.STYLE_LINK_BIT);
    }

    /**
     * A copy whose italic answer is "upright" only because a field holds its default value: head.macStyle's
     * italic bit clear, an ItalicAngle of 0. Producers leave such fields untouched on italic faces, so the
     * name may contradict it and the glyphs then decide ({@link VoteCombiner}).
     */
    StyleVote withDefaultUpright(Supplier<String> reason) {
        return new StyleVote(source, weight, weightReason, Tristate.NO, reason, boldHint, note, refineMin, refineMax,
                nameRefinesFirst, ItalicBasis.DEFAULT);
    }

    /** True when the italic answer rests on a default value (see {@link #withDefaultUpright}). */
    boolean isItalicFromDefault() {
        return italicBasis == ItalicBasis.DEFAULT;
    }

    /** True when the italic answer is a set style-link bit (see {@link ItalicBasis#STYLE_LINK_BIT}). */
    boolean isItalicFromStyleLinkBit() {
        return italicBasis == ItalicBasis.STYLE_LINK_BIT;
    }

    /** A copy with the positive-only bold hint set (ForceBold). */
    StyleVote withBoldHint(String reason) {
        return new StyleVote(source, weight, weightReason, italic, italicReason, true, joined(note, text(reason)),
                refineMin, refineMax, nameRefinesFirst, italicBasis);
    }

    /** A copy with a note appended (a reason for silence, or a fact that did not vote). */
    StyleVote withNote(String text) {
        return withNote(text(text));
    }

    /** A copy with a note appended, written when asked for. */
    StyleVote withNote(Supplier<String> text) {
        return new StyleVote(source, weight, weightReason, italic, italicReason, boldHint, joined(note, text),
                refineMin, refineMax, nameRefinesFirst, italicBasis);
    }

    EvidenceSource source() {
        return source;
    }

    int weight() {
        return weight;
    }

    boolean hasWeight() {
        return weight != NO_WEIGHT;
    }

    String weightReason() {
        return weightReason.get();
    }

    Tristate italic() {
        return italic;
    }

    String italicReason() {
        return italicReason.get();
    }

    boolean hasBoldHint() {
        return boldHint;
    }

    String note() {
        return note.get();
    }

    /** True when the vote says nothing about weight, italic or bold. */
    boolean isSilent() {
        return !hasWeight() && !italic.isKnown() && !boldHint;
    }

    /** A reason already written (a constant, or text the caller had anyway). */
    private static Supplier<String> text(String text) {
        return text == null || text.isEmpty() ? NO_TEXT : () -> text;
    }

    /** Two notes joined with ", ", either possibly empty; written when asked for. */
    private static Supplier<String> joined(Supplier<String> first, Supplier<String> second) {
        if (first == NO_TEXT) {
            return second;
        }
        return () -> {
            String head = first.get();
            String tail = second.get();
            return head.isEmpty() ? tail : head + ", " + tail;
        };
    }

    /** "name: weight 700 (Bold), italic YES (Italic)" style summary for the evidence string. */
    String describe() {
        StringBuilder sb = new StringBuilder(source.label()).append(':');
        if (hasWeight()) {
            sb.append(" weight ").append(weight).append(" (").append(weightReason()).append(')');
        }
        if (italic.isKnown()) {
            sb.append(" italic ").append(italic).append(" (").append(italicReason()).append(')');
        }
        String noteText = note();
        if (!noteText.isEmpty()) {
            sb.append(" [").append(noteText).append(']');
        }
        if (isSilent() && noteText.isEmpty()) {
            sb.append(" no opinion");
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return describe();
    }
}
