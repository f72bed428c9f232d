package dev.pdfstyles.font;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The weight-word table: maps a style word to the OS/2 usWeightClass scale (100..900). Used for the
 * Type 1 FontInfo / CFF Top DICT {@code Weight} strings, base-14 AFM {@code Weight} lines and font-name tokens.
 *
 * <p>The scale follows the OpenType OS/2 table (usWeightClass) and CSS font-weight names, as docling's
 * {@code font_style.py} and the survey (research/style-detection-survey.md B1) list them. Two entries need a
 * word of explanation:
 * <ul>
 *   <li>{@code medium} is 500: the base-14 AFMs write {@code Weight Medium} for Helvetica, Times-Italic and
 *       Symbol, and CJK names such as {@code HYGoThic-Medium} are regular faces, so Medium must stay below the
 *       default bold threshold of 600.</li>
 *   <li>{@code medi} is 700: it is the URW 1999 abbreviation used only for the Times-Bold clone
 *       {@code NimbusRomNo9L-Medi} and {@code URWChanceryL-MediItal}, whose Type 1 Weight is "Bold"
 *       (pdf-inspector #128, pdf2json #345).</li>
 * </ul>
 */
final class WeightWords {
    /** Word (lower case, no separators) to weight. Compound words are listed so "DemiBold" and "demibold" match. */
    private static final Map<String, Integer> WEIGHTS = Map.ofEntries(
            Map.entry("thin", 100), Map.entry("hairline", 100), Map.entry("extrathin", 100),
            Map.entry("ultrathin", 100),
            Map.entry("extralight", 200), Map.entry("ultralight", 200),
            Map.entry("light", 300), Map.entry("ligh", 300), Map.entry("semilight", 300),
            Map.entry("book", 400), Map.entry("normal", 400), Map.entry("plain", 400), Map.entry("regular", 400),
            Map.entry("regu", 400), Map.entry("roman", 400), Map.entry("roma", 400),
            Map.entry("medium", 500),
            Map.entry("demi", 600), Map.entry("demibold", 600), Map.entry("semibold", 600),
            Map.entry("bold", 700), Map.entry("medi", 700),
            Map.entry("extrabold", 800), Map.entry("ultrabold", 800),
            Map.entry("black", 900), Map.entry("heavy", 900), Map.entry("fat", 900), Map.entry("poster", 900),
            Map.entry("extrablack", 900), Map.entry("ultrablack", 900));

    private WeightWords() {
    }

    /** The weight of one style word (case-insensitive), or {@link FontVerdict#UNKNOWN_WEIGHT}. */
    static int weightOfWord(String word) {
        if (word == null) {
            return FontVerdict.UNKNOWN_WEIGHT;
        }
        Integer weight = WEIGHTS.get(word.toLowerCase(Locale.ROOT));
        return weight == null ? FontVerdict.UNKNOWN_WEIGHT : weight;
    }

    /**
     * The weight named by a free-form Weight string such as "Bold", "Semi Bold", "Demi-Bold", "Regular",
     * "Medium" or "Bold Italic"; {@link FontVerdict#UNKNOWN_WEIGHT} when no word of the table is in it.
     * Separators are dropped first ("Semi Bold" = "SemiBold" = 600); otherwise the name tokenizer decides.
     */
    static int weightOfString(String weightString) {
        if (weightString == null || weightString.isBlank()) {
            return FontVerdict.UNKNOWN_WEIGHT;
        }
        int direct = weightOfWord(withoutSeparators(weightString));
        if (direct != FontVerdict.UNKNOWN_WEIGHT) {
            return direct;
        }
        return FontNameClassifier.classifyStyleText(weightString).explicitWeight();
    }

    /** The string without blanks, underscores and hyphens: {@code replaceAll("[\\s_\\-]+", "")} by hand. */
    static String withoutSeparators(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isWeightSeparator(c)) {
                kept.append(c);
            }
        }
        return kept.length() == text.length() ? text : kept.toString();
    }

    /** The regex class {@code [\s_\-]}; {@code \s} is {@code [ \t\n\x0B\f\r]}. */
    private static boolean isWeightSeparator(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '_'
                || c == '-';
    }

    /** The words of the table (lower case). */
    static Set<String> words() {
        return WEIGHTS.keySet();
    }

    /** Whether a (lower-case) word is in the table. */
    static boolean isWeightWord(String lowerWord) {
        return WEIGHTS.containsKey(lowerWord);
    }
}
