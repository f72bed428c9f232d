package dev.pdfstyles.geometry.font;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads bold and italic from a font name: the last and weakest evidence (issue #4), a pure function over the
 * name string.
 *
 * <p>Rules, from research/style-detection-survey.md B1:
 * <ol>
 *   <li>The subset tag {@code ^[A-Z]{6}\+} is removed first (PDF 32000-1 9.6.4), so the letters of
 *       {@code BOLDXY+Helvetica} never count.</li>
 *   <li>TeX families are looked up whole: Computer Modern {@code cmbx10}, {@code cmti10}, {@code cmsl10},
 *       {@code cmbxti10}, {@code cmssbx10}, {@code cmitt10}..., EC / cm-super {@code ecbx1000}, {@code SFTI1095}...</li>
 *   <li>The name is split into parts on {@code - _ , + .} and blanks ({@code Arial,BoldItalic}), each part
 *       into words at case changes and digits ({@code TimesNewRomanPS-BoldItalicMT} gives Bold, Italic, MT).
 *       A word counts when it is a style word or is made only of style words ({@code boldoblique},
 *       {@code MediItal}); modifiers join the next word ({@code Semi}+{@code Bold} = SemiBold, 600).</li>
 *   <li>Abbreviations ({@code Bd}, {@code It}, {@code BI}, {@code Blk}, {@code Obl}, {@code Lt}...) count only as
 *       a whole part after the first ({@code Minion-It}, {@code HelveticaNeueLTStd-BdIt}), or inside a part made
 *       only of style words, abbreviations and width words ({@code SemiboldIt}, {@code BdCn}). So the {@code LT}
 *       of {@code HelveticaNeueLTPro} is not Light, and {@code SimHei} ("black/heavy gothic") carries no vote.</li>
 * </ol>
 *
 * <p>Policy for math and symbol fonts (decided here once): {@code cmmi} (math italic) is italic, since its
 * letters are drawn slanted and a reader sees italics; {@code cmmib} is bold italic. Symbol and dingbat fonts
 * ({@code Symbol}, {@code ZapfDingbats}, {@code Wingdings}, {@code cmsy}, {@code cmex}, {@code msam},
 * {@code msbm}...) are never styled: weight 400 and upright, whatever their flags say.
 */
final class FontNameClassifier
{
    private static final Pattern SUBSET_TAG = Pattern.compile("^[A-Z]{6}\\+");
    private static final Pattern PART_SEPARATORS = Pattern.compile("[-_,+.\\s]+");
    private static final Pattern WORD_BOUNDARY = Pattern.compile(
            "(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])");
    private static final Pattern TEX_NAME = Pattern.compile("^(cm|ec|tc|sf)([a-z]+)([0-9]+)$");

    /** Regular weight, used by the TeX and symbol tables. */
    private static final int REGULAR = 400;
    /** Bold weight, used by the TeX and abbreviation tables. */
    private static final int BOLD = 700;

    private static final Set<String> ITALIC_WORDS = Set.of(
            "italic", "italics", "ital", "oblique", "obli", "slanted", "slant", "inclined", "kursiv");

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
            "webdings", "standardsymbolsps", "standardsyml", "msam10", "msbm10", "opensymbol");

    private FontNameClassifier()
    {
    }

    /** What a font name says about style; {@link NameStyle#NONE} for null, blank or opaque names. */
    static NameStyle classify(String fontName)
    {
        if (fontName == null || fontName.isBlank())
        {
            return NameStyle.NONE;
        }
        String name = stripSubsetTag(fontName.trim());
        NameStyle tex = classifyTex(name.toLowerCase(Locale.ROOT));
        if (tex != null)
        {
            return tex;
        }
        String[] parts = PART_SEPARATORS.split(name);
        if (parts.length > 0 && SYMBOL_FAMILIES.contains(parts[0].toLowerCase(Locale.ROOT)))
        {
            return new NameStyle(REGULAR, false, List.of(parts[0]), "symbol font, never styled");
        }
        return classifyParts(parts, 1);
    }

    /** Every part may hold abbreviations: for Weight strings such as "Bold Italic" or "Bd". */
    static NameStyle classifyStyleText(String text)
    {
        if (text == null || text.isBlank())
        {
            return NameStyle.NONE;
        }
        return classifyParts(PART_SEPARATORS.split(text.trim()), 0);
    }

    /** The name without a leading six-capital subset tag. */
    static String stripSubsetTag(String name)
    {
        return SUBSET_TAG.matcher(name).replaceFirst("");
    }

    private static NameStyle classifyTex(String lowerName)
    {
        Matcher m = TEX_NAME.matcher(lowerName);
        if (!m.matches())
        {
            return null;
        }
        Map<String, Style> codes = "cm".equals(m.group(1)) ? CM_CODES : EC_CODES;
        Style style = codes.get(m.group(2));
        if (style == null)
        {
            return null;
        }
        return new NameStyle(style.weight, style.italic, List.of(lowerName),
                "TeX " + m.group(1) + m.group(2));
    }

    private static NameStyle classifyParts(String[] parts, int firstAbbreviationPart)
    {
        Accumulator acc = new Accumulator();
        for (int p = 0; p < parts.length; p++)
        {
            String part = parts[p];
            if (part.isEmpty())
            {
                continue;
            }
            String lowerPart = part.toLowerCase(Locale.ROOT);
            boolean abbreviationsAllowed = p >= firstAbbreviationPart;
            if (abbreviationsAllowed && ABBREVIATIONS.containsKey(lowerPart))
            {
                acc.add(ABBREVIATIONS.get(lowerPart), part);
                continue;
            }
            List<String> words = joinModifiers(WORD_BOUNDARY.split(part));
            boolean allStyle = abbreviationsAllowed && isAllStyle(words);
            for (String word : words)
            {
                String lower = word.toLowerCase(Locale.ROOT);
                List<String> styleWords = segment(lower);
                if (styleWords != null)
                {
                    for (String styleWord : styleWords)
                    {
                        acc.add(styleOfWord(styleWord), word);
                    }
                }
                else if (allStyle && ABBREVIATIONS.containsKey(lower))
                {
                    acc.add(ABBREVIATIONS.get(lower), word);
                }
            }
        }
        return acc.result();
    }

    private static List<String> joinModifiers(String[] words)
    {
        List<String> joined = new ArrayList<>();
        for (int i = 0; i < words.length; i++)
        {
            String lower = words[i].toLowerCase(Locale.ROOT);
            if (MODIFIERS.contains(lower) && i + 1 < words.length
                    && WeightWords.isWeightWord(lower + words[i + 1].toLowerCase(Locale.ROOT)))
            {
                joined.add(words[i] + words[i + 1]);
                i++;
            }
            else if (!words[i].isEmpty())
            {
                joined.add(words[i]);
            }
        }
        return joined;
    }

    private static boolean isAllStyle(List<String> words)
    {
        for (String word : words)
        {
            String lower = word.toLowerCase(Locale.ROOT);
            if (segment(lower) == null && !ABBREVIATIONS.containsKey(lower) && !WIDTH_WORDS.contains(lower))
            {
                return false;
            }
        }
        return !words.isEmpty();
    }

    /** Splits a lower-case word into style words covering all of it ("boldoblique"), or null. */
    static List<String> segment(String lower)
    {
        if (lower.isEmpty())
        {
            return null;
        }
        for (int end = lower.length(); end > 0; end--)
        {
            String head = lower.substring(0, end);
            if (isStyleWord(head))
            {
                if (end == lower.length())
                {
                    List<String> single = new ArrayList<>();
                    single.add(head);
                    return single;
                }
                List<String> rest = segment(lower.substring(end));
                if (rest != null)
                {
                    rest.add(0, head);
                    return rest;
                }
            }
        }
        return null;
    }

    private static boolean isStyleWord(String lower)
    {
        return WeightWords.isWeightWord(lower) || ITALIC_WORDS.contains(lower);
    }

    private static Style styleOfWord(String lowerStyleWord)
    {
        return ITALIC_WORDS.contains(lowerStyleWord) ? new Style(0, true)
                : new Style(WeightWords.weightOfWord(lowerStyleWord), false);
    }

    /** A weight (0 for none) and an italic mark. */
    private static final class Style
    {
        final int weight;
        final boolean italic;

        Style(int weight, boolean italic)
        {
            this.weight = weight;
            this.italic = italic;
        }
    }

    /** Collects matched words; the last weight word wins (style suffixes follow family words). */
    private static final class Accumulator
    {
        private int weight = FontVerdict.UNKNOWN_WEIGHT;
        private boolean italic;
        private final List<String> matched = new ArrayList<>();

        void add(Style style, String word)
        {
            if (style.weight != 0)
            {
                weight = style.weight;
            }
            italic |= style.italic;
            matched.add(word);
        }

        NameStyle result()
        {
            return matched.isEmpty() ? NameStyle.NONE : new NameStyle(weight, italic, matched, "tokens");
        }
    }
}
