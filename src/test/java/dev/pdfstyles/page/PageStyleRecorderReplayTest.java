package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.function.BiConsumer;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * A page read twice (Tika's angle detection): recorded and decided in the first reading, its text written
 * in a later one, whose glyphs take the styles of the first reading's glyphs at the same index.
 */
class PageStyleRecorderReplayTest {

    private static final TextStyle BOLD = TextStyle.of(true, false, false, false);

    @Test
    void replay_sameGlyphs_laterReadingsTextTakesTheDecidedStyles() throws IOException {
        try (PDDocument document = Loader.loadPDF(twoPages())) {
            // arrange
            PageStyleRecorder recorder = recorder();
            record(recorder, document, 1);
            assertTrue(recorder.decide());
            // act
            replay(recorder, document, 1);
            StyledText styled = recorder.finishPage();
            // assert
            assertNotNull(styled);
            assertEquals("Plain BOLD", styled.text());
            assertEquals(TextStyle.PLAIN, styled.styleAt(0));
            assertEquals(BOLD, styled.styleAt(6));
            assertEquals(BOLD, styled.styleAt(9));
        }
    }

    @Test
    void replay_otherGlyphs_pageFailedNotMisStyled() throws IOException {
        try (PDDocument document = Loader.loadPDF(twoPages())) {
            // arrange
            PageStyleRecorder recorder = recorder();
            record(recorder, document, 1);
            assertTrue(recorder.decide());
            // act: a later reading that meets other glyphs (page 2's)
            replay(recorder, document, 2);
            // assert
            assertNull(recorder.finishPage());
        }
    }

    private static PageStyleRecorder recorder() {
        DetectionSettings settings = DetectionSettings.defaults();
        return new PageStyleRecorder(settings, new FontVerdictCache(settings.fontEvidence()));
    }

    private static void record(PageStyleRecorder recorder, PDDocument document, int pageNumber) throws IOException {
        recorder.beginPage(document.getPage(pageNumber - 1));
        read(document, pageNumber, recorder::onGlyph, null);
    }

    private static void replay(PageStyleRecorder recorder, PDDocument document, int pageNumber) throws IOException {
        recorder.beginReplay();
        read(document, pageNumber, (glyph, state) -> recorder.onReplayedGlyph(glyph), recorder);
    }

    /** Reads one page with a text stripper that passes each glyph on, and its words to {@code writer}. */
    private static void read(PDDocument document, int pageNumber, BiConsumer<TextPosition, PDGraphicsState> glyphs,
                             PageStyleRecorder writer) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition text) {
                glyphs.accept(text, getGraphicsState());
                super.processTextPosition(text);
            }

            @Override
            protected void writeString(String text, List<TextPosition> textPositions) {
                if (writer != null) {
                    writer.writeString(text, textPositions);
                }
            }

            @Override
            protected void writeWordSeparator() {
                if (writer != null) {
                    writer.writePlain(getWordSeparator());
                }
            }
        };
        stripper.setStartPage(pageNumber);
        stripper.setEndPage(pageNumber);
        stripper.getText(document);
    }

    /** Page 1: "Plain " in Helvetica and "BOLD" in Helvetica-Bold; page 2: other words. */
    private static byte[] twoPages() throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            for (String[] words : new String[][] {{"Plain ", "BOLD"}, {"Other ", "text"}}) {
                PDPage page = new PDPage();
                document.addPage(page);
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    content.beginText();
                    content.setFont(regular, 12);
                    content.newLineAtOffset(72, 700);
                    content.showText(words[0]);
                    content.setFont(bold, 12);
                    content.showText(words[1]);
                    content.endText();
                }
            }
            return ContentStreams.saved(document);
        }
    }
}
