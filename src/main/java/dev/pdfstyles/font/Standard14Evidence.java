package dev.pdfstyles.font;

import java.util.Locale;
import java.util.Set;

import dev.pdfstyles.EvidenceSource;

/**
 * The vote of the Standard-14 metrics for a non-embedded base-14 font or one of its aliases
 * ({@code Arial,Bold} maps to Helvetica-Bold): the AFM Weight through {@link WeightWords} (Helvetica's
 * "Medium" is 500, regular under the 600 default) and the AFM ItalicAngle ({@code Helvetica-Oblique} -12,
 * which has no Italic flag and no "Italic" in its name). Pure.
 *
 * <p>Policy: Symbol and ZapfDingbats are never styled (weight 400, upright), see {@link FontNameClassifier}.
 */
final class Standard14Evidence {
    /** Base-14 fonts that are never styled. */
    static final Set<String> SYMBOL_BASE_FONTS = Set.of("Symbol", "ZapfDingbats");

    /** Weight of the never-styled symbol fonts. */
    static final int SYMBOL_WEIGHT = 400;

    private Standard14Evidence() {
    }

    /**
     * @param baseName the base-14 name the font maps to, e.g. "Helvetica-Oblique"
     * @param afmWeight the AFM Weight line, may be null
     * @param afmItalicAngle the AFM ItalicAngle
     */
    static StyleVote vote(String baseName, String afmWeight, double afmItalicAngle) {
        StyleVote vote = StyleVote.silent(EvidenceSource.STANDARD14, () -> "maps to " + baseName);
        if (SYMBOL_BASE_FONTS.contains(baseName)) {
            return vote.withWeight(SYMBOL_WEIGHT, "symbol font, never styled")
                    .withItalic(Tristate.NO, "symbol font, never styled");
        }
        int weight = WeightWords.weightOfString(afmWeight);
        if (weight != FontVerdict.UNKNOWN_WEIGHT) {
            vote = vote.withWeight(weight, () -> "AFM Weight '" + afmWeight + "'");
        }
        Tristate italic = ItalicAngleRule.fromAngleDegrees(afmItalicAngle);
        if (italic.isKnown()) {
            vote = vote.withItalic(italic,
                    () -> String.format(Locale.ROOT, "AFM ItalicAngle %.1f", afmItalicAngle));
        }
        return vote;
    }
}
