package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.testsupport.TextPositions;

/**
 * Which fonts of unknown weight a page judges emboldened, and which glyphs that costs measuring: a stand-in
 * meter gives the stroke widths (a Type 3 candidate's glyphs 0.10 em, Helvetica's 0.06 em, a ratio of 1.67) and
 * records what it was asked to measure.
 */
class PageFontWeightsTest {
    private static final double CANDIDATE_STROKE = 0.10;
    private static final double REGULAR_STROKE = 0.06;

    private final PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private final PDFont candidate = type3Font();
    private final List<String> measured = new ArrayList<>();
    private PageFontWeights weights;

    @BeforeEach
    void setUp() {
        FontVerdictCache verdicts = new FontVerdictCache(DetectionSettings.defaults().fontEvidence());
        assertTrue(PageFontWeights.isCandidate(candidate, verdicts), "the bare Type 3 font is of unknown weight");
        assertTrue(!PageFontWeights.isCandidate(regular, verdicts), "Helvetica is judged regular");
        weights = new PageFontWeights(verdicts, (font, code, character) -> {
            measured.add((font == candidate ? "candidate " : "regular ") + character);
            return font == candidate ? CANDIDATE_STROKE : REGULAR_STROKE;
        });
    }

    @Test
    void emboldened_candidateBesideARegularFont_isBolderInItsScript() {
        // act
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(Arrays.asList(
                glyph(candidate, 'a'), glyph(candidate, 'b'), glyph(regular, 'c')));
        // assert
        assertEquals(Map.of(candidate, List.of(Character.UnicodeScript.LATIN)), result);
        assertEquals(List.of("candidate a", "candidate b", "regular c"), sorted(measured));
    }

    @Test
    void emboldened_noRegularFontOnThePage_measuresNothing() {
        // act
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(Arrays.asList(
                glyph(candidate, 'a'), glyph(candidate, 'b')));
        // assert
        assertTrue(result.isEmpty());
        assertEquals(List.of(), measured, "with nothing to compare, no outline is measured");
    }

    @Test
    void emboldened_regularFontOfAnotherScript_measuresNothing() {
        // act: the regular font shows Greek, the candidate Latin
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(Arrays.asList(
                glyph(candidate, 'a'), glyph(regular, '\u03b1')));
        // assert
        assertTrue(result.isEmpty());
        assertEquals(List.of(), measured);
    }

    @Test
    void emboldened_candidateFirstShownAlone_isMeasuredOnItsFirstPageGlyphs() {
        // arrange: page 1 shows the candidate alone, so nothing is measured there
        weights.emboldened(Arrays.asList(glyph(candidate, 'a'), glyph(candidate, 'b')));
        // act: page 2 shows it again, with other glyphs, beside a regular font
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(Arrays.asList(
                glyph(candidate, 'x'), glyph(regular, 'c')));
        // assert: its width is the one its first page's glyphs give, whichever page first needed it
        assertEquals(Map.of(candidate, List.of(Character.UnicodeScript.LATIN)), result);
        assertEquals(List.of("candidate a", "candidate b", "regular c"), sorted(measured));
    }

    @Test
    void emboldened_widthsMeasuredOncePerFontAndScript() {
        // act: three pages with the same two fonts
        for (int page = 0; page < 3; page++) {
            weights.emboldened(Arrays.asList(glyph(candidate, 'a'), glyph(regular, 'c')));
        }
        // assert
        assertEquals(List.of("candidate a", "regular c"), sorted(measured));
    }

    @Test
    void emboldened_fontShowingManyGlyphs_isMeasuredOnItsFirstFourOnly() {
        // arrange: each font shows six distinct letters, the candidate's first repeated
        List<TextPosition> page = new ArrayList<>();
        for (char c : "aabcdef".toCharArray()) {
            page.add(glyph(candidate, c));
        }
        for (char c : "ghijkl".toCharArray()) {
            page.add(glyph(regular, c));
        }

        // act
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(page);

        // assert: four distinct glyphs a font, in the order the page shows them
        assertEquals(Map.of(candidate, List.of(Character.UnicodeScript.LATIN)), result);
        assertEquals(List.of("candidate a", "candidate b", "candidate c", "candidate d",
                "regular g", "regular h", "regular i", "regular j"), sorted(measured));
    }

    @Test
    void emboldened_candidateNotBolderThanTheFirstRegularFont_leavesTheOtherUnmeasured() {
        // arrange: two regular fonts whose strokes are as heavy as the candidate's
        PDFont times = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);
        List<String> asked = new ArrayList<>();
        PageFontWeights heavyRegulars = new PageFontWeights(
                new FontVerdictCache(DetectionSettings.defaults().fontEvidence()), (font, code, character) -> {
                    asked.add(String.valueOf(character));
                    return font == candidate ? CANDIDATE_STROKE : CANDIDATE_STROKE * 0.9;
                });

        // act
        Map<PDFont, List<Character.UnicodeScript>> result = heavyRegulars.emboldened(Arrays.asList(
                glyph(candidate, 'a'), glyph(regular, 'c'), glyph(times, 't')));

        // assert: whichever regular font comes first settles it
        assertTrue(result.isEmpty());
        assertEquals(2, asked.size(), asked.toString());
        assertTrue(asked.contains("a"), asked.toString());
    }

    @Test
    void emboldened_candidateBolderThanEveryRegularFont_isComparedWithEach() {
        // arrange
        PDFont times = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);

        // act
        Map<PDFont, List<Character.UnicodeScript>> result = weights.emboldened(Arrays.asList(
                glyph(candidate, 'a'), glyph(regular, 'c'), glyph(times, 't')));

        // assert
        assertEquals(Map.of(candidate, List.of(Character.UnicodeScript.LATIN)), result);
        assertEquals(List.of("candidate a", "regular c", "regular t"), sorted(measured));
    }

    private static List<String> sorted(List<String> list) {
        List<String> copy = new ArrayList<>(list);
        copy.sort(null);
        return copy;
    }

    private static TextPosition glyph(PDFont font, char character) {
        return TextPositions.glyph(font, String.valueOf(character), character);
    }

    /** A Type 3 font with no glyph procedures and nothing that states a weight. */
    private static PDType3Font type3Font() {
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.TYPE, COSName.FONT);
        font.setItem(COSName.SUBTYPE, COSName.TYPE3);
        COSArray matrix = new COSArray();
        for (float value : new float[] {0.001f, 0, 0, 0.001f, 0, 0}) {
            matrix.add(new COSFloat(value));
        }
        font.setItem(COSName.FONT_MATRIX, matrix);
        COSArray box = new COSArray();
        for (int i = 0; i < 4; i++) {
            box.add(COSInteger.ZERO);
        }
        font.setItem(COSName.FONT_BBOX, box);
        font.setItem(COSName.CHAR_PROCS, new COSDictionary());
        try {
            return new PDType3Font(font);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
