package dev.pdfstyles.font;

import java.util.function.Supplier;

import dev.pdfstyles.EvidenceSource;

/** The font name's vote, from {@link FontNameClassifier}. Pure. */
final class NameEvidence {
    private NameEvidence() {
    }

    /**
     * The vote of {@code fontName}, classified by the caller ({@code FontNameClassifier.classify(fontName)}):
     * the collector needs the style for its symbol check too, and a name is classified once per font.
     */
    static StyleVote vote(String fontName, NameStyle style) {
        StyleVote vote = style.hasStyleWords() ? StyleVote.silent(EvidenceSource.NAME, "")
                : StyleVote.silent(EvidenceSource.NAME, () -> "'" + fontName + "' has no style words");
        Supplier<String> words = () -> style.rule() + " " + style.matched();
        if (style.weight() != FontVerdict.UNKNOWN_WEIGHT) {
            vote = vote.withWeight(style.weight(), style.explicitWeight() == FontVerdict.UNKNOWN_WEIGHT
                    ? () -> "italic only, regular implied " + words.get() : words);
        }
        if (style.italic().isKnown()) {
            vote = vote.withItalic(style.italic(), words);
        }
        return vote;
    }
}
