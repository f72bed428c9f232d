package dev.pdfstyles.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Random;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The benchmark's synthetic stress documents, written with PDFBox into a cache folder (once per recipe:
 * the file name carries the recipe's size parameter and {@link #RECIPE_VERSION}).
 *
 * <p>No font files are available on CI machines, so styled text uses Standard-14 fonts, and the
 * many-fonts document embeds the one TrueType font PDFBox's own jar ships, loaded again for every font.
 */
final class GeneratedPdfs {

    /** Bump when a recipe changes, so that stale cached files are not measured. */
    private static final int RECIPE_VERSION = 1;

    /** TrueType font inside pdfbox.jar (PDFBox's fallback font): the only font file a CI machine has. */
    private static final String BUNDLED_TTF = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

    private static final float MARGIN_PT = 54f;
    private static final float FONT_SIZE_PT = 10.5f;
    private static final float LEADING_PT = 14f;
    /** Lines of body text per generated text page: US Letter minus margins at {@link #LEADING_PT}. */
    private static final int LINES_PER_PAGE = 48;
    /** Words per line: about 75 characters at 10.5 pt Helvetica, fitting the text width. */
    private static final int WORDS_PER_LINE = 12;
    /** Underline rectangle: offset below the baseline and thickness, as fractions of the font size. */
    private static final float UNDERLINE_OFFSET_EM = 0.12f;
    private static final float UNDERLINE_THICKNESS_EM = 0.06f;
    /** Fixed seed: the same recipe writes the same text every time. */
    private static final long TEXT_SEED = 20261130L;

    /** Dense page: hatching cells (one stroked segment each) and thin filled rules (four segments each). */
    private static final int HATCH_COLUMNS = 120;
    private static final int HATCH_ROWS = 100;
    private static final int THIN_RULES = 4000;
    /** Lines of text over the dense drawing. */
    private static final int DENSE_PAGE_TEXT_LINES = 30;

    /** Many-fonts document: one line per font, this many lines per page. */
    private static final int FONT_LINES_PER_PAGE = 40;

    private static final String[] WORDS = {
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
        "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
        "uniform", "victor", "whiskey", "xray", "yankee", "zulu", "the", "of", "and", "measure",
    };

    private final Path folder;

    GeneratedPdfs(Path folder) {
        this.folder = folder;
    }

    /** Segments drawn on the dense page (hatching plus rule rectangles). */
    static int densePageSegments() {
        return HATCH_COLUMNS * HATCH_ROWS + 4 * THIN_RULES;
    }

    /** A document of {@code pages} pages of body text with bold, italic and underlined runs. */
    Path longStyledText(int pages) throws IOException {
        return cached("long-styled-" + pages + "p", document -> writeStyledText(document, pages));
    }

    /** One page with {@link #densePageSegments()} path segments under some text. */
    Path densePaths() throws IOException {
        return cached("dense-paths-" + densePageSegments() + "seg", this::writeDensePaths);
    }

    /** {@link #longStyledText} as the benchmark names it ({@code generated:long-styled-<pages>p}). */
    BenchDocument longStyledDocument(int pages) throws IOException {
        return BenchDocument.read("generated:long-styled-" + pages + "p", longStyledText(pages));
    }

    /** {@link #densePaths} as the benchmark names it. */
    BenchDocument densePathsDocument() throws IOException {
        return BenchDocument.read("generated:dense-paths", densePaths());
    }

    /** A document using {@code fonts} distinct embedded fonts, one line of text each. */
    Path manyFonts(int fonts) throws IOException {
        return cached("many-fonts-" + fonts, document -> writeManyFonts(document, fonts));
    }

    private interface Recipe {
        void write(PDDocument document) throws IOException;
    }

    private Path cached(String name, Recipe recipe) throws IOException {
        Path target = folder.resolve(name + "-v" + RECIPE_VERSION + ".pdf");
        if (Files.isRegularFile(target)) {
            return target;
        }
        Files.createDirectories(folder);
        Path partial = folder.resolve(name + ".partial");
        try (PDDocument document = new PDDocument()) {
            recipe.write(document);
            document.save(partial.toFile());
        }
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    private void writeStyledText(PDDocument document, int pages) throws IOException {
        PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        PDFont bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
        PDFont italic = new PDType1Font(Standard14Fonts.FontName.TIMES_ITALIC);
        Random random = new Random(TEXT_SEED);
        for (int p = 0; p < pages; p++) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                float y = page.getMediaBox().getHeight() - MARGIN_PT;
                for (int line = 0; line < LINES_PER_PAGE; line++, y -= LEADING_PT) {
                    writeStyledLine(content, random, y, regular, bold, italic);
                }
            }
        }
    }

    /** One line of runs: each word plain, bold, italic or underlined, chosen by the seeded random. */
    private static void writeStyledLine(PDPageContentStream content, Random random, float baselineY,
                                        PDFont regular, PDFont bold, PDFont italic) throws IOException {
        float[] underlineStarts = new float[WORDS_PER_LINE];
        float[] underlineWidths = new float[WORDS_PER_LINE];
        int underlines = 0;
        float x = MARGIN_PT;
        content.beginText();
        content.newLineAtOffset(MARGIN_PT, baselineY);
        for (int w = 0; w < WORDS_PER_LINE; w++) {
            String word = WORDS[random.nextInt(WORDS.length)];
            int style = random.nextInt(6);
            PDFont font = style == 1 ? bold : style == 2 ? italic : regular;
            content.setFont(font, FONT_SIZE_PT);
            content.showText(word);
            float wordWidth = font.getStringWidth(word) / 1000f * FONT_SIZE_PT;
            if (style == 3) {
                underlineStarts[underlines] = x;
                underlineWidths[underlines++] = wordWidth;
            }
            content.setFont(regular, FONT_SIZE_PT);
            content.showText(" ");
            x += wordWidth + regular.getStringWidth(" ") / 1000f * FONT_SIZE_PT;
        }
        content.endText();
        for (int u = 0; u < underlines; u++) {
            content.addRect(underlineStarts[u], baselineY - UNDERLINE_OFFSET_EM * FONT_SIZE_PT,
                    underlineWidths[u], UNDERLINE_THICKNESS_EM * FONT_SIZE_PT);
        }
        if (underlines > 0) {
            content.fill();
        }
    }

    private void writeDensePaths(PDDocument document) throws IOException {
        PDPage page = new PDPage(PDRectangle.LETTER);
        document.addPage(page);
        PDRectangle box = page.getMediaBox();
        float cellWidth = (box.getWidth() - 2 * MARGIN_PT) / HATCH_COLUMNS;
        float cellHeight = (box.getHeight() - 2 * MARGIN_PT) / HATCH_ROWS;
        Random random = new Random(TEXT_SEED);
        try (PDPageContentStream content = new PDPageContentStream(document, page)) {
            content.setLineWidth(0.1f);
            for (int row = 0; row < HATCH_ROWS; row++) {
                for (int column = 0; column < HATCH_COLUMNS; column++) {
                    float x = MARGIN_PT + column * cellWidth;
                    float y = MARGIN_PT + row * cellHeight;
                    content.moveTo(x, y);
                    content.lineTo(x + cellWidth, y + cellHeight);
                }
            }
            content.stroke();
            // Thin horizontal rules all over the page: each is an underline candidate for the glyphs near it.
            for (int r = 0; r < THIN_RULES; r++) {
                float x = MARGIN_PT + random.nextFloat() * (box.getWidth() - 2 * MARGIN_PT - 40f);
                float y = MARGIN_PT + random.nextFloat() * (box.getHeight() - 2 * MARGIN_PT);
                content.addRect(x, y, 10f + random.nextFloat() * 30f, 0.5f);
            }
            content.fill();
            PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            PDFont bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            PDFont italic = new PDType1Font(Standard14Fonts.FontName.TIMES_ITALIC);
            float y = box.getHeight() - MARGIN_PT;
            for (int line = 0; line < DENSE_PAGE_TEXT_LINES; line++, y -= LEADING_PT * 1.5f) {
                writeStyledLine(content, random, y, regular, bold, italic);
            }
        }
    }

    private void writeManyFonts(PDDocument document, int fonts) throws IOException {
        PDPage page = null;
        PDPageContentStream content = null;
        float y = 0;
        try {
            for (int f = 0; f < fonts; f++) {
                if (f % FONT_LINES_PER_PAGE == 0) {
                    if (content != null) {
                        content.close();
                    }
                    page = new PDPage(PDRectangle.LETTER);
                    document.addPage(page);
                    content = new PDPageContentStream(document, page);
                    y = page.getMediaBox().getHeight() - MARGIN_PT;
                }
                PDFont font;
                try (InputStream ttf = GeneratedPdfs.class.getResourceAsStream(BUNDLED_TTF)) {
                    if (ttf == null) {
                        throw new IOException("pdfbox.jar has no " + BUNDLED_TTF);
                    }
                    // A separate load is a separate font dictionary and subset: a distinct font to the parser.
                    font = PDType0Font.load(document, ttf, true);
                }
                content.beginText();
                content.setFont(font, FONT_SIZE_PT);
                content.newLineAtOffset(MARGIN_PT, y);
                content.showText("Font " + (f + 1) + ": the quick brown fox jumps over the lazy dog "
                        + WORDS[f % WORDS.length]);
                content.endText();
                y -= LEADING_PT;
            }
        } finally {
            if (content != null) {
                content.close();
            }
        }
    }
}
