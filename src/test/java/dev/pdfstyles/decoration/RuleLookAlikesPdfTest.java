package dev.pdfstyles.decoration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * Pages drawn here the way the real-world set's producers drew them (#23: rules drawn in pieces, chips,
 * underlines beside a frame's edge, header lines set apart by spaces, captions over a table's top rule, art
 * crossing a link, underlined diagram titles, underlines of a wrapped passage) and as producers found since drew
 * them (a table's column borders drawn as short strokes of a wide line, a heading's glyphs outlined by stroking
 * their own outlines over them), parsed end to end: the rules come from the content stream's path operators and
 * the spaces from its text, as in any document.
 */
class RuleLookAlikesPdfTest {

    private static final PDType1Font HELVETICA = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private static final float SIZE = 12;
    private static final float X = 100;
    private static final float BASELINE = 700;

    /** Draws one page; returns the parser's XHTML. */
    private interface Page {
        void draw(PDPageContentStream content) throws IOException;
    }

    private static String parse(Page page) throws Exception {
        byte[] pdf;
        try (PDDocument document = new PDDocument()) {
            PDPage p = new PDPage(PDRectangle.LETTER);
            document.addPage(p);
            try (PDPageContentStream content = new PDPageContentStream(document, p)) {
                page.draw(content);
            }
            pdf = ContentStreams.saved(document);
        }
        ToXMLContentHandler handler = new ToXMLContentHandler();
        new StyledPdfParser().parse(new ByteArrayInputStream(pdf), handler, new Metadata(), new ParseContext());
        return handler.toString();
    }

    private static void text(PDPageContentStream content, float x, float y, float size, String text)
            throws IOException {
        content.beginText();
        content.setFont(HELVETICA, size);
        content.newLineAtOffset(x, y);
        content.showText(text);
        content.endText();
    }

    private static float width(String text, float size) throws IOException {
        return HELVETICA.getStringWidth(text) / 1000 * size;
    }

    private static void strokeLine(PDPageContentStream content, float x1, float y, float x2, float lineWidth)
            throws IOException {
        content.setLineWidth(lineWidth);
        content.moveTo(x1, y);
        content.lineTo(x2, y);
        content.stroke();
    }

    /** A form's title over a page-wide 1.5 pt rule drawn in three pieces that meet at the title's ends. */
    @Test
    void parse_titleOverAPageWideRuleDrawnInPieces_notUnderlined() throws Exception {
        String title = "U.S. Individual Income Tax Return";
        String xhtml = parse(content -> {
            float end = X + width(title, SIZE);
            text(content, X, BASELINE, SIZE, title);
            float y = BASELINE - 0.31f * SIZE;
            strokeLine(content, 36, y, X + 0.5f, 1.5f);
            strokeLine(content, X, y, end, 1.5f);
            strokeLine(content, end - 0.5f, y, 576, 1.5f);
        });
        assertTrue(xhtml.contains(title), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /** An underline drawn run by run, the runs' pieces meeting end to end, stays one underline. */
    @Test
    void parse_underlineDrawnRunByRun_underlined() throws Exception {
        String xhtml = parse(content -> {
            String first = "underlined in";
            float split = X + width(first, SIZE);
            float end = X + width(first + " two runs", SIZE);
            text(content, X, BASELINE, SIZE, first + " two runs");
            strokeLine(content, X, BASELINE - 1.5f, split, 0.6f);
            strokeLine(content, split, BASELINE - 1.5f, end, 0.6f);
        });
        assertTrue(xhtml.contains("<u>underlined in two runs</u>"), xhtml);
    }

    /** A grey chip: a rounded outline filled and stroked around its text, its flat bottom in the underline band. */
    @Test
    void parse_textInARoundedChip_notUnderlined() throws Exception {
        String label = "Jan 1, 2025 12:00 AM";
        String xhtml = parse(content -> {
            float left = X - 4;
            float right = X + width(label, SIZE) + 4;
            float bottom = BASELINE - 0.24f * SIZE;
            float top = BASELINE + 0.95f * SIZE;
            float r = 6;
            content.setNonStrokingColor(0.91f, 0.92f, 0.93f);
            content.setStrokingColor(0.91f, 0.92f, 0.93f);
            content.setLineWidth(0.19f);
            content.moveTo(left + r, top);
            content.lineTo(right - r, top);
            content.curveTo(right, top, right, top, right, top - r);
            content.lineTo(right, bottom + r);
            content.curveTo(right, bottom, right, bottom, right - r, bottom);
            content.lineTo(left + r, bottom);
            content.curveTo(left, bottom, left, bottom, left, bottom + r);
            content.lineTo(left, top - r);
            content.curveTo(left, top, left, top, left + r, top);
            content.closePath();
            content.fillAndStroke();
            content.setNonStrokingColor(0.12f, 0.12f, 0.12f);
            text(content, X, BASELINE, SIZE, label);
        });
        assertTrue(xhtml.contains(label), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /**
     * A right-aligned link in a spreadsheet cell, underlined to its end, 0.84 pt short of the frame's 1.92 pt
     * edge; the cell's own border below reaches the edge.
     */
    @Test
    void parse_underlineStoppingShortOfAFrameEdge_underlined() throws Exception {
        String link = "Iowa Ethanol";
        String xhtml = parse(content -> {
            float end = 300;
            float start = end - width(link, SIZE);
            text(content, start, BASELINE, SIZE, link);
            content.addRect(start, BASELINE - 0.15f * SIZE - 0.24f, end - start, 0.48f);
            content.addRect(end + 0.84f, 100, 1.92f, 650);
            content.addRect(40, BASELINE - 6, end + 0.84f - 40, 0.96f);
            content.fill();
        });
        assertTrue(xhtml.contains("<u>" + link + "</u>"), xhtml);
    }

    /** A letterhead line: three groups set apart by runs of spaces, over a rule under the whole line. */
    @Test
    void parse_headerGroupsSetApartBySpacesOverARule_notUnderlined() throws Exception {
        String gap = " ".repeat(19);
        String line = "Mr. Peter Fong, Principal" + gap + "Cupertino Union School District" + gap + "October 23, 2014";
        float size = 10;
        String xhtml = parse(content -> {
            float x = 40;
            text(content, x, BASELINE, size, line);
            strokeLine(content, x - 0.7f * size, BASELINE - 2.3f, x + width(line, size) + 0.5f * size, 0.75f);
        });
        assertTrue(xhtml.contains("October 23, 2014"), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /** A table's caption, centred over the table's top rule, which runs on 0.9 em past both its ends. */
    @Test
    void parse_captionOverATablesTopRule_notUnderlined() throws Exception {
        String caption = "Table 1: Current layout detection models in the model zoo";
        String xhtml = parse(content -> {
            text(content, X, BASELINE, SIZE, caption);
            strokeLine(content, X - 0.9f * SIZE, BASELINE - 0.43f * SIZE, X + width(caption, SIZE) + 0.9f * SIZE,
                    0.6f);
        });
        assertTrue(xhtml.contains(caption), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /** A faint, thick stroke of background art crosses an underlined link through one of its letters. */
    @Test
    void parse_underlinedLinkCrossedByArt_underlined() throws Exception {
        String link = "https://www.gao.gov/copyright";
        String xhtml = parse(content -> {
            float crossing = X + width("https://www.", SIZE) + width("g", SIZE) / 2;
            content.setStrokingColor(0.95f, 0.95f, 0.95f);
            content.setLineWidth(6.4f);
            content.moveTo(crossing, 0);
            content.lineTo(crossing, 792);
            content.stroke();
            content.setStrokingColor(0f, 0f, 0f);
            text(content, X, BASELINE, SIZE, link);
            strokeLine(content, X, BASELINE - 1.5f, X + width(link, SIZE), 0.14f);
        });
        assertTrue(xhtml.contains("<u>" + link + "</u>"), xhtml);
    }

    /**
     * A diagram box's underlined title over its description, whose first line is centred under the title:
     * placed like a fraction's numerator and denominator, but the line under it is words.
     */
    @Test
    void parse_underlinedBoxTitleOverItsDescription_underlined() throws Exception {
        String title = "Sequencer";
        String xhtml = parse(content -> {
            float titleWidth = width(title, SIZE);
            text(content, X, BASELINE, SIZE, title);
            strokeLine(content, X, BASELINE - 1.3f, X + titleWidth, 0.83f);
            float middle = X + titleWidth / 2;
            text(content, middle - width("Packets of", 9) / 2, BASELINE - 12, 9, "Packets of");
            text(content, middle - width("1-4 instructions", 9) / 2, BASELINE - 23, 9, "1-4 instructions");
        });
        assertTrue(xhtml.contains("<u>" + title + "</u>"), xhtml);
    }

    /**
     * An underlined passage that wraps, underlined line by line to the end of each line's box (a markup
     * pen): the first line's rule runs 3 em past its text, the last line's ends with it.
     */
    @Test
    void parse_underlinedPassageDrawnToTheLineEnds_bothLinesUnderlined() throws Exception {
        String first = "Testing the implementation of various font choices";
        String second = "and readability.";
        String xhtml = parse(content -> {
            text(content, X, BASELINE, SIZE, first);
            text(content, X, BASELINE - 16, SIZE, second);
            content.setStrokingColor(1f, 1f, 0f);
            strokeLine(content, X, BASELINE - 1.6f, X + width(first, SIZE) + 3 * SIZE, 1.27f);
            strokeLine(content, X, BASELINE - 17.6f, X + width(second, SIZE), 1.27f);
        });
        assertTrue(xhtml.contains("<u>" + first), xhtml);
        assertTrue(xhtml.contains(second + "</u>"), xhtml);
    }

    /**
     * A sentence over a table's top rule, the rule ending under the sentence's middle. The table's column borders
     * are 0.5 pt segments stroked with a 30 pt line (a form generator's way of drawing them): upright bars that
     * meet the top rule's ends, as a grid's do.
     */
    @Test
    void parse_sentenceOverATableWhoseColumnBordersAreCrosswiseStrokes_notUnderlined() throws Exception {
        String over = "is the tax amount he must enter on line 41";
        String sentence = over + " of his Form 1040NR.";
        float size = 9;
        String xhtml = parse(content -> {
            float left = 42;
            float right = left + width(over, size);
            text(content, left, 656.4f, size, sentence);
            strokeLine(content, left, 654.565f, right, 0.5f);
            for (float x : new float[] {left, (left + right) / 2, right - 0.5f}) {
                strokeLine(content, x, 639.315f, x + 0.5f, 30);
            }
        });
        assertTrue(xhtml.contains(sentence), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /**
     * A chart title whose glyphs are drawn as text and then stroked as their own outlines (0.4 pt). An 'e''s
     * outer contour is curves but for the crossbar's lower edge, a straight piece at a quarter of the em, in the
     * strike-through band and across most of the letter; its eye is a contour of its own whose flat bottom is the
     * crossbar's upper edge. Both are parts of the letter, not strike-throughs.
     */
    @Test
    void parse_titleWhoseLettersAreStrokedAsTheirOutlines_notStruck() throws Exception {
        String title = "Sexe des répondants";
        float size = 18;
        String xhtml = parse(content -> {
            text(content, X, BASELINE, size, title);
            content.setLineWidth(0.4f);
            for (int i = title.indexOf('e'); i >= 0; i = title.indexOf('e', i + 1)) {
                float left = X + width(title.substring(0, i), size);
                strokeLetterEOutline(content, left, BASELINE, width("e", size), size);
            }
        });
        assertTrue(xhtml.contains(title), xhtml);
        assertFalse(xhtml.contains("<s>"), xhtml);
    }

    /**
     * A LaTeX tabular: an {@code \\hline} under each row (0.4 pt, 0.39 em below the baseline, a few points past
     * the row's text at each end, which covers most of it), and the column rules drawn row by row, each one
     * ending on the rules above and below it: they meet the row rule as T's between the cells, not as crossings.
     */
    @Test
    void parse_tableRowsOverRulesThatColumnRulesEndOn_notUnderlined() throws Exception {
        String[][] rows = {{"Convolution", "maps:64, k3", "64x32"}, {"MaxPooling", "k2, s2", "64x16"},
            {"Convolution", "maps:128, k3", "128x16"}};
        float size = 11;
        float gap = 12;
        float rowHeight = 14;
        String xhtml = parse(content -> {
            float[] columnX = new float[3];
            float[] cellWidth = new float[3];
            for (String[] row : rows) {
                for (int c = 0; c < 3; c++) {
                    cellWidth[c] = Math.max(cellWidth[c], width(row[c], size));
                }
            }
            columnX[0] = X;
            for (int c = 1; c < 3; c++) {
                columnX[c] = columnX[c - 1] + cellWidth[c - 1] + gap;
            }
            float left = X - 4;
            float right = columnX[2] + cellWidth[2] + 4;
            for (int r = 0; r < rows.length; r++) {
                float baseline = BASELINE - r * rowHeight;
                for (int c = 0; c < 3; c++) {
                    text(content, columnX[c], baseline, size, rows[r][c]);
                }
                float rule = baseline - 0.39f * size;
                strokeLine(content, left, rule, right, 0.4f);
                for (int c = 1; c < 3; c++) {
                    float x = columnX[c] - gap / 2;
                    content.moveTo(x, rule + 0.2f);
                    content.lineTo(x, rule + rowHeight - 0.2f);
                    content.stroke();
                }
            }
        });
        assertTrue(xhtml.contains("maps:128, k3"), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /**
     * Excel's dotted gridlines: each cell's bottom border a row of filled dashes (1.9 pt long, 0.6 pt thick,
     * 0.6 pt apart) running the cell's width, 0.3 em under a short word in 7.2 pt type. Each dash is as wide as
     * a glyph or two and lies under them; the dashes are one line, which runs far past its text. A dotted
     * underline, the same dashes under its word alone, stays one.
     */
    @Test
    void parse_wordsOverDottedCellBorders_notUnderlined_dottedUnderline_underlined() throws Exception {
        float size = 7.2f;
        String cell = "CORVARA";
        String underlined = "dotted";
        String xhtml = parse(content -> {
            text(content, X, BASELINE, size, cell);
            dashes(content, X - 2, X + 116, BASELINE - 0.33f * size);
            float second = BASELINE - 40;
            text(content, X, second, size, "a " + underlined + " word");
            float start = X + width("a ", size);
            dashes(content, start, start + width(underlined, size), second - 0.15f * size);
        });
        // a word underlined in part is no longer whole in the output
        assertTrue(xhtml.contains(cell), xhtml);
        assertFalse(xhtml.contains("<u>" + cell), xhtml);
        assertTrue(xhtml.contains("<u>" + underlined + "</u>"), xhtml);
    }

    /** Filled dashes 1.92 pt long and 0.6 pt thick, one every 2.52 pt from {@code from} up to {@code to}. */
    private static void dashes(PDPageContentStream content, float from, float to, float centreY) throws IOException {
        for (float x = from; x + 1.92f <= to + 0.01f; x += 2.52f) {
            content.addRect(x, centreY - 0.3f, 1.92f, 0.6f);
        }
        content.fill();
    }

    /**
     * A chart's data label whose glyphs are drawn as text and then stroked as their own outlines (0.26 pt), as
     * Excel does on a coloured bar. The '7''s stem ends in a short flat foot a hair above the baseline, the
     * '%''s slash is a closed parallelogram of straight sides whose bottom lies on it, and each piece's ends
     * touch the next glyph: parts of the letters, not underlines, however the ends meet their neighbours.
     */
    @Test
    void parse_dataLabelWhoseDigitsAreStrokedAsTheirOutlines_notUnderlined() throws Exception {
        String label = "17%";
        float size = 9;
        String xhtml = parse(content -> {
            text(content, X, BASELINE, size, label);
            content.setLineWidth(0.26f);
            float seven = X + width("1", size);
            // the stem's two sides are curves; the foot is the straight piece between them, 0.0003 pt up
            float top = BASELINE + 0.66f * size;
            float foot = BASELINE + 0.0003f;
            content.moveTo(seven + 0.05f * size, top);
            content.lineTo(seven + 0.43f * size, top);
            content.curveTo(seven + 0.28f * size, top - 0.16f * size, seven + 0.2f * size, top - 0.35f * size,
                    seven + 0.18f * size, foot);
            content.lineTo(seven + 0.32f * size, foot);
            content.curveTo(seven + 0.33f * size, top - 0.44f * size, seven + 0.4f * size, top - 0.2f * size,
                    seven + 0.53f * size, top + 0.02f * size);
            content.lineTo(seven + 0.53f * size, top + 0.1f * size);
            content.lineTo(seven + 0.05f * size, top + 0.1f * size);
            content.closePath();
            float percent = seven + width("7", size);
            closedPolygon(content, percent, BASELINE, size, new float[] {0.55f, 0.70f, 0.13f, 0.05f},
                    new float[] {0.70f, 0.70f, 0f, 0f});
            content.stroke();
        });
        assertTrue(xhtml.contains(label), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
    }

    /**
     * A heading whose 'x' is stroked as its own outline, twelve straight sides and no curve (Franklin Gothic's):
     * its feet lie on the baseline and the tops of its arms at half the em, in the underline and strike-through
     * bands, under and through the letter alone.
     */
    @Test
    void parse_headingWhoseStraightSidedLetterIsStrokedAsItsOutline_notDecorated() throws Exception {
        String heading = "Sexe";
        float size = 18;
        String xhtml = parse(content -> {
            text(content, X, BASELINE, size, heading);
            content.setLineWidth(0.5f);
            float left = X + width("Se", size);
            float advance = width("x", size);
            float[] along = {0.63f, 0.94f, 0.73f, 0.52f, 0.34f, 0.05f, 0.37f, 0f, 0.22f, 0.48f, 0.71f, 1f};
            float[] up = {0.28f, 0.49f, 0.49f, 0.35f, 0.49f, 0.49f, 0.25f, 0f, 0f, 0.18f, 0f, 0f};
            for (int i = 0; i < along.length; i++) {
                along[i] *= advance / size;
            }
            closedPolygon(content, left, BASELINE, size, along, up);
            content.stroke();
        });
        assertTrue(xhtml.contains(heading), xhtml);
        assertFalse(xhtml.contains("<u>"), xhtml);
        assertFalse(xhtml.contains("<s>"), xhtml);
    }

    /** A closed polygon of straight sides through the points (left + along * em, baseline + up * em). */
    private static void closedPolygon(PDPageContentStream content, float left, float baseline, float em,
                                      float[] along, float[] up) throws IOException {
        content.moveTo(left + along[0] * em, baseline + up[0] * em);
        for (int i = 1; i < along.length; i++) {
            content.lineTo(left + along[i] * em, baseline + up[i] * em);
        }
        content.closePath();
    }

    /**
     * An 'e' as two closed contours. The outer one: the crossbar's lower edge from right to left at a quarter of
     * the em, the upper bowl, down the right side, the lower bowl and back to the crossbar's right end, every
     * piece but the crossbar a curve. The eye: the crossbar's upper edge, a tenth of the em higher, and two curves
     * over it.
     */
    private static void strokeLetterEOutline(PDPageContentStream content, float left, float baseline, float advance,
                                             float em) throws IOException {
        float right = left + 0.92f * advance;
        float inner = left + 0.12f * advance;
        float bar = baseline + 0.25f * em;
        float middle = left + advance / 2;
        content.moveTo(right, bar);
        content.lineTo(inner, bar);
        content.curveTo(inner, baseline + 0.4f * em, middle - 0.2f * advance, baseline + 0.52f * em, middle,
                baseline + 0.52f * em);
        content.curveTo(middle + 0.3f * advance, baseline + 0.52f * em, right, baseline + 0.4f * em, right,
                baseline + 0.3f * em);
        content.curveTo(right, baseline + 0.1f * em, middle + 0.2f * advance, baseline - 0.01f * em, middle,
                baseline - 0.01f * em);
        content.curveTo(left, baseline - 0.01f * em, left, baseline + 0.5f * em, right, bar);
        content.closePath();
        float eyeBottom = bar + 0.1f * em;
        content.moveTo(right - 0.1f * advance, eyeBottom);
        content.lineTo(inner + 0.1f * advance, eyeBottom);
        content.curveTo(inner + 0.1f * advance, baseline + 0.4f * em, middle - 0.2f * advance, baseline + 0.45f * em,
                middle, baseline + 0.45f * em);
        content.curveTo(middle + 0.2f * advance, baseline + 0.45f * em, right - 0.1f * advance, baseline + 0.4f * em,
                right - 0.1f * advance, eyeBottom);
        content.closePath();
        content.stroke();
    }
}
