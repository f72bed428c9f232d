package dev.pdfstyles.font;

import java.util.List;

/**
 * What a font name says about style: the weight named by its style words (or none), whether it names an
 * italic, and the words that matched. Immutable result of {@link FontNameClassifier}.
 */
final class NameStyle {
    /** Weight implied by a name whose only style word is an italic one ("Arial,Italic", "URWPalladioL-Ital"). */
    static final int IMPLIED_REGULAR_WEIGHT = 400;

    static final NameStyle NONE = new NameStyle(FontVerdict.UNKNOWN_WEIGHT, false, List.of(), "");

    private final int explicitWeight;
    private final boolean italic;
    private final List<String> matched;
    private final String rule;

    NameStyle(int explicitWeight, boolean italic, List<String> matched, String rule) {
        this.explicitWeight = explicitWeight;
        this.italic = italic;
        this.matched = List.copyOf(matched);
        this.rule = rule;
    }

    /** The weight named by a weight word, or {@link FontVerdict#UNKNOWN_WEIGHT}. */
    int explicitWeight() {
        return explicitWeight;
    }

    /** True when the name carries any style word (weight or italic). */
    boolean hasStyleWords() {
        return explicitWeight != FontVerdict.UNKNOWN_WEIGHT || italic;
    }

    /** Explicit weight, else 400 when only an italic word is present, else unknown. */
    int weight() {
        if (explicitWeight != FontVerdict.UNKNOWN_WEIGHT) {
            return explicitWeight;
        }
        return italic ? IMPLIED_REGULAR_WEIGHT : FontVerdict.UNKNOWN_WEIGHT;
    }

    /** YES with an italic word; NO when other style words are present without one; else UNKNOWN. */
    Tristate italic() {
        if (italic) {
            return Tristate.YES;
        }
        return hasStyleWords() ? Tristate.NO : Tristate.UNKNOWN;
    }

    /** The style words that matched, in order. */
    List<String> matched() {
        return matched;
    }

    /** True for the symbol and dingbat families that are never styled (see {@link FontNameClassifier}). */
    boolean isSymbolFont() {
        return rule.startsWith(FontNameClassifier.SYMBOL_RULE);
    }

    /** Which rule matched: "tokens" or a TeX family such as "TeX cmbx". */
    String rule() {
        return rule;
    }

    @Override
    public String toString() {
        return "NameStyle[weight=" + weight() + ", italic=" + italic() + ", " + rule + " " + matched + "]";
    }
}
