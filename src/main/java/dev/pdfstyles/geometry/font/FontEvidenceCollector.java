package dev.pdfstyles.geometry.font;

import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDType3Font;

/**
 * Asks each enabled evidence source about one font and returns their votes (issue #4). Program, descriptor,
 * standard-14 and name votes are cheap and always collected; glyph outlines are measured only when those
 * before them in trust order left weight or italic undecided.
 */
final class FontEvidenceCollector
{
    /**
     * Characters whose first vertical stem is measured, in order of preference: lower-case stems first (l, n, i
     * carry the text stem; I and H carry the heavier capital stem, see {@link StemWeightRule}); then other
     * letters whose first run at the scan height is a straight stem, for subset fonts (Chromium's Type 3
     * copies hold only the letters of the bold words). Letters with a hairline first stroke (N, M) or a
     * bowl first (d, o) are left out.
     */
    static final String PROBE_CHARS = "lniIHhmubprkEFLBDPRTK";

    /** Glyphs measured per font: 4, enough for a median that ignores one odd glyph, cheap for any font. */
    static final int MAX_PROBE_GLYPHS = 4;

    private final FontEvidenceSettings settings;

    FontEvidenceCollector(FontEvidenceSettings settings)
    {
        this.settings = settings;
    }

    List<StyleVote> collect(PDFont font)
    {
        List<StyleVote> votes = new ArrayList<>();
        if (font instanceof PDType3Font)
        {
            return collectType3(font);
        }
        if (settings.isEnabled(EvidenceSource.PROGRAM))
        {
            votes.add(ProgramEvidence.vote(FontProgramAdapter.readProgram(font)));
        }
        if (settings.isEnabled(EvidenceSource.DESCRIPTOR))
        {
            votes.add(descriptorVote(font.getFontDescriptor()));
        }
        if (settings.isEnabled(EvidenceSource.STANDARD14))
        {
            FontProgramAdapter.Standard14Metrics metrics = FontProgramAdapter.standard14(font);
            votes.add(metrics == null ? StyleVote.silent(EvidenceSource.STANDARD14, "not a non-embedded base-14 font")
                    : Standard14Evidence.vote(metrics.baseName, metrics.weight, metrics.italicAngle));
        }
        if (settings.isEnabled(EvidenceSource.OUTLINES) && !isDecided(votes))
        {
            votes.add(outlineVote(font));
        }
        if (settings.isEnabled(EvidenceSource.NAME))
        {
            votes.add(NameEvidence.vote(nameOf(font)));
        }
        return votes;
    }

    /**
     * Type 3 fonts have no program, and producers fill their descriptors with defaults (Chromium writes
     * FontWeight 400 on the Type 3 copies it emboldens): the glyphs' own stems outrank the descriptor's
     * weight. The descriptor still votes where the outlines cannot be measured (image glyphs).
     */
    private List<StyleVote> collectType3(PDFont font)
    {
        List<StyleVote> votes = new ArrayList<>();
        StyleVote outlines = settings.isEnabled(EvidenceSource.OUTLINES) ? outlineVote(font) : null;
        if (settings.isEnabled(EvidenceSource.DESCRIPTOR))
        {
            StyleVote descriptor = descriptorVote(font.getFontDescriptor());
            if (outlines != null && outlines.hasWeight() && descriptor.hasWeight())
            {
                descriptor = descriptor.withWeight(StyleVote.NO_WEIGHT, "")
                        .withNote("FontWeight ignored: the Type 3 glyph stems were measured");
            }
            votes.add(descriptor);
        }
        if (outlines != null)
        {
            votes.add(outlines);
        }
        if (settings.isEnabled(EvidenceSource.NAME))
        {
            votes.add(NameEvidence.vote(nameOf(font)));
        }
        return votes;
    }

    /** The font's name: BaseFont (Type 0 and simple fonts), else the Type 3 /Name, else the descriptor FontName. */
    static String nameOf(PDFont font)
    {
        String name = font.getName();
        if (name == null && font.getFontDescriptor() != null)
        {
            name = font.getFontDescriptor().getFontName();
        }
        return name;
    }

    private static boolean isDecided(List<StyleVote> votes)
    {
        boolean weight = false;
        boolean italic = false;
        for (StyleVote vote : votes)
        {
            weight |= vote.hasWeight();
            italic |= vote.italic().isKnown();
        }
        return weight && italic;
    }

    private static StyleVote descriptorVote(PDFontDescriptor descriptor)
    {
        if (descriptor == null)
        {
            return StyleVote.silent(EvidenceSource.DESCRIPTOR, "no descriptor");
        }
        double fontWeight = descriptor.getCOSObject().containsKey(COSName.FONT_WEIGHT)
                ? descriptor.getFontWeight() : Double.NaN;
        return DescriptorEvidence.vote(fontWeight, descriptor.isItalic(), descriptor.getItalicAngle(),
                descriptor.isForceBold());
    }

    private static StyleVote outlineVote(PDFont font)
    {
        List<String> problems = new ArrayList<>();
        List<FontProgramAdapter.ProbeGlyph> glyphs =
                FontProgramAdapter.probeGlyphs(font, PROBE_CHARS, MAX_PROBE_GLYPHS, problems);
        List<StemMeasurement> measurements = new ArrayList<>();
        StringBuilder measured = new StringBuilder();
        for (FontProgramAdapter.ProbeGlyph glyph : glyphs)
        {
            measurements.add(GlyphStemMeter.measure(glyph.path, glyph.unitsPerEm));
            measured.append(glyph.character);
        }
        String glyphText = measured.length() == 0 ? "" : " (" + measured + ")";
        StyleVote vote = OutlineEvidence.vote(measurements, glyphText);
        return problems.isEmpty() ? vote : vote.withNote(String.join("; ", problems));
    }
}
