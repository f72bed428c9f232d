package dev.pdfstyles.font;

import java.util.Locale;
import java.util.function.Supplier;

import dev.pdfstyles.EvidenceSource;


/**
 * Turns {@link ProgramFacts} into the program's vote (issue #4, the most trusted source). Pure.
 *
 * <ul>
 *   <li>sfnt: OS/2 usWeightClass, raised to 700 when fsSelection bit 5 (BOLD) is set; italic from fsSelection
 *       bit 0 (ITALIC) or bit 9 (OBLIQUE), else from post.italicAngle; an explicit upright answer otherwise.
 *       Only without OS/2, head.macStyle bit 0 (bold) and bit 1 (italic) decide (FreeType {@code sfobjs.c};
 *       pdf-inspector PR #507 "keep explicit OS/2 styling authoritative"). PDFBox's own TrueType subsets keep
 *       head but drop OS/2 and post, so this is common; the bit is coarse (700 or 400) and a later precise
 *       weight on the same side refines it ({@link VoteCombiner}).</li>
 *   <li>CFF / Type 1: the Weight string through {@link WeightWords} ("Medium", the format's default, only as a
 *       coarse weight: see {@link #DEFAULT_WEIGHT_STRING}); italic from a skewed FontMatrix or
 *       |ItalicAngle| &gt;= 4. An ItalicAngle of 0 says "upright" only when a Weight string other than the
 *       default "Medium" is present too: CFF parsers fill ItalicAngle 0 by default, and a FontInfo left at its
 *       defaults (Kerkis-Italic: Weight Medium, ItalicAngle 0) would otherwise overrule a truthful descriptor,
 *       stem slant or name.</li>
 *   <li>An "upright" that rests on a field at its default value (head.macStyle's italic bit clear, an
 *       italicAngle or ItalicAngle of 0) is a weak answer ({@link StyleVote#withDefaultUpright}): producers
 *       leave those fields untouched on italic faces, so a source that says italic makes the glyphs decide
 *       (#23, failure class 6).</li>
 *   <li>An OS/2 table with no fsSelection style bit and the default usWeightClass states no style and does
 *       not vote (see {@link #statesStyle}).</li>
 * </ul>
 */
final class ProgramEvidence {
    /** OS/2 fsSelection bit 0: ITALIC (OpenType spec, OS/2 table). */
    static final int FS_SELECTION_ITALIC = 1;
    /** OS/2 fsSelection bit 5: BOLD. */
    static final int FS_SELECTION_BOLD = 1 << 5;
    /** OS/2 fsSelection bit 9: OBLIQUE (OS/2 version 4 and later). */
    static final int FS_SELECTION_OBLIQUE = 1 << 9;
    /** OS/2 fsSelection bit 6: REGULAR (set on the family's regular face; bits 0 and 5 then clear). */
    static final int FS_SELECTION_REGULAR = 1 << 6;
    /** The fsSelection bits that state a face's style: a real face sets at least one of them. */
    static final int FS_SELECTION_STYLE_BITS = FS_SELECTION_ITALIC | FS_SELECTION_BOLD | FS_SELECTION_REGULAR
            | FS_SELECTION_OBLIQUE;
    /** usWeightClass of a table that states nothing: the Normal class, what a table made of defaults holds. */
    static final int DEFAULT_WEIGHT_CLASS = 400;
    /** head.macStyle bit 0: bold (OpenType spec, head table). */
    static final int MAC_STYLE_BOLD = 1;
    /** head.macStyle bit 1: italic. */
    static final int MAC_STYLE_ITALIC = 1 << 1;

    /**
     * The Type 1 / CFF Weight string that fonts carry when nobody set it: "Medium". Adobe's own AFMs write it
     * for Helvetica, Times-Italic and Courier, Knuth's cmr10 and cmti10 carry it, and in Tika's test corpus both
     * Gotham-Book and Gotham-Black say "Medium" (testPDF_angles.pdf). It is kept as a coarse 500 that the name
     * refines first (it tells Gotham-Black from Kp-Medium, whose 0.122 em stems would read as bold), then the
     * descriptor FontWeight, then the stems.
     */
    static final String DEFAULT_WEIGHT_STRING = "Medium";

    /** Weight given by a bold flag (fsSelection bit 5, macStyle bit 0): the OS/2 Bold class. */
    static final int FLAG_BOLD_WEIGHT = 700;
    /** Weight given by a clear macStyle bold bit: the OS/2 Normal class. */
    static final int FLAG_REGULAR_WEIGHT = 400;

    /**
     * Lightest weight a face with the macStyle bold bit can be: 600. The bit marks the family's bold member
     * (Windows style linking), which is SemiBold at the lightest; a precise weight from 600 up refines it.
     */
    static final int MIN_BOLD_MEMBER_WEIGHT = 600;

    /**
     * Heaviest weight a face without the macStyle bold bit is taken to be: 699. Semibold and Medium faces are
     * their own style-linked families and leave the bit clear; a precise weight up to 699 refines the 400
     * default, a precise 700 or more contradicts the program and is not taken.
     */
    static final int MAX_NON_BOLD_MEMBER_WEIGHT = 699;

    /**
     * usWeightClass values 1..9 are the old scale some fonts still carry (FreeType and fontTools read them as
     * x100); values 10..1000 are the OpenType scale. Anything else is broken and gives no vote.
     */
    static final int MAX_OLD_SCALE_WEIGHT_CLASS = 9;
    /** Old-scale multiplier (see {@link #MAX_OLD_SCALE_WEIGHT_CLASS}). */
    static final int OLD_SCALE_FACTOR = 100;
    /** Largest usWeightClass the OpenType spec allows. */
    static final int MAX_WEIGHT_CLASS = 1000;

    private ProgramEvidence() {
    }

    static StyleVote vote(ProgramFacts facts) {
        StyleVote vote = StyleVote.silent(EvidenceSource.PROGRAM, facts.problem());
        switch (facts.kind()) {
            case SFNT:
                return sfntVote(facts, vote);
            case CFF:
            case TYPE1:
                return fontInfoVote(facts, vote);
            default:
                return vote;
        }
    }

    /** usWeightClass on the 100..900 scale, or {@link FontVerdict#UNKNOWN_WEIGHT} when out of range. */
    static int normalizeWeightClass(int weightClass) {
        int weight = weightClass;
        if (weight >= 1 && weight <= MAX_OLD_SCALE_WEIGHT_CLASS) {
            weight *= OLD_SCALE_FACTOR;
        }
        if (weight < FontVerdict.MIN_WEIGHT || weight > MAX_WEIGHT_CLASS) {
            return FontVerdict.UNKNOWN_WEIGHT;
        }
        return Math.min(weight, FontVerdict.MAX_WEIGHT);
    }

    private static StyleVote sfntVote(ProgramFacts facts, StyleVote vote) {
        StyleVote result = vote;
        double postAngle = facts.postItalicAngle();
        Supplier<String> post = () -> Double.isNaN(postAngle) ? "no post table"
                : "post.italicAngle " + format(postAngle);
        Tristate postItalic = ItalicAngleRule.fromAngleDegrees(postAngle);
        if (facts.hasOs2() && statesStyle(facts)) {
            int fs = Math.max(facts.os2FsSelection(), 0);
            int weight = normalizeWeightClass(facts.os2WeightClass());
            int weightClass = facts.os2WeightClass();
            boolean boldFlagRaises = (fs & FS_SELECTION_BOLD) != 0 && weight < FLAG_BOLD_WEIGHT;
            Supplier<String> reason = () -> "OS/2 usWeightClass " + weightClass
                    + (boldFlagRaises ? ", fsSelection BOLD" : "");
            if (boldFlagRaises) {
                weight = FLAG_BOLD_WEIGHT;
            }
            if (weight != FontVerdict.UNKNOWN_WEIGHT) {
                result = result.withWeight(weight, reason);
            } else {
                result = result.withNote(() -> "unusable " + reason.get());
            }
            if ((fs & FS_SELECTION_OBLIQUE) != 0) {
                return result.withStyleLinkItalic("OS/2 fsSelection OBLIQUE");
            }
            if ((fs & FS_SELECTION_ITALIC) != 0) {
                return result.withStyleLinkItalic("OS/2 fsSelection ITALIC");
            }
            if (postItalic == Tristate.YES) {
                return result.withItalic(Tristate.YES, post);
            }
            return result.withItalic(Tristate.NO, () -> "OS/2 fsSelection italic bits clear, " + post.get());
        }
        if (facts.hasOs2()) {
            result = result.withNote(() -> "OS/2 states no style (fsSelection style bits clear, usWeightClass "
                    + facts.os2WeightClass() + "): not a vote");
        }
        if (facts.hasMacStyle()) {
            int mac = facts.headMacStyle();
            boolean bold = (mac & MAC_STYLE_BOLD) != 0;
            result = bold
                    ? result.withCoarseWeight(FLAG_BOLD_WEIGHT, () -> "no OS/2; head.macStyle bold bit set",
                            MIN_BOLD_MEMBER_WEIGHT, FontVerdict.MAX_WEIGHT)
                    : result.withCoarseWeight(FLAG_REGULAR_WEIGHT, () -> "no OS/2; head.macStyle bold bit clear",
                            FontVerdict.MIN_WEIGHT, MAX_NON_BOLD_MEMBER_WEIGHT);
            if ((mac & MAC_STYLE_ITALIC) != 0) {
                return result.withStyleLinkItalic("head.macStyle italic bit");
            }
            if (postItalic == Tristate.YES) {
                return result.withItalic(Tristate.YES, post);
            }
            return result.withDefaultUpright(() -> "head.macStyle italic bit clear, " + post.get());
        }
        if (postItalic == Tristate.NO) {
            return result.withDefaultUpright(post);
        }
        return postItalic.isKnown() ? result.withItalic(postItalic, post) : result;
    }

    /**
     * Whether the OS/2 table says anything about the face: a style bit of fsSelection, or a weight class
     * other than the default. Ghostscript's pdfwrite, rewriting a TrueType subset that has no OS/2 (as
     * LibreOffice and cairo write them), adds a version 1 table of defaults to every face: usWeightClass 400,
     * fsSelection 0, PANOSE 0. Read as a vote, it made every bold face regular; the face's style is then
     * in head.macStyle, which the table would otherwise outrank (#23, failure class 6).
     */
    private static boolean statesStyle(ProgramFacts facts) {
        return (Math.max(facts.os2FsSelection(), 0) & FS_SELECTION_STYLE_BITS) != 0
                || facts.os2WeightClass() != DEFAULT_WEIGHT_CLASS;
    }

    private static StyleVote fontInfoVote(ProgramFacts facts, StyleVote vote) {
        String label = facts.kind() == ProgramFacts.Kind.CFF ? "CFF Top DICT" : "Type 1 FontInfo";
        StyleVote result = vote;
        String weightString = facts.weightString();
        int weight = WeightWords.weightOfString(weightString);
        if (weight != FontVerdict.UNKNOWN_WEIGHT && isDefaultWeight(weightString)) {
            result = result.withNameRefinedWeight(weight, () -> label + " Weight '" + weightString
                    + "', the format's default");
        } else if (weight != FontVerdict.UNKNOWN_WEIGHT) {
            result = result.withWeight(weight, () -> label + " Weight '" + weightString + "'");
        } else if (weightString != null) {
            result = result.withNote(() -> label + " Weight '" + weightString + "' not a weight word");
        }
        if (ItalicAngleRule.fromSlant(facts.fontMatrixSlant()) == Tristate.YES) {
            double slant = facts.fontMatrixSlant();
            return result.withItalic(Tristate.YES, () -> label + " FontMatrix skew " + format(slant));
        }
        double italicAngle = facts.italicAngle();
        Tristate angle = ItalicAngleRule.fromAngleDegrees(italicAngle);
        Supplier<String> angleText = () -> label + " ItalicAngle " + format(italicAngle);
        if (angle == Tristate.YES) {
            return result.withItalic(Tristate.YES, angleText);
        }
        if (angle == Tristate.NO && weightString != null && !isDefaultWeight(weightString)) {
            return result.withDefaultUpright(angleText);
        }
        return result;
    }

    private static boolean isDefaultWeight(String weightString) {
        return DEFAULT_WEIGHT_STRING.equalsIgnoreCase(weightString.trim());
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
