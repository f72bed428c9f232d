package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads bold and italic from a font name: the last and weakest evidence (issue #4), a pure function over the
 * name string.
 *
 * <p>Rules, from research/style-detection-survey.md B1:
 * <ol>
 *   <li>The subset tag {@code ^[A-Z]{6}\+} is removed first (PDF 32000-1 9.6.4), so the letters of
 *       {@code BOLDXY+Helvetica} never count; so is a TeX driver's {@code ~hex} instance suffix.</li>
 *   <li>TeX families are looked up whole: Computer Modern {@code cmbx10}, {@code cmti10}, {@code cmsl10},
 *       {@code cmbxti10}, {@code cmssbx10}, {@code cmitt10}..., EC / cm-super {@code ecbx1000}, {@code SFTI1095}...</li>
 *   <li>The name is split into parts on {@code - _ , + .} and blanks ({@code Arial,BoldItalic}), each part
 *       into words at case changes and digits ({@code TimesNewRomanPS-BoldItalicMT} gives Bold, Italic, MT).
 *       A word counts when it is a style word or is made only of style words ({@code boldoblique},
 *       {@code MediItal}); modifiers join the next word ({@code Semi}+{@code Bold} = SemiBold, 600).</li>
 *   <li>Abbreviations ({@code Bd}, {@code It}, {@code BI}, {@code Blk}, {@code Obl}, {@code Lt}...) count only as
 *       a whole part after the first ({@code Minion-It}, {@code HelveticaNeueLTStd-BdIt}), or inside a part made
 *       only of style words, abbreviations and width words ({@code SemiboldIt}, {@code BdCn}). So the {@code LT}
 *       of {@code HelveticaNeueLTPro} is not Light, and {@code SimHei} ("black/heavy gothic") carries no vote.
 *       A one-letter abbreviation ({@code B}, {@code I}) counts only as a whole part: inside a part it is as often
 *       a variant's letter, as in {@code SimSun-ExtB} and {@code MingLiU-ExtB} (the CJK Extension B faces, all
 *       regular).</li>
 * </ol>
 *
 * <p>Policy for math and symbol fonts (decided here once): {@code cmmi} (math italic) is italic, since its
 * letters are drawn slanted and a reader sees italics; {@code cmmib} is bold italic. Symbol and dingbat fonts
 * ({@code Symbol}, {@code ZapfDingbats}, {@code Wingdings}, {@code cmsy}, {@code cmbsy}, {@code cmex},
 * {@code msam}, {@code msbm}...) are never styled: weight 400 and upright, whatever their program, flags or
 * angle say (cmsy10's FontInfo has ItalicAngle -14; an arrow or a sum sign is not emphasis). The
 * collector applies this before any other evidence ({@link NameStyle#isSymbolFont()}).
 */
final class FontNameClassifier {
    /**
     * TeX family prefixes of names {@code (cm|ec|tc|sf)[a-z]+[0-9]+}: a prefix, a shape code, a design size.
     * The scanning is by hand ({@link FontNameTokens}), as are the subset tag, the part separators
     * {@code [-_,+.\s]+} and the word boundaries at case changes and digits.
     */
    private static final Set<String> TEX_PREFIXES = Set.of("cm", "ec", "tc", "sf");
    /** Length of a TeX family prefix ("cm"). */
    private static final int TEX_PREFIX_LENGTH = 2;
    /** The Computer Modern prefix, whose codes are {@link #CM_CODES}; the others use {@link #EC_CODES}. */
    private static final String CM_PREFIX = "cm";

    /** Regular weight, used by the TeX and symbol tables. */
    private static final int REGULAR = 400;
    /** Bold weight, used by the TeX and abbreviation tables. */
    private static final int BOLD = 700;

    private static final Set<String> ITALIC_WORDS = Set.of(
            "italic", "italics", "ital", "oblique", "obli", "slanted", "slant", "inclined", "kursiv");

    /** Length range of the style words (weight and italic words): the heads {@link #segment} tries. */
    private static final int MIN_STYLE_WORD_LENGTH = styleWordLengthBound(false);
    private static final int MAX_STYLE_WORD_LENGTH = styleWordLengthBound(true);

    /** Words that join the following word: Semi+Bold, Extra+Light, Ultra+Black. */
    private static final Set<String> MODIFIERS = Set.of("semi", "demi", "extra", "ultra");

    /** Width words: neutral, but they let a part like "BdCn" count as made only of style words. */
    private static final Set<String> WIDTH_WORDS = Set.of(
            "cn", "cond", "condensed", "narrow", "ex", "ext", "extended", "wide", "compressed", "comp");

    /** Abbreviations, valid only as whole parts or inside all-style parts. Value: weight (0 none), italic. */
    private static final Map<String, Style> ABBREVIATIONS = Map.ofEntries(
            Map.entry("b", new Style(BOLD, false)), Map.entry("bd", new Style(BOLD, false)),
            Map.entry("bld", new Style(BOLD, false)), Map.entry("blk", new Style(900, false)),
            Map.entry("hv", new Style(900, false)), Map.entry("md", new Style(500, false)),
            Map.entry("sb", new Style(600, false)), Map.entry("lt", new Style(300, false)),
            Map.entry("th", new Style(100, false)), Map.entry("rg", new Style(REGULAR, false)),
            Map.entry("reg", new Style(REGULAR, false)), Map.entry("rom", new Style(REGULAR, false)),
            Map.entry("i", new Style(0, true)), Map.entry("it", new Style(0, true)),
            Map.entry("ita", new Style(0, true)), Map.entry("obl", new Style(0, true)),
            Map.entry("bi", new Style(BOLD, true)), Map.entry("bdit", new Style(BOLD, true)),
            Map.entry("bdita", new Style(BOLD, true)), Map.entry("bdobl", new Style(BOLD, true)),
            Map.entry("ltit", new Style(300, true)), Map.entry("mdit", new Style(500, true)),
            Map.entry("blkit", new Style(900, true)), Map.entry("hvit", new Style(900, true)));

    /** Computer Modern shape codes after "cm" (Knuth, Computer Modern Typefaces, and the AMS Type 1 set). */
    private static final Map<String, Style> CM_CODES = Map.ofEntries(
            Map.entry("r", new Style(REGULAR, false)), Map.entry("b", new Style(BOLD, false)),
            Map.entry("bx", new Style(BOLD, false)), Map.entry("bxti", new Style(BOLD, true)),
            Map.entry("bxsl", new Style(BOLD, true)), Map.entry("ti", new Style(REGULAR, true)),
            Map.entry("sl", new Style(REGULAR, true)), Map.entry("u", new Style(REGULAR, false)),
            Map.entry("csc", new Style(REGULAR, false)), Map.entry("ss", new Style(REGULAR, false)),
            Map.entry("ssi", new Style(REGULAR, true)), Map.entry("ssbx", new Style(BOLD, false)),
            Map.entry("ssdc", new Style(600, false)), Map.entry("ssq", new Style(REGULAR, false)),
            Map.entry("ssqi", new Style(REGULAR, true)), Map.entry("tt", new Style(REGULAR, false)),
            Map.entry("itt", new Style(REGULAR, true)), Map.entry("sltt", new Style(REGULAR, true)),
            Map.entry("vtt", new Style(REGULAR, false)), Map.entry("tcsc", new Style(REGULAR, false)),
            Map.entry("mi", new Style(REGULAR, true)), Map.entry("mib", new Style(BOLD, true)),
            Map.entry("sy", new Style(REGULAR, false)), Map.entry("bsy", new Style(BOLD, false)),
            Map.entry("ex", new Style(REGULAR, false)), Map.entry("dunh", new Style(REGULAR, false)),
            Map.entry("fib", new Style(REGULAR, false)), Map.entry("ff", new Style(REGULAR, false)),
            Map.entry("fi", new Style(REGULAR, true)));

    /** EC / TC / cm-super (SF) shape codes (the EC fonts' naming scheme, ec.dtx / cm-super README). */
    private static final Map<String, Style> EC_CODES = Map.ofEntries(
            Map.entry("rm", new Style(REGULAR, false)), Map.entry("bx", new Style(BOLD, false)),
            Map.entry("rb", new Style(BOLD, false)), Map.entry("ti", new Style(REGULAR, true)),
            Map.entry("sl", new Style(REGULAR, true)), Map.entry("bi", new Style(BOLD, true)),
            Map.entry("bl", new Style(BOLD, true)), Map.entry("cc", new Style(REGULAR, false)),
            Map.entry("ui", new Style(REGULAR, false)), Map.entry("ss", new Style(REGULAR, false)),
            Map.entry("si", new Style(REGULAR, true)), Map.entry("sx", new Style(BOLD, false)),
            Map.entry("so", new Style(BOLD, true)), Map.entry("tt", new Style(REGULAR, false)),
            Map.entry("it", new Style(REGULAR, true)), Map.entry("st", new Style(REGULAR, true)),
            Map.entry("tc", new Style(REGULAR, false)));

    /** Symbol and dingbat families: never styled (see class comment). Compared with the first part, lower case. */
    private static final Set<String> SYMBOL_FAMILIES = Set.of(
            "symbol", "symbolmt", "zapfdingbats", "dingbats", "wingdings", "wingdings2", "wingdings3",
            "webdings", "standardsymbolsps", "standardsyml", "opensymbol");

    /**
     * The AMS symbol fonts msam5..msam10 and msbm5..msbm10: {@code (?i)ms[ab]m[0-9]+}, ASCII case-insensitive;
     * this is the length of the letters before the size.
     */
    private static final int AMS_SYMBOL_PREFIX_LENGTH = 4;

    /**
     * Whole words that make a font a symbol font wherever they stand: LMMathSymbols10-Regular,
     * MathDesign-CH-Regular-Symbol-10, Fourier-Math-Symbols, StandardSymbolsPS (their FontInfo says
     * ItalicAngle -14 or 11 in texlive-doc PDFs, but they draw symbols).
     */
    private static final Set<String> SYMBOL_WORDS = Set.of("symbol", "symbols", "dingbats");

    /**
     * txfonts / pxfonts (Times / Palatino for TeX) file names {@code r?(tx|px)[a-z]+}: an optional "r" (raw), tx
     * or px, a shape code and an optional "o" (oblique, not used by the shapes below).
     */
    private static final String TX_PX_RAW_MARK = "r";
    private static final String TX_PREFIX = "tx";
    private static final String PX_PREFIX = "px";
    private static final Set<String> TX_PX_SYMBOL_CODES = Set.of("sy", "sya", "syb", "ex", "bsy", "bsya",
            "bsyb", "bex");
    private static final Set<String> TX_PX_ITALIC_CODES = Set.of("mi", "mia", "i", "sl", "itt");
    private static final Set<String> TX_PX_BOLD_CODES = Set.of("b", "bsc", "bmi", "bmia");

    /** Computer Modern math symbol and extension fonts: cmsy10 carries ItalicAngle -14 but draws symbols. */
    private static final Set<String> TEX_SYMBOL_CODES = Set.of("sy", "bsy", "ex");

    /**
     * Names classified before, without their subset tags, for every parser in the JVM: the answer depends on
     * the name alone, and a server meets the same few hundred names (Arial, Calibri, LiberationSerif-Bold,
     * CMR10) in document after document. Splitting and looking up a name's words was a sixth of a font
     * verdict's cost on one-page documents. Bounded: when full it is emptied and fills again, so hostile
     * files with endless new names cost what they did before the memo and hold at most
     * {@link #MAX_REMEMBERED_NAMES} short strings.
     */
    private static final ConcurrentHashMap<String, NameStyle> REMEMBERED = new ConcurrentHashMap<>();

    /** Names remembered at most. */
    static final int MAX_REMEMBERED_NAMES = 4096;

    /** Longer names (real ones are under 64 characters) are classified every time, not remembered. */
    static final int MAX_REMEMBERED_NAME_LENGTH = 128;

    /** The rule name of the symbol policy, tested by {@link NameStyle#isSymbolFont()}. */
    static final String SYMBOL_RULE = "symbol font, never styled";

    private FontNameClassifier() {
    }

    /** What a font name says about style; {@link NameStyle#NONE} for null, blank or opaque names. */
    static NameStyle classify(String fontName) {
        if (fontName == null || fontName.isBlank()) {
            return NameStyle.NONE;
        }
        String name = styleBearingName(fontName);
        if (name.length() > MAX_REMEMBERED_NAME_LENGTH) {
            return classifyStripped(name);
        }
        NameStyle known = REMEMBERED.get(name);
        if (known == null) {
            known = classifyStripped(name);
            if (REMEMBERED.size() >= MAX_REMEMBERED_NAMES) {
                REMEMBERED.clear();
            }
            REMEMBERED.put(name, known);
        }
        return known;
    }

    /** How many names are remembered now (tests). */
    static int rememberedNames() {
        return REMEMBERED.size();
    }

    /** {@link #classify} without the memo: the answer it must remember (tests). */
    static NameStyle classifyAfresh(String fontName) {
        if (fontName == null || fontName.isBlank()) {
            return NameStyle.NONE;
        }
        return classifyStripped(styleBearingName(fontName));
    }

    /**
     * The part of a font name its style is read from, and the memo's key: trimmed, without the subset tag, and
     * without the "~hex" suffix that TeX PDF drivers append to re-encoded copies of a font (NJJJTM+CMR6~5c,
     * YDQBHA+CMBX10~4a in texlive-doc PDFs), which goes like the subset tag.
     */
    private static String styleBearingName(String fontName) {
        return FontNameTokens.stripInstanceSuffix(stripSubsetTag(fontName.trim()));
    }

    /** {@link #classify} of a name without its subset tag and instance suffix. */
    private static NameStyle classifyStripped(String name) {
        NameStyle tex = classifyTex(name.toLowerCase(Locale.ROOT));
        if (tex != null) {
            return tex;
        }
        String[] parts = FontNameTokens.splitParts(name);
        if (parts.length > 0 && (SYMBOL_FAMILIES.contains(parts[0].toLowerCase(Locale.ROOT))
                || isAmsSymbolName(parts[0]))) {
            return new NameStyle(REGULAR, false, List.of(parts[0]), SYMBOL_RULE);
        }
        String[][] words = new String[parts.length][];
        String[][] lowerWords = new String[parts.length][];
        for (int p = 0; p < parts.length; p++) {
            words[p] = FontNameTokens.splitWords(parts[p]);
            lowerWords[p] = lowerCase(words[p]);
            for (int w = 0; w < words[p].length; w++) {
                if (SYMBOL_WORDS.contains(lowerWords[p][w])) {
                    return new NameStyle(REGULAR, false, List.of(words[p][w]), SYMBOL_RULE);
                }
            }
        }
        return classifyParts(parts, words, lowerWords, 1);
    }

    /** Each word in lower case, computed once per word: the style, weight and width tables all read it. */
    private static String[] lowerCase(String[] words) {
        String[] lower = new String[words.length];
        for (int w = 0; w < words.length; w++) {
            lower[w] = words[w].toLowerCase(Locale.ROOT);
        }
        return lower;
    }

    /** Every part may hold abbreviations: for Weight strings such as "Bold Italic" or "Bd". */
    static NameStyle classifyStyleText(String text) {
        if (text == null || text.isBlank()) {
            return NameStyle.NONE;
        }
        String[] parts = FontNameTokens.splitParts(text.trim());
        return classifyParts(parts, new String[parts.length][], new String[parts.length][], 0);
    }

    /** The name without a leading six-capital subset tag. */
    static String stripSubsetTag(String name) {
        return FontNameTokens.stripSubsetTag(name);
    }

    private static NameStyle classifyTex(String lowerName) {
        String txPxCode = txPxCode(lowerName);
        if (txPxCode != null) {
            return classifyTxPx(lowerName, txPxCode);
        }
        if (lowerName.length() <= TEX_PREFIX_LENGTH) {
            return null;
        }
        String prefix = lowerName.substring(0, TEX_PREFIX_LENGTH);
        int codeEnd = FontNameTokens.endOfLowerLetters(lowerName, TEX_PREFIX_LENGTH);
        if (!TEX_PREFIXES.contains(prefix) || codeEnd == TEX_PREFIX_LENGTH
                || !FontNameTokens.isDigitsFrom(lowerName, codeEnd)) {
            return null;
        }
        String code = lowerName.substring(TEX_PREFIX_LENGTH, codeEnd);
        Map<String, Style> codes = CM_PREFIX.equals(prefix) ? CM_CODES : EC_CODES;
        Style style = codes.get(code);
        if (style == null) {
            return null;
        }
        if (CM_PREFIX.equals(prefix) && TEX_SYMBOL_CODES.contains(code)) {
            return new NameStyle(REGULAR, false, List.of(lowerName), SYMBOL_RULE + " (TeX " + prefix
                    + code + ")");
        }
        return new NameStyle(style.weight, style.italic, List.of(lowerName), "TeX " + prefix + code);
    }

    /** The shape code of a txfonts / pxfonts name {@code r?(tx|px)([a-z]+)}, or null for other names. */
    private static String txPxCode(String lowerName) {
        int prefixStart = lowerName.startsWith(TX_PX_RAW_MARK) ? TX_PX_RAW_MARK.length() : 0;
        if (!lowerName.startsWith(TX_PREFIX, prefixStart) && !lowerName.startsWith(PX_PREFIX, prefixStart)) {
            return null;
        }
        int codeStart = prefixStart + TX_PREFIX.length();
        return FontNameTokens.isLowerLettersFrom(lowerName, codeStart) ? lowerName.substring(codeStart) : null;
    }

    /** {@code (?i)ms[ab]m[0-9]+} on the whole part: msam10, MSBM7. */
    private static boolean isAmsSymbolName(String part) {
        if (part.length() <= AMS_SYMBOL_PREFIX_LENGTH) {
            return false;
        }
        char set = FontNameTokens.asciiLower(part.charAt(2));
        return FontNameTokens.asciiLower(part.charAt(0)) == 'm' && FontNameTokens.asciiLower(part.charAt(1)) == 's'
                && (set == 'a' || set == 'b') && FontNameTokens.asciiLower(part.charAt(3)) == 'm'
                && FontNameTokens.isDigitsFrom(part, AMS_SYMBOL_PREFIX_LENGTH);
    }

    /**
     * Votes of the parts; {@code words[p]} and {@code lowerWords[p]} hold part p's words, as written and in lower
     * case, when the caller split them already, else null.
     */
    private static NameStyle classifyParts(String[] parts, String[][] words, String[][] lowerWords,
            int firstAbbreviationPart) {
        Accumulator acc = new Accumulator();
        for (int p = 0; p < parts.length; p++) {
            String part = parts[p];
            if (part.isEmpty()) {
                continue;
            }
            String lowerPart = part.toLowerCase(Locale.ROOT);
            boolean abbreviationsAllowed = p >= firstAbbreviationPart;
            if (abbreviationsAllowed && ABBREVIATIONS.containsKey(lowerPart)) {
                acc.add(ABBREVIATIONS.get(lowerPart), part);
                continue;
            }
            String[] partWords = words[p] != null ? words[p] : FontNameTokens.splitWords(part);
            String[] partLowers = lowerWords[p] != null ? lowerWords[p] : lowerCase(partWords);
            List<String> joined = new ArrayList<>(partWords.length);
            List<String> lowers = new ArrayList<>(partWords.length);
            joinModifiers(partWords, partLowers, joined, lowers);
            List<List<String>> segmented = new ArrayList<>(joined.size());
            for (String lower : lowers) {
                segmented.add(segment(lower));
            }
            boolean allStyle = abbreviationsAllowed && isAllStyle(lowers, segmented);
            for (int w = 0; w < joined.size(); w++) {
                String word = joined.get(w);
                String lower = lowers.get(w);
                List<String> styleWords = segmented.get(w);
                if (styleWords != null) {
                    for (String styleWord : styleWords) {
                        acc.add(styleOfWord(styleWord), word);
                    }
                } else if (allStyle && lower.length() > 1 && ABBREVIATIONS.containsKey(lower)) {
                    acc.add(ABBREVIATIONS.get(lower), word);
                }
            }
        }
        return acc.result();
    }

    /** txfonts / pxfonts: r(tx|px)r roman, r(tx|px)mi math italic, (tx|px)sy/sya/syb/ex symbols. */
    private static NameStyle classifyTxPx(String lowerName, String code) {
        if (TX_PX_SYMBOL_CODES.contains(code)) {
            return new NameStyle(REGULAR, false, List.of(lowerName), SYMBOL_RULE + " (TeX " + lowerName + ")");
        }
        if (TX_PX_ITALIC_CODES.contains(code)) {
            return new NameStyle(REGULAR, true, List.of(lowerName), "TeX " + lowerName);
        }
        if (TX_PX_BOLD_CODES.contains(code)) {
            return new NameStyle(BOLD, false, List.of(lowerName), "TeX " + lowerName);
        }
        return code.equals("r") ? new NameStyle(REGULAR, false, List.of(lowerName), "TeX " + lowerName) : null;
    }

    /**
     * The words with each modifier joined to the weight word after it (Semi+Bold), into {@code joined}, and in
     * lower case into {@code joinedLowers}; {@code lowers} are the words in lower case.
     */
    private static void joinModifiers(String[] words, String[] lowers, List<String> joined,
            List<String> joinedLowers) {
        for (int i = 0; i < words.length; i++) {
            if (MODIFIERS.contains(lowers[i]) && i + 1 < words.length
                    && WeightWords.isWeightWord(lowers[i] + lowers[i + 1])) {
                String word = words[i] + words[i + 1];
                joined.add(word);
                // lower-cased whole, as a word is: Java lower-cases some letters by what follows them
                joinedLowers.add(word.toLowerCase(Locale.ROOT));
                i++;
            } else if (!words[i].isEmpty()) {
                joined.add(words[i]);
                joinedLowers.add(lowers[i]);
            }
        }
    }

    /** Whether every word (lower case, with its {@link #segment} result) is a style, abbreviation or width word. */
    private static boolean isAllStyle(List<String> lowerWords, List<List<String>> segmented) {
        for (int i = 0; i < lowerWords.size(); i++) {
            String lower = lowerWords.get(i);
            if (segmented.get(i) == null && !ABBREVIATIONS.containsKey(lower) && !WIDTH_WORDS.contains(lower)) {
                return false;
            }
        }
        return !lowerWords.isEmpty();
    }

    /** Splits a lower-case word into style words covering all of it ("boldoblique"), or null. */
    static List<String> segment(String lower) {
        for (int end = Math.min(lower.length(), MAX_STYLE_WORD_LENGTH); end >= MIN_STYLE_WORD_LENGTH; end--) {
            String head = lower.substring(0, end);
            if (isStyleWord(head)) {
                if (end == lower.length()) {
                    List<String> single = new ArrayList<>();
                    single.add(head);
                    return single;
                }
                List<String> rest = segment(lower.substring(end));
                if (rest != null) {
                    rest.add(0, head);
                    return rest;
                }
            }
        }
        return null;
    }

    private static int styleWordLengthBound(boolean longest) {
        int bound = longest ? 0 : Integer.MAX_VALUE;
        for (Set<String> words : List.of(WeightWords.words(), ITALIC_WORDS)) {
            for (String word : words) {
                bound = longest ? Math.max(bound, word.length()) : Math.min(bound, word.length());
            }
        }
        return bound;
    }

    private static boolean isStyleWord(String lower) {
        return WeightWords.isWeightWord(lower) || ITALIC_WORDS.contains(lower);
    }

    private static Style styleOfWord(String lowerStyleWord) {
        return ITALIC_WORDS.contains(lowerStyleWord) ? new Style(0, true)
                : new Style(WeightWords.weightOfWord(lowerStyleWord), false);
    }

    /** A weight (0 for none) and an italic mark. */
    private static final class Style {
        final int weight;
        final boolean italic;

        Style(int weight, boolean italic) {
            this.weight = weight;
            this.italic = italic;
        }
    }

    /** Collects matched words; the last weight word wins (style suffixes follow family words). */
    private static final class Accumulator {
        private int weight = FontVerdict.UNKNOWN_WEIGHT;
        private boolean italic;
        private final List<String> matched = new ArrayList<>();

        void add(Style style, String word) {
            if (style.weight != 0) {
                weight = style.weight;
            }
            italic |= style.italic;
            matched.add(word);
        }

        NameStyle result() {
            return matched.isEmpty() ? NameStyle.NONE : new NameStyle(weight, italic, matched, "tokens");
        }
    }
}
