package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.PDType3Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts.FontName;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.PageFontWeights;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.TextPositions;
import dev.pdfstyles.testsupport.Type3FontBuilder;

/**
 * The facts reader keeps the facts of the fonts it met last at hand: text that switches between
 * more fonts than it keeps, back and forth, must read every glyph as a reader that met only that glyph.
 */
class GlyphFactsReaderTest {

    /**
     * Three more fonts than the reader keeps at hand, so fonts drop out and come back: six standard fonts
     * and a Type 3 font (a weight candidate, which the standard fonts are not).
     */
    private static final FontName[] FONTS = {FontName.HELVETICA, FontName.HELVETICA_BOLD,
        FontName.HELVETICA_OBLIQUE, FontName.TIMES_BOLD_ITALIC, FontName.COURIER, FontName.TIMES_ROMAN};
    private static final int FONT_COUNT = FONTS.length + 1;

    @Test
    void fontsSwitchedBackAndForthReadAsEachGlyphAlone() throws IOException {
        assertTrue(FONT_COUNT > GlyphFactsReader.RECENT_FONTS + 1);
        try (PDDocument document = Loader.loadPDF(wordsInSwitchingFonts(400))) {
            FontVerdictCache fonts = new FontVerdictCache(DetectionSettings.defaults().fontEvidence());
            GlyphFactsReader shared = new GlyphFactsReader(fonts, DetectionSettings.defaults());
            PageGlyphs sharedFacts = new PageGlyphs();
            PageGlyphs aloneFacts = new PageGlyphs();
            List<TextPosition> glyphs = new ArrayList<>();
            List<Boolean> candidates = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void processTextPosition(TextPosition text) {
                    glyphs.add(text);
                    shared.read(text, getGraphicsState(), 0, sharedFacts);
                    candidates.add(shared.isLastFontWeightCandidate());
                    new GlyphFactsReader(fonts, DetectionSettings.defaults())
                            .read(text, getGraphicsState(), 0, aloneFacts);
                    super.processTextPosition(text);
                }
            };
            stripper.getText(document);

            assertTrue(glyphs.size() > 1000, "glyphs read: " + glyphs.size());
            Map<Integer, Object> dictionaryOfId = new HashMap<>();
            Map<Object, Integer> idOfDictionary = new IdentityHashMap<>();
            int boldGlyphs = 0;
            for (int i = 0; i < glyphs.size(); i++) {
                TextPosition glyph = glyphs.get(i);
                String where = "glyph " + i + " '" + glyph.getUnicode() + "' in " + glyph.getFont().getName();
                assertEquals(aloneFacts.flags(i), sharedFacts.flags(i), where);
                assertEquals(aloneFacts.slant(i), sharedFacts.slant(i), where);
                assertEquals(aloneFacts.keyKind(i), sharedFacts.keyKind(i), where);
                assertEquals(aloneFacts.keyCode(i), sharedFacts.keyCode(i), where);
                if (sharedFacts.isVisible(i)) {
                    assertEquals(aloneFacts.originX(i), sharedFacts.originX(i), where);
                    assertEquals(aloneFacts.originY(i), sharedFacts.originY(i), where);
                    assertEquals(aloneFacts.dirX(i), sharedFacts.dirX(i), where);
                    assertEquals(aloneFacts.dirY(i), sharedFacts.dirY(i), where);
                    assertEquals(aloneFacts.em(i), sharedFacts.em(i), where);
                    assertEquals(aloneFacts.advance(i), sharedFacts.advance(i), where);
                }
                assertEquals(PageFontWeights.isCandidate(glyph.getFont(), fonts), candidates.get(i), where);
                boldGlyphs += (sharedFacts.flags(i) & PageGlyphs.FONT_BOLD) != 0 ? 1 : 0;
                if (sharedFacts.keyKind(i) == PageGlyphs.INK_KEY) {
                    // one over-print id per font dictionary, whichever way the font came back
                    Object dictionary = glyph.getFont().getCOSObject();
                    int id = sharedFacts.keyFont(i);
                    assertEquals(id, idOfDictionary.computeIfAbsent(dictionary, k -> id), where);
                    assertTrue(dictionaryOfId.computeIfAbsent(id, k -> dictionary) == dictionary, where);
                }
            }
            assertTrue(boldGlyphs > 0 && boldGlyphs < glyphs.size(), "bold glyphs: " + boldGlyphs);
            assertTrue(candidates.contains(true) && candidates.contains(false), "weight candidates: " + candidates);
            assertEquals(FONT_COUNT, idOfDictionary.size());
        }
    }

    /**
     * A parse that asks for neither bold nor italic (underline and strike-through alone) judges no font but its
     * Type 3 fonts, whose verdicts give the em their letters are drawn to: the other verdicts would serve nothing,
     * and every other fact is read as before. Listing the verdicts judges them all.
     */
    @Test
    void read_boldAndItalicNotAsked_judgesNoFont() throws IOException {
        DetectionSettings decorationsOnly = DetectionSettings.defaults().withBold(false).withItalic(false);
        try (PDDocument document = Loader.loadPDF(wordsInSwitchingFonts(40))) {
            FontVerdictCache unjudged = new FontVerdictCache(decorationsOnly.fontEvidence());
            FontVerdictCache listed = new FontVerdictCache(decorationsOnly.fontEvidence());
            FontVerdictCache judged = new FontVerdictCache(DetectionSettings.defaults().fontEvidence());
            GlyphFactsReader decorationReader = new GlyphFactsReader(unjudged, decorationsOnly);
            GlyphFactsReader listingReader = new GlyphFactsReader(listed, decorationsOnly.withListFontVerdicts(true));
            GlyphFactsReader fullReader = new GlyphFactsReader(judged, DetectionSettings.defaults());
            PageGlyphs decorationFacts = new PageGlyphs();
            PageGlyphs fullFacts = new PageGlyphs();
            List<Boolean> candidates = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void processTextPosition(TextPosition text) {
                    decorationReader.read(text, getGraphicsState(), 0, decorationFacts);
                    candidates.add(decorationReader.isLastFontWeightCandidate());
                    listingReader.read(text, getGraphicsState(), 0, new PageGlyphs());
                    fullReader.read(text, getGraphicsState(), 0, fullFacts);
                    super.processTextPosition(text);
                }
            };
            stripper.getText(document);

            assertEquals(1, unjudged.size(), "the Type 3 font alone");
            assertEquals(FONT_COUNT, listed.size());
            assertEquals(FONT_COUNT, judged.size());
            assertTrue(!candidates.contains(true), "a weight candidate is a bold question");
            int fontStyleBits = PageGlyphs.FONT_BOLD | PageGlyphs.FONT_ITALIC;
            for (int i = 0; i < fullFacts.size(); i++) {
                assertEquals(0, decorationFacts.flags(i) & fontStyleBits, "glyph " + i);
                assertEquals(fullFacts.flags(i) & ~fontStyleBits, decorationFacts.flags(i), "glyph " + i);
                assertEquals(fullFacts.keyCode(i), decorationFacts.keyCode(i), "glyph " + i);
                assertEquals(fullFacts.keyFont(i), decorationFacts.keyFont(i), "glyph " + i);
                if (fullFacts.isVisible(i)) {
                    assertEquals(fullFacts.originX(i), decorationFacts.originX(i), "glyph " + i);
                    assertEquals(fullFacts.em(i), decorationFacts.em(i), "glyph " + i);
                    assertEquals(fullFacts.slant(i), decorationFacts.slant(i), "glyph " + i);
                }
            }
        }
    }

    /** A space glyph is flagged {@link PageGlyphs#BLANK}; a letter, in any font, is not. */
    @Test
    void read_spaceGlyph_flaggedBlank() throws IOException {
        byte[] pdf;
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(FontName.HELVETICA), 12);
                content.newLineAtOffset(100, 700);
                content.showText("a b");
                content.endText();
            }
            pdf = ContentStreams.saved(document);
        }
        try (PDDocument document = Loader.loadPDF(pdf)) {
            GlyphFactsReader reader = readerWithDefaults();
            PageGlyphs facts = new PageGlyphs();
            List<String> text = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void processTextPosition(TextPosition glyph) {
                    text.add(glyph.getUnicode());
                    reader.read(glyph, getGraphicsState(), 0, facts);
                    super.processTextPosition(glyph);
                }
            };
            stripper.getText(document);
            assertEquals(List.of("a", " ", "b"), text);
            assertEquals(List.of(false, true, false),
                    List.of(facts.isBlank(0), facts.isBlank(1), facts.isBlank(2)));
            assertTrue(facts.isVisible(1));
        }
    }

    /**
     * An over-print key holds the glyph's fill colour as a number the page gives each colour object in first use;
     * the numbers' keys tell colours apart only when asked. The same colour written twice takes two numbers with
     * one key, and each page numbers its own colours from 0.
     */
    @Test
    void fillColourKey_equalForColoursWrittenAlike_numbersRestartEachPage() throws IOException {
        String colours = "BT /F1 12 Tf 72 700 Td 0 g (a) Tj 1 0 0 rg (b) Tj 0 g (c) Tj (d) Tj 0 0 0 rg (e) Tj ET";
        byte[] pdf;
        try (PDDocument document = new PDDocument()) {
            for (String content : List.of(colours, "BT /F1 12 Tf 72 700 Td 1 0 0 rg (f) Tj ET")) {
                PDPage page = new PDPage();
                document.addPage(page);
                PDResources resources = new PDResources();
                resources.put(COSName.getPDFName("F1"), new PDType1Font(FontName.HELVETICA));
                page.setResources(resources);
                ContentStreams.setContent(document, page, content);
            }
            pdf = ContentStreams.saved(document);
        }
        try (PDDocument document = Loader.loadPDF(pdf)) {
            GlyphFactsReader reader = readerWithDefaults();
            PageGlyphs facts = new PageGlyphs();
            List<Integer> numbers = new ArrayList<>();
            List<Integer> keys = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                {
                    ColourOperators.all(this).forEach(this::addOperator);   // as the style pass runs them
                }

                @Override
                protected void startPage(PDPage page) throws IOException {
                    facts.clear();
                    reader.clearPage();
                    super.startPage(page);
                }

                @Override
                protected void processTextPosition(TextPosition glyph) {
                    reader.read(glyph, getGraphicsState(), 0, facts);
                    int i = facts.size() - 1;
                    numbers.add(facts.keyColour(i));
                    keys.add(reader.fillColourKey(facts.keyColour(i)));
                    super.processTextPosition(glyph);
                }
            };
            stripper.getText(document);
            // a: 0 g; b: red; c: 0 g again; d: the same colour object; e: black written in RGB; f: page 2's red
            assertEquals(List.of(0, 1, 2, 2, 3, 0), numbers);
            assertEquals(keys.get(0), keys.get(2), "0 g written twice");
            assertNotEquals(keys.get(0), keys.get(1), "gray black against red");
            assertNotEquals(keys.get(0), keys.get(4), "0 g against 0 0 0 rg: written differently");
            assertEquals(keys.get(1), keys.get(5), "red on two pages");
        }
    }

    /**
     * Text matrices' linear parts {a, b, c, d} per unit size: upright, then ones that differ from it in one
     * entry each (baseline tilted, sheared as synthetic italic, heightened), the tilted one widened (widening
     * alone changes none of the facts read), and turned.
     */
    private static final float[][] LINEAR_PARTS = {{1, 0, 0, 1}, {1, 0.25f, 0, 1}, {1, 0, 0.25f, 1},
        {1, 0, 0, 1.3f}, {1.3f, 0.25f, 0, 1}, {0, 1, -1, 0}};

    /**
     * Four words a line, forty a page, each word in a font, a size and a text matrix picked by a fixed
     * pseudo-random walk: a font comes back in another size or slant than it left in. The content is written
     * as operators: PDFBox cannot encode text for a Type 3 font.
     */
    private static byte[] wordsInSwitchingFonts(int words) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDFont[] fonts = new PDFont[FONT_COUNT];
            for (int f = 0; f < FONTS.length; f++) {
                fonts[f] = new PDType1Font(FONTS[f]);
            }
            fonts[FONTS.length] = squareGlyphsType3Font();
            long state = 7;
            for (int first = 0; first < words; first += 40) {
                PDPage page = new PDPage();
                document.addPage(page);
                PDResources resources = new PDResources();
                page.setResources(resources);
                COSName[] names = new COSName[FONT_COUNT];
                for (int f = 0; f < FONT_COUNT; f++) {
                    names[f] = resources.add(fonts[f]);
                }
                StringBuilder content = new StringBuilder("BT\n");
                for (int w = first; w < Math.min(words, first + 40); w++) {
                    state = state * 6364136223846793005L + 1442695040888963407L;
                    int font = (int) ((state >>> 33) % FONT_COUNT);
                    int size = 9 + 3 * (int) ((state >>> 45) % 3);
                    // mostly upright, as in body text, so most switches find the font's last matrix again
                    float[] linear = LINEAR_PARTS[(state >>> 50) % 3 == 0 ? (int) ((state >>> 55) % LINEAR_PARTS.length) : 0];
                    String word = font == FONTS.length ? "ab ba " : "word" + w + " ";
                    content.append('/').append(names[font].getName()).append(" 1 Tf ");
                    for (float v : linear) {
                        content.append(v * size).append(' ');
                    }
                    content.append(72 + 120 * (w % 4)).append(' ').append(720 - 16 * ((w - first) / 4))
                            .append(" Tm (").append(word).append(") Tj\n");
                }
                content.append("ET\n");
                ContentStreams.setContent(document, page, content.toString());
            }
            return ContentStreams.saved(document);
        }
    }

    /** A Type 3 font whose 'a' and 'b' are filled squares of two sizes, with no descriptor. */
    private static PDFont squareGlyphsType3Font() throws IOException {
        return new PDType3Font(new Type3FontBuilder().bbox(0, 0, 600, 700)
                .glyph(' ', "space", 300, "300 0 d0")
                .glyph('a', "a", 600, "600 0 d0 50 0 500 500 re f")
                .glyph('b', "b", 600, "600 0 d0 50 0 300 700 re f")
                .build());
    }

    /**
     * The reader takes a glyph's advance from its end point ({@link GlyphFactsReader#advanceOf}) instead of asking
     * {@link TextPosition#getWidthDirAdj}: the same number, bit for bit, in every text direction. The rotated pages
     * of the corpus set text in three directions; a page made here shows one line in each of the four.
     */
    @Test
    void advanceOf_isPdfboxDirectionAdjustedWidth_inEveryDirection() throws IOException {
        Set<Float> directions = new TreeSet<>();
        int glyphs = 0;
        Map<String, byte[]> pages = new LinkedHashMap<>();
        for (String route : new String[] {"cairo", "chromium", "handps", "libreoffice"}) {
            pages.put(route, Files.readAllBytes(Paths.get("test-documents", route, "rotated.pdf")));
        }
        pages.put("four directions", textInFourDirections());
        for (Map.Entry<String, byte[]> page : pages.entrySet()) {
            String name = page.getKey();
            try (PDDocument document = Loader.loadPDF(page.getValue())) {
                List<TextPosition> positions = TextPositions.onPage(document, 1);
                for (TextPosition text : positions) {
                    float x = text.getTextMatrix().getTranslateX();
                    float y = text.getTextMatrix().getTranslateY();
                    float expected = text.getWidthDirAdj();
                    assertEquals(Float.floatToIntBits(expected),
                            Float.floatToIntBits(GlyphFactsReader.advanceOf(text, x, y)),
                            () -> name + ": '" + text.getUnicode() + "' in direction " + text.getDir());
                    directions.add(text.getDir());
                    glyphs++;
                }
            }
        }
        assertTrue(glyphs > 500, "glyphs compared: " + glyphs);
        assertEquals(Set.of(0f, 90f, 180f, 270f), directions);
    }

    /** A page with a line of text in each direction: turned 0, 90, 180 and 270 degrees about the page's middle. */
    private static byte[] textInFourDirections() throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                for (int quarter = 0; quarter < 4; quarter++) {
                    content.beginText();
                    content.setFont(new PDType1Font(FontName.HELVETICA), 11 + quarter);
                    Matrix matrix = Matrix.getRotateInstance(Math.toRadians(90 * quarter), 306, 396);
                    matrix.translate(40, 0);
                    content.setTextMatrix(matrix);
                    content.showText("Wide text, turned " + 90 * quarter);
                    content.endText();
                }
            }
            return ContentStreams.saved(document);
        }
    }

    /** A reader of the default settings, with a verdict cache of its own. */
    private static GlyphFactsReader readerWithDefaults() {
        return new GlyphFactsReader(new FontVerdictCache(DetectionSettings.defaults().fontEvidence()),
                DetectionSettings.defaults());
    }
}
