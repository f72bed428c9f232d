package dev.pdfstyles.font;

import java.util.Locale;
import java.util.function.Supplier;

import dev.pdfstyles.EvidenceSource;


/**
 * The font descriptor's vote (PDF 32000-1 9.8): the Italic flag (bit 7) or |ItalicAngle| &gt;= 4 say italic;
 * FontWeight (PDF 1.5, 100..900) gives a weight; ForceBold (bit 19) is a positive-only bold hint. Pure.
 *
 * <p>Descriptors lie (research/style-detection-survey.md: Flags often wrong, ItalicAngle 0 on
 * {@code Amplitude-LightItalic}), so a clear Italic flag with angle 0 is no opinion at all: it is what producers
 * write without looking, and it must not overrule the name of an italic whose descriptor was left at defaults.
 * The program, when present, is asked first and wins.
 */
final class DescriptorEvidence {
    private DescriptorEvidence() {
    }

    /**
     * @param fontWeight FontWeight entry, or NaN when absent
     * @param italicFlag Flags bit 7
     * @param italicAngle ItalicAngle (0 when absent, its default)
     * @param forceBold Flags bit 19
     */
    static StyleVote vote(double fontWeight, boolean italicFlag, double italicAngle, boolean forceBold) {
        StyleVote vote = StyleVote.silent(EvidenceSource.DESCRIPTOR, "");
        if (!Double.isNaN(fontWeight)) {
            long rounded = Math.round(fontWeight);
            if (rounded >= FontVerdict.MIN_WEIGHT && rounded <= FontVerdict.MAX_WEIGHT) {
                vote = vote.withWeight((int) rounded, () -> "FontWeight " + rounded);
            } else {
                vote = vote.withNote(() -> "FontWeight " + fontWeight + " out of 100..900");
            }
        }
        Tristate angle = ItalicAngleRule.fromAngleDegrees(italicAngle);
        Supplier<String> angleText = () -> "ItalicAngle " + String.format(Locale.ROOT, "%.2f", italicAngle);
        if (italicFlag) {
            vote = vote.withItalic(Tristate.YES, () -> "Italic flag, " + angleText.get());
        } else if (angle == Tristate.YES) {
            vote = vote.withItalic(Tristate.YES, angleText);
        } else {
            vote = vote.withNote(() -> "Italic flag clear, " + angleText.get() + " (no opinion)");
        }
        if (forceBold) {
            vote = vote.withBoldHint("ForceBold");
        }
        return vote;
    }
}
