package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Locale;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.Type3FontBuilder;

/**
 * A Type 3 font whose FontMatrix is ten times the em its letters are drawn to, shown at a tenth of the font size,
 * as Ghostscript rewrites Chromium's Type 3 fonts: the letters stand 12 pt tall on the page while the text
 * matrix says 1.2 pt. An underline 1.8 pt under the baseline is 0.15 of the letters' em, and 1.5 of the text
 * matrix's em, beyond any decoration band. Sizes in em are taken in the letters' em (the outline vote measures it,
 * {@code FontVerdict.letterEmScale}), whichever styles the parse asks for.
 */
class Type3LetterEmPdfTest {

    private static final float X = 100;
    private static final float BASELINE = 700;
    /** The letters' em on the page, pt. */
    private static final float LETTER_EM = 12;

    @ParameterizedTest(name = "FontMatrix {0}, font size {1}, bold and italic asked {2}")
    @CsvSource({
        "0.001, 12,  true",    // drawn to its FontMatrix's em: the reference
        "0.01,  1.2, true",    // ten times: the letters' em is ten times the text matrix's
        "0.01,  1.2, false",   // the same, underline and strike-through alone
    })
    void underlineOfType3Text_judgedInTheLettersEm(float fontMatrix, float fontSize, boolean fontStyles)
            throws Exception {
        // arrange
        byte[] pdf = underlinedWord(fontMatrix, fontSize);
        DetectionSettings settings = DetectionSettings.defaults();
        if (!fontStyles) {
            settings = settings.withBold(false).withItalic(false);
        }
        StyledPdfParser parser = new StyledPdfParser();
        parser.setDetectionSettings(settings);
        ToXMLContentHandler handler = new ToXMLContentHandler();
        // act
        parser.parse(new ByteArrayInputStream(pdf), handler, new Metadata(), new ParseContext());
        // assert
        String xhtml = handler.toString();
        assertTrue(xhtml.contains("<u>nil</u>"), xhtml);
    }

    /** "nil" in a Type 3 font of upright regular stems, and a 0.6 pt rule 1.8 pt under it, as long as the word. */
    private static byte[] underlinedWord(float fontMatrix, float fontSize) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            PDResources resources = new PDResources();
            page.setResources(resources);
            COSName font = resources.add(letterFont(fontMatrix));
            float advance = 500 * fontMatrix * fontSize;
            float rule = BASELINE - 0.15f * LETTER_EM;
            String content = String.format(Locale.ROOT, "BT /%s %s Tf %s %s Td (nil) Tj ET%n0.6 w %s %s m %s %s l S%n",
                    font.getName(), fontSize, X, BASELINE, X, rule, X + 3 * advance, rule);
            ContentStreams.setContent(document, page, content);
            return ContentStreams.saved(document);
        }
    }

    /**
     * 'i', 'l' and 'n' as stems 0.08 of their em wide (regular), as tall as such letters stand (0.69 and 0.47 em),
     * drawn in 1000 units per letter em, with FontMatrix [s 0 0 s 0 0].
     */
    private static PDType3Font letterFont(float scale) throws IOException {
        return new PDType3Font(new Type3FontBuilder().matrixScale(scale).bbox(0, 0, 500, 700)
                .glyph('i', "i", 500, "500 0 0 0 500 690 d1 200 0 80 690 re f")
                .glyph('l', "l", 500, "500 0 0 0 500 690 d1 200 0 80 690 re f")
                .glyph('n', "n", 500, "500 0 0 0 500 470 d1 100 0 80 470 re f 320 0 80 470 re f")
                .build());
    }
}
