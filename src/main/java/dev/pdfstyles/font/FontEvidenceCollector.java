package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;

import dev.pdfstyles.EvidenceSource;
import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.font.outline.GlyphStemMeter;
import dev.pdfstyles.font.outline.StemMeasurement;

/**
 * Asks each enabled evidence source about one font and returns their votes (issue #4). A symbol or dingbat
 * font (by name, see {@link FontNameClassifier}) gets only the name's "never styled" vote. Program, descriptor,
 * standard-14 and name votes are cheap and always collected; glyph outlines are measured only when those
 * before them in trust order left weight or italic undecided (a coarse program weight, such as head.macStyle's bold
 * bit, and a descriptor FontWeight count as undecided: the stems may refine or contradict them, see
 * {@link VoteCombiner}), and not when the coarse weight already decides bold or not bold whatever they say
 * ({@link #coarseWeightSettlingBold}).
 */
final class FontEvidenceCollector {
    /**
     * Characters whose first (leftmost) filled run at 0.30 and 0.60 of the glyph box is a vertical stem, in
     * order of preference: lower-case text stems first (l, n, m, h, u, r), then capitals, whose stems are
     * heavier (see {@link StemWeightRule}), then 'i'.
     */
    static final String PROBE_CHARS = "lnmhurIHEi";

    /**
     * Characters measured for stem width but not for slant: the box of 'i' includes its dot, so the upper scan
     * line meets the top serif or flag of the stem (texlive-doc PDFs: CMTI10 'i' reads -0.20 against 0.25 on
     * 'l'; CMBX10 'i' -0.32; calibration fonts -0.03..-0.80 on serif faces).
     */
    static final String NO_SLANT_CHARS = "i";

    /**
     * Glyphs measured per font at most: 5, an odd count so the median is a measured value. Fewer when the first
     * ones settle the vote ({@link OutlineEvidence#isSettled}).
     */
    static final int MAX_PROBE_GLYPHS = 5;

    private final FontEvidenceSettings settings;

    FontEvidenceCollector(FontEvidenceSettings settings) {
        this.settings = settings;
    }

    /**
     * The votes of the sources before the glyph outlines (program, descriptor, standard 14, name), and whether the
     * outlines are still to be measured: most of a verdict's cost, which {@link FontVerdictCache} can take from
     * verdicts shared across documents instead.
     */
    Judgement startJudging(PDFont font) {
        Judgement judgement = new Judgement(font);
        String name = nameOf(font);
        judgement.noteText(name);
        boolean useName = settings.isEnabled(EvidenceSource.NAME);
        NameStyle nameStyle = useName ? FontNameClassifier.classify(name) : null;
        StyleVote nameVote = useName ? NameEvidence.vote(name, nameStyle) : null;
        if (useName && nameStyle.isSymbolFont()) {
            // the symbol policy decides before any other source (FontNameClassifier)
            judgement.votes.add(nameVote.withNote("other sources not asked"));
            return judgement;
        }
        List<StyleVote> votes = judgement.votes;
        if (settings.isEnabled(EvidenceSource.PROGRAM)) {
            ProgramFacts program = FontProgramAdapter.readProgram(font);
            judgement.failed |= program.isReadFailure();
            judgement.noteText(program.weightString());
            votes.add(ProgramEvidence.vote(program));
        }
        if (settings.isEnabled(EvidenceSource.DESCRIPTOR)) {
            votes.add(descriptorVote(font.getFontDescriptor()));
        }
        if (settings.isEnabled(EvidenceSource.STANDARD14)) {
            FontProgramAdapter.Standard14Metrics metrics = FontProgramAdapter.standard14(font);
            votes.add(metrics == null ? StyleVote.silent(EvidenceSource.STANDARD14, "not a non-embedded base-14 font")
                    : Standard14Evidence.vote(metrics.baseName, metrics.weight, metrics.italicAngle));
        }
        if (settings.isEnabled(EvidenceSource.OUTLINES) && !isDecided(votes, nameVote)) {
            int minBoldWeight = settings.minBoldWeight();
            StyleVote settled = coarseWeightSettlingBold(votes, nameVote, minBoldWeight);
            if (settled == null) {
                judgement.outlinesNeeded = true;
            } else {
                votes.add(StyleVote.silent(EvidenceSource.OUTLINES, settled.isCoarseOnOneSideOf(minBoldWeight)
                        ? () -> "not measured: " + settled.source().label() + "'s weights " + settled.band()
                                + " are all " + (settled.weight() >= minBoldWeight ? "" : "not ")
                                + "bold at " + minBoldWeight
                        : () -> "not measured: " + settled.source().label() + "'s " + settled.weightReason()
                                + ", and no source names a weight of " + minBoldWeight + " or more"));
            }
        }
        judgement.nameVote = nameVote;
        return judgement;
    }

    /**
     * One font's votes as they are collected: those before the glyph outlines, then (if needed) the outlines'
     * vote, then the name's. Not thread-safe; one per font judged.
     */
    static final class Judgement {
        private final PDFont font;
        private final List<StyleVote> votes = new ArrayList<>();
        private StyleVote nameVote;
        private boolean outlinesNeeded;
        private boolean failed;
        private double letterEmScale = 1.0;
        /** The longest text from the PDF that the votes carry (the name, the program's Weight string). */
        private int longestText;

        private Judgement(PDFont font) {
            this.font = font;
        }

        /** Whether the sources before the outlines left weight or italic open (the outlines are not measured yet). */
        boolean needsOutlines() {
            return outlinesNeeded;
        }

        /** Measures the probe glyphs' outlines and adds their vote. */
        void measureOutlines() {
            if (!outlinesNeeded) {
                throw new IllegalStateException("the outlines of " + nameOf(font) + " are not needed or measured already");
            }
            outlinesNeeded = false;
            ProbeGlyphReader glyphs = ProbeGlyphReader.of(font, PROBE_CHARS);
            votes.add(outlineVote(glyphs));
            failed |= glyphs.hasReadFailure();
        }

        /**
         * The verdict of the votes collected, with the em the font's letters are drawn to: its FontMatrix's unless
         * the outlines were measured and found them drawn to another ({@link LetterHeightEm}).
         */
        FontVerdict verdict() {
            return VoteCombiner.combine(votes(), letterEmScale);
        }

        /**
         * Measures the probe glyphs in order, at most {@link #MAX_PROBE_GLYPHS}, and stops early once more could
         * not change the vote ({@link OutlineEvidence#isSettled}). A Type 3 font's stems are taken in the em its
         * letters are drawn to when that is far from its FontMatrix's ({@link LetterHeightEm}), which the
         * judgement keeps.
         */
        private StyleVote outlineVote(ProbeGlyphReader glyphs) {
            List<StemMeasurement> measured = new ArrayList<>();
            List<Double> heightsEm = new ArrayList<>();
            StringBuilder characters = new StringBuilder();
            List<StemMeasurement> measurements = measured;
            double emScale = 1.0;
            ProbeGlyph glyph;
            while (measurements.size() < MAX_PROBE_GLYPHS
                    && !OutlineEvidence.isSettled(measurements, MAX_PROBE_GLYPHS)
                    && (glyph = glyphs.next()) != null) {
                StemMeasurement m = GlyphStemMeter.measure(glyph.path, glyph.bounds, glyph.unitsPerEm);
                measured.add(NO_SLANT_CHARS.indexOf(glyph.character) >= 0
                        ? new StemMeasurement(m.stemWidthEm(), Double.NaN) : m);
                characters.append(glyph.character);
                if (glyphs.isType3()) {
                    heightsEm.add(glyph.bounds.getHeight() / glyph.unitsPerEm);
                    emScale = LetterHeightEm.scale(characters, heightsEm);
                    measurements = emScale == 1.0 ? measured : inLetterEm(measured, emScale);
                }
            }
            letterEmScale = emScale;
            String glyphText = characters.length() == 0 ? "" : " (" + characters + ")";
            StyleVote vote = OutlineEvidence.vote(measurements, glyphText);
            if (emScale != 1.0) {
                double scale = emScale;
                vote = vote.withNote(() -> String.format(Locale.ROOT,
                        "stems in the letters' em: they stand %.2f times their usual height in the FontMatrix's em",
                        scale));
            }
            List<String> problems = glyphs.problems();
            return problems.isEmpty() ? vote : vote.withNote(() -> String.join("; ", problems));
        }

        /**
         * Whether reading the program or a glyph threw: such a verdict's evidence holds the exception's text, which
         * may name this file's object numbers or offsets, so it is not shared with other documents.
         */
        boolean hasReadFailure() {
            return failed;
        }

        /**
         * The length of the longest text from the PDF the votes repeat: a verdict's size in memory, beyond a
         * fixed part, grows with it.
         */
        int longestText() {
            return longestText;
        }

        private void noteText(String text) {
            if (text != null) {
                longestText = Math.max(longestText, text.length());
            }
        }

        /** The votes collected, the name's last. */
        List<StyleVote> votes() {
            return withName(votes, nameVote);
        }
    }

    /** The font's name: BaseFont (Type 0 and simple fonts), else the Type 3 /Name, else the descriptor FontName. */
    static String nameOf(PDFont font) {
        String name = font.getName();
        if (name == null && font.getFontDescriptor() != null) {
            name = font.getFontDescriptor().getFontName();
        }
        return name;
    }

    /**
     * The first weight vote when the stems need not be asked, because whatever they measured the font would be
     * bold or not bold as that vote says. Null otherwise: then the stems are measured, and contradicting stems
     * overrule a coarse band ({@link VoteCombiner}). Measuring glyph outlines is most of a font verdict's cost.
     * Two cases, both with the italic known without the glyphs:
     * <ul>
     *   <li>a coarse band on one side of the bold threshold (head.macStyle's bold bit allows 600-900, all bold at
     *       the default 600) that the name agrees with: it says bold for a bold band, nothing bold for the
     *       other;</li>
     *   <li>head.macStyle's bold bit clear, not bold at the threshold, and no source naming a weight at or above
     *       it: no bold or semibold word in the name, no descriptor FontWeight that high. A clear bit could hide
     *       a Semibold face (its own style-linked family, band up to 699), but such a face says so in its name or
     *       descriptor; and a regular face's name carries no weight word. Over the corpus and Tika's test PDFs
     *       the stems of 135 fonts with a clear bit were measured, and none read bold. A set bit with a silent
     *       name is still measured: Ghostscript's rewrite of wkhtmltopdf's subsets sets it on regular faces.</li>
     * </ul>
     */
    private static StyleVote coarseWeightSettlingBold(List<StyleVote> votes, StyleVote nameVote, int minBoldWeight) {
        StyleVote first = null;
        boolean italic = false;
        for (StyleVote vote : votes) {
            if (first == null && vote.hasWeight()) {
                first = vote;
            }
            italic |= vote.italic().isKnown();
        }
        if (!italic || first == null || isUnconfirmedItalic(votes, nameVote)) {
            return null;
        }
        if (first.isCoarseOnOneSideOf(minBoldWeight)) {
            boolean claimsBold = first.weight() >= minBoldWeight;
            boolean nameSaysBold = nameVote != null && nameVote.hasWeight() && nameVote.weight() >= minBoldWeight;
            return claimsBold == nameSaysBold ? first : null;
        }
        return isUncontradictedNotBoldMember(first, votes, nameVote, minBoldWeight) ? first : null;
    }

    /** Whether the italic the votes give is one the glyphs must check ({@link VoteCombiner#isUnconfirmedItalicClaim}). */
    private static boolean isUnconfirmedItalic(List<StyleVote> votes, StyleVote nameVote) {
        return VoteCombiner.isUnconfirmedItalicClaim(withName(votes, nameVote));
    }

    /**
     * Whether {@code first} is a clear bold bit and no source's weight, its own included, reaches
     * {@code minBoldWeight}, with the italic decided without the glyphs.
     */
    private static boolean isUncontradictedNotBoldMember(StyleVote first, List<StyleVote> votes, StyleVote nameVote,
                                                         int minBoldWeight) {
        if (first.source() != EvidenceSource.PROGRAM || !first.isNotBoldMemberFlag()) {
            return false;
        }
        List<StyleVote> all = withName(votes, nameVote);
        for (StyleVote vote : all) {
            if (vote.hasWeight() && vote.weight() >= minBoldWeight) {
                return false;
            }
        }
        return VoteCombiner.isItalicDecidedWithoutGlyphs(all);
    }

    /**
     * Whether the sources before the glyphs decided both weight and italic. An italic "upright" from a field
     * at its default value is not decided when the name, asked later, says italic (see {@link VoteCombiner}).
     */
    private static boolean isDecided(List<StyleVote> votes, StyleVote nameVote) {
        boolean weight = false;
        for (StyleVote vote : votes) {
            weight |= vote.hasWeight() && !vote.isCoarseWeight() && vote.source() != EvidenceSource.DESCRIPTOR;
        }
        if (!weight) {
            return false;
        }
        return VoteCombiner.isItalicDecidedWithoutGlyphs(withName(votes, nameVote));
    }

    /** The votes, and the name's last when the name was asked. */
    private static List<StyleVote> withName(List<StyleVote> votes, StyleVote nameVote) {
        List<StyleVote> all = new ArrayList<>(votes.size() + 1);
        all.addAll(votes);
        if (nameVote != null) {
            all.add(nameVote);
        }
        return all;
    }

    private static StyleVote descriptorVote(PDFontDescriptor descriptor) {
        if (descriptor == null) {
            return StyleVote.silent(EvidenceSource.DESCRIPTOR, "no descriptor");
        }
        double fontWeight = descriptor.getCOSObject().containsKey(COSName.FONT_WEIGHT)
                ? descriptor.getFontWeight() : Double.NaN;
        return DescriptorEvidence.vote(fontWeight, descriptor.isItalic(), descriptor.getItalicAngle(),
                descriptor.isForceBold());
    }

    /** The measurements with their stem widths in an em {@code emScale} times the one they were measured in. */
    private static List<StemMeasurement> inLetterEm(List<StemMeasurement> measured, double emScale) {
        List<StemMeasurement> rescaled = new ArrayList<>(measured.size());
        for (StemMeasurement m : measured) {
            rescaled.add(new StemMeasurement(m.stemWidthEm() / emScale, m.slant()));
        }
        return rescaled;
    }
}
