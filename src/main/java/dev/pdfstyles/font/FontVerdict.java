package dev.pdfstyles.font;

import java.util.function.Supplier;

/**
 * The bold/italic verdict for one font (issue #4): a weight on the OS/2 100..900 scale or
 * {@link #UNKNOWN_WEIGHT}, an italic answer, and the evidence that decided them. Immutable: the evidence of a
 * combined verdict is written on first request (only the listing and tests read it), always the same text.
 */
public final class FontVerdict {
    /** No source had a weight opinion. */
    public static final int UNKNOWN_WEIGHT = 0;

    /** Lightest weight on the OS/2 usWeightClass scale (Thin). */
    public static final int MIN_WEIGHT = 100;

    /** Heaviest weight on the OS/2 usWeightClass scale (Black). */
    public static final int MAX_WEIGHT = 900;

    private static final FontVerdict UNKNOWN = new FontVerdict(UNKNOWN_WEIGHT, Tristate.UNKNOWN, "no evidence");

    private final int weight;
    private final Tristate italic;
    /** Whether the font's own glyph outlines (their stems) gave the weight. */
    private final boolean weightFromGlyphs;
    /** How many of its FontMatrix's em the em its letters are drawn to spans (see {@link #letterEmScale}). */
    private final double letterEmScale;
    private final Supplier<String> evidenceWriter;
    /** The evidence once written; a race writes the same text twice, which is harmless. */
    private volatile String evidence;

    FontVerdict(int weight, Tristate italic, String evidence) {
        this(weight, italic, () -> evidence == null ? "" : evidence);
    }

    /** A verdict whose evidence is written by {@code evidenceWriter} when first read (a null text reads as ""). */
    FontVerdict(int weight, Tristate italic, Supplier<String> evidenceWriter) {
        this(weight, italic, false, 1.0, evidenceWriter);
    }

    /**
     * A combined verdict: {@code weightFromGlyphs} when the glyph outlines' vote gave its weight;
     * {@code letterEmScale} as {@link #letterEmScale} gives it.
     */
    FontVerdict(int weight, Tristate italic, boolean weightFromGlyphs, double letterEmScale,
                Supplier<String> evidenceWriter) {
        if (weight != UNKNOWN_WEIGHT && (weight < MIN_WEIGHT || weight > MAX_WEIGHT)) {
            throw new IllegalArgumentException("weight " + weight + " is outside " + MIN_WEIGHT + ".." + MAX_WEIGHT);
        }
        if (italic == null) {
            throw new IllegalArgumentException("italic is null; accepted: YES, NO, UNKNOWN");
        }
        if (!(letterEmScale > 0) || Double.isInfinite(letterEmScale)) {
            throw new IllegalArgumentException("letterEmScale " + letterEmScale + " is not a positive number");
        }
        this.weight = weight;
        this.italic = italic;
        this.weightFromGlyphs = weightFromGlyphs;
        this.letterEmScale = letterEmScale;
        this.evidenceWriter = evidenceWriter;
    }

    /**
     * A verdict built by hand (for callers' tests and fixed policies).
     *
     * @throws IllegalArgumentException if weight is neither {@link #UNKNOWN_WEIGHT} nor in 100..900, or italic
     *     is null
     */
    public static FontVerdict of(int weight, Tristate italic, String evidence) {
        return new FontVerdict(weight, italic, evidence);
    }

    /** The verdict when nothing is known, with a reason (e.g. the font was null). */
    static FontVerdict unknown(String reason) {
        return reason == null || reason.isEmpty() ? UNKNOWN
                : new FontVerdict(UNKNOWN_WEIGHT, Tristate.UNKNOWN, reason);
    }

    /** 100..900, or {@link #UNKNOWN_WEIGHT}. */
    public int weight() {
        return weight;
    }

    /** YES, NO or UNKNOWN. */
    public Tristate italic() {
        return italic;
    }

    /** weight >= minBoldWeight; an unknown weight is not bold. */
    public boolean isBold(int minBoldWeight) {
        return weight != UNKNOWN_WEIGHT && weight >= minBoldWeight;
    }

    /** italic == YES. */
    public boolean isItalic() {
        return italic == Tristate.YES;
    }

    /**
     * Whether the weight was measured on the font's own glyphs (their stems) rather than read from its program,
     * descriptor or name.
     */
    boolean isWeightFromGlyphs() {
        return weightFromGlyphs;
    }

    /**
     * How many of the font's FontMatrix em the em its letters are drawn to spans: 1, except for a Type 3 font
     * whose letters, measured by the outline vote, stand far taller or shorter in its FontMatrix's em than
     * letters do ({@link LetterHeightEm}). Its stems were judged in that em; a width measured on its glyphs
     * must be divided by this, and a size taken from its text matrix multiplied by it, to be compared with
     * another font's.
     */
    public double letterEmScale() {
        return letterEmScale;
    }

    /** Which source decided each property and every other vote, e.g. "weight 700 from program (OS/2 ...)". */
    public String evidence() {
        String text = evidence;
        if (text == null) {
            String written = evidenceWriter.get();
            text = written == null ? "" : written;
            evidence = text;
        }
        return text;
    }

    @Override
    public String toString() {
        return "FontVerdict[weight=" + (weight == UNKNOWN_WEIGHT ? "unknown" : weight) + ", italic=" + italic
                + ", " + evidence() + "]";
    }
}
