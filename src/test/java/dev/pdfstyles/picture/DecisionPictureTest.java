package dev.pdfstyles.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.pdfstyles.model.TextStyle;

/**
 * The picture shows the decisions it read: each style's colour around its runs of glyphs and nowhere in
 * plain text, each rule in the colour of its verdict, a legend under the page; and the command writes it.
 */
class DecisionPictureTest {

    private static final float DPI = DecisionPicture.DEFAULT_DPI;

    /** Pixels a box is shrunk by before looking for a colour that must not be in it (a neighbour's outline). */
    private static final int NEIGHBOUR_MARGIN_PX = 3;

    private static DecisionPicture.Picture forms;
    private static DecisionPicture.Picture contract;

    @BeforeAll
    static void drawPictures() throws IOException {
        forms = draw(CorpusPages.FORMS);
        contract = draw(CorpusPages.CONTRACT);
    }

    private static DecisionPicture.Picture draw(String name) throws IOException {
        try (PDDocument document = CorpusPages.load(name)) {
            return DecisionPicture.draw(document, 0, DPI, name);
        }
    }

    /** Each style's colour, named here and not asked of the picture: a mix-up there must show. */
    private static final Map<TextStyle.Kind, Color> STYLE_COLOURS = Map.of(TextStyle.Kind.BOLD, PictureColours.BOLD,
            TextStyle.Kind.ITALIC, PictureColours.ITALIC, TextStyle.Kind.UNDERLINE, PictureColours.UNDERLINE,
            TextStyle.Kind.STRIKETHROUGH, PictureColours.STRIKETHROUGH);

    private static int count(BufferedImage image, Rectangle area, Color colour) {
        Rectangle inside = area.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
        int n = 0;
        for (int y = inside.y; y < inside.y + inside.height; y++) {
            for (int x = inside.x; x < inside.x + inside.width; x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static Rectangle grown(Rectangle box, int by) {
        Rectangle grown = new Rectangle(box);
        grown.grow(by, by);
        return grown;
    }

    private static Rectangle pixelBox(DecisionPicture.Picture picture, StyleRuns.Run run) {
        return picture.pixels.shape(run.box(0)).getBounds();
    }

    @Test
    void draw_formsPage_eachStylesColourAroundEachOfItsRuns() {
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            // arrange
            Color colour = STYLE_COLOURS.get(kind);
            List<StyleRuns.Run> runs = StyleRuns.of(forms.decisions.glyphs(), kind);
            assertFalse(runs.isEmpty(), kind + " runs on the forms page");
            for (StyleRuns.Run run : runs) {
                // act
                int pixels = count(forms.image, grown(pixelBox(forms, run), 1), colour);
                // assert: an outline's four sides, a few pixels each at least
                assertTrue(pixels >= 8, kind + " outline of " + run.glyphs.size() + " glyphs: " + pixels + " pixels");
            }
        }
    }

    /** "allfour" on the combos page: bold, italic, underlined and struck, each outline visible over each glyph. */
    @Test
    void draw_glyphWithFourStyles_eachStylesColourOverTheGlyph() throws IOException {
        // arrange
        DecisionPicture.Picture combos = draw("libreoffice/combos.pdf");
        List<GlyphDecision> allFour = new ArrayList<>();
        for (GlyphDecision glyph : combos.decisions.glyphs()) {
            if (glyph.style().mask() == TextStyle.of(true, true, true, true).mask()) {
                allFour.add(glyph);
            }
        }
        assertTrue(allFour.size() >= 7, "glyphs with all four styles: " + allFour.size());
        for (GlyphDecision glyph : allFour) {
            Rectangle box = grown(pixelBox(combos, StyleRuns.ofText(List.of(glyph)).get(0)), 1);
            for (TextStyle.Kind kind : TextStyle.Kind.values()) {
                // act, assert
                assertTrue(count(combos.image, box, STYLE_COLOURS.get(kind)) > 0, kind + " over " + glyph);
            }
        }
    }

    @Test
    void draw_formsPage_noStyleColourInsideAPlainRun() {
        // arrange: the runs of plain glyphs, boxes shrunk clear of a styled neighbour's outline
        List<GlyphDecision> plain = new ArrayList<>();
        for (GlyphDecision glyph : forms.decisions.glyphs()) {
            if (glyph.style().isPlain()) {
                plain.add(glyph);
            }
        }
        int looked = 0;
        for (StyleRuns.Run run : StyleRuns.ofText(plain)) {
            Rectangle box = grown(pixelBox(forms, run), -NEIGHBOUR_MARGIN_PX);
            if (box.isEmpty() || run.glyphs.size() < 3) {
                continue;
            }
            // act, assert
            for (TextStyle.Kind kind : TextStyle.Kind.values()) {
                assertEquals(0, count(forms.image, box, STYLE_COLOURS.get(kind)), kind + " in plain " + box);
            }
            looked++;
        }
        assertTrue(looked > 10, "plain runs looked at: " + looked);
    }

    @Test
    void draw_eachRule_inTheColourOfItsVerdict() {
        for (DecisionPicture.Picture picture : new DecisionPicture.Picture[] {forms, contract}) {
            DecisionOverlay overlay = new DecisionOverlay(picture.decisions, picture.pixels, DPI);
            for (RuleDecision rule : picture.decisions.rules()) {
                // arrange
                Rectangle band = grown(overlay.ruleShape(rule.rule()).getBounds(), 1);
                Color mine = rule.isAccepted() ? PictureColours.ACCEPTED_RULE : PictureColours.REJECTED_RULE;
                Color other = rule.isAccepted() ? PictureColours.REJECTED_RULE : PictureColours.ACCEPTED_RULE;
                // act
                int minePixels = count(picture.image, band, mine);
                // assert
                assertTrue(minePixels >= Math.min(band.width, band.height), rule + ": " + minePixels);
                if (rule.isAccepted()) {
                    assertEquals(0, count(picture.image, grown(band, -1), other), rule.toString());
                }
            }
        }
    }

    @Test
    void draw_legend_underThePageWithEachColourSwatch() {
        // arrange
        Rectangle legend = new Rectangle(0, contract.pageHeight, contract.image.getWidth(),
                contract.image.getHeight() - contract.pageHeight);
        // assert
        assertTrue(legend.height > 100, "legend height " + legend.height);
        for (Color colour : new Color[] {PictureColours.BOLD, PictureColours.ITALIC, PictureColours.UNDERLINE,
            PictureColours.STRIKETHROUGH, PictureColours.ACCEPTED_RULE, PictureColours.REJECTED_RULE}) {
            assertTrue(count(contract.image, legend, colour) > 0, "swatch " + colour);
        }
        assertTrue(count(contract.image, legend, Color.BLACK) > 500, "the legend's text");
    }

    @Test
    void run_pdfPageAndOutput_writesThePngAndSaysWhatItFound(@TempDir Path folder) throws IOException {
        // arrange
        File png = folder.resolve("forms.png").toFile();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // act
        int status = DecisionPicture.run(new String[] {"--dpi=72", CorpusPages.path(CorpusPages.FORMS).toString(),
            "1", png.getPath()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        // assert
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        BufferedImage written = ImageIO.read(png);
        assertEquals(forms.decisions.cropWidth(), written.getWidth(), 1f, "one pixel a point at 72 dpi");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("3 rules accepted, 23 rejected, 3 fonts"),
                out.toString(StandardCharsets.UTF_8));
    }

    private static int status(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        return DecisionPicture.run(args, new PrintStream(sink, true, StandardCharsets.UTF_8),
                new PrintStream(sink, true, StandardCharsets.UTF_8));
    }

    @Test
    void run_wrongArguments_usageStatus(@TempDir Path folder) {
        String pdf = CorpusPages.path(CorpusPages.FORMS).toString();
        String png = folder.resolve("x.png").toString();
        assertEquals(2, status());
        assertEquals(2, status(pdf, "1", png, "extra"));
        assertEquals(2, status("--dpi=1000", pdf));
        assertEquals(2, status("--dpi=x", pdf));
        assertEquals(2, status("--colour", pdf));
        assertEquals(2, status(pdf, "one"));
        assertEquals(2, status(pdf, "2", png));
        assertEquals(2, status(pdf, "0", png));
    }

    @Test
    void run_missingFile_failureStatus(@TempDir Path folder) {
        assertEquals(1, status(folder.resolve("none.pdf").toString(), "1", folder.resolve("x.png").toString()));
    }

    @Test
    void defaultName_pdfAndPage_pngBesideTheName() {
        assertEquals("forms-page2-decisions.png", DecisionPicture.defaultName(new File("a/forms.PDF"), 2));
        assertEquals("notes-page1-decisions.png", DecisionPicture.defaultName(new File("notes"), 1));
    }
}
