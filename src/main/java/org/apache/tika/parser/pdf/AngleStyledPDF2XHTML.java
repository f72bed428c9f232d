package org.apache.tika.parser.pdf;

import java.io.IOException;
import java.util.Iterator;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.xml.sax.ContentHandler;

import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.xhtml.PageTextSink;

/**
 * Tika's text writer for {@code detectAngles=true}, with our recorder listening. Tika's own
 * ({@code PDF2XHTML.AngleDetectingPDF2XHTML}, after PDFBOX-4371) is private, so this class does what it
 * does, in its own code: one page div per page; a first reading of the page by Tika's
 * {@code AngleCollector} to find the angles of its text; then, with the page's rotation set aside, one
 * reading per angle, under a rotation prepended to the content stream that makes that angle's text
 * upright, in which only upright glyphs are written.
 *
 * <p>The recorder listens to the first reading (a {@link RecordingAngleCollector}): it sees the page
 * exactly as in the default mode, so each glyph is decided as there. Each later reading
 * {@linkplain PageStyleRecorder#beginReplay replays} the same glyphs, and its text takes their styles.
 * The page's text waits for its styles from the page div to the end of the last reading's text. So the
 * content stream is read as often as by the stock writer, once more per angle than in the default mode.
 *
 * <p>That this writes what Tika's writes is the one thing here not true by construction: a Tika whose
 * angle detection differs would differ. {@code dev.pdfstyles.tika.SinglePassLink} compares the two on
 * a small rotated document before it lets this writer write a document, and keeps the stock output
 * (unstyled) where they differ; {@code AngleModeParityTest} compares them on every test PDF.
 */
final class AngleStyledPDF2XHTML extends StyledPDF2XHTML {

    /** Whether the current page is styled, so each reading's text is mapped to the decided glyphs. */
    private boolean mapping;
    /** Whether the reading under way is the page's last. */
    private boolean lastReading;

    AngleStyledPDF2XHTML(PDDocument document, ContentHandler handler, ParseContext context, Metadata metadata,
                         PDFParserConfig config, PageStyleRecorder recorder, PageTextSink sink) throws IOException {
        super(document, handler, context, metadata, config, recorder, sink);
    }

    /** The page div is started once per page, by {@link #processPage}, not once per reading. */
    @Override
    protected void startPage(PDPage page) {
        // once per page, in processPage
    }

    /** The page div is ended once per page, by {@link #processPage}, not once per reading. */
    @Override
    protected void endPage(PDPage page) {
        // once per page, in processPage
    }

    @Override
    public void processPage(PDPage page) throws IOException {
        try {
            super.startPage(page);
            readAtEachAngle(page);
        } catch (IOException e) {
            handleCatchableIOE(e);
        } finally {
            if (mapping) {
                mapping = false;   // the last reading did not write its text: the page stays unstyled
                recorder.skipPage();
            }
            super.endPage(page);
        }
    }

    private void readAtEachAngle(PDPage page) throws IOException {
        RecordingAngleCollector collector = new RecordingAngleCollector(recorder);
        collector.setStartPage(getCurrentPageNo());
        collector.setEndPage(getCurrentPageNo());
        collector.getText(document);
        mapping = super.beginPageText();

        int rotation = page.getRotation();
        page.setRotation(0);
        for (Iterator<Integer> angles = collector.getAngles().iterator(); angles.hasNext(); ) {
            int angle = angles.next();
            lastReading = !angles.hasNext();
            if (mapping) {
                recorder.beginReplay();
            }
            if (angle == 0) {
                readOnce(page);
            } else {
                try (PDPageContentStream prepended = new PDPageContentStream(document, page,
                        PDPageContentStream.AppendMode.PREPEND, false)) {
                    prepended.transform(Matrix.getRotateInstance(-Math.toRadians(angle), 0, 0));
                }
                readOnce(page);
                page.getCOSObject().getCOSArray(COSName.CONTENTS).remove(0);
            }
        }
        page.setRotation(rotation);
    }

    private void readOnce(PDPage page) throws IOException {
        try {
            super.processPage(page);
        } catch (IOException e) {
            handleCatchableIOE(e);
        }
    }

    /** Every reading's glyphs are the first reading's again; only the upright ones are written. */
    @Override
    boolean acceptGlyph(TextPosition text) {
        recorder.onReplayedGlyph(text);
        return isUpright(text);
    }

    /**
     * Whether the glyph is upright in this reading: Tika's test, which turns the glyph's text matrix by its
     * font matrix in place (the writer's later use of the glyph sees that matrix, so it must be turned
     * here too), then rounds the angle of its vertical axis to whole degrees.
     */
    private static boolean isUpright(TextPosition text) {
        Matrix matrix = text.getTextMatrix();
        matrix.concatenate(text.getFont().getFontMatrix());
        return Math.round(Math.toDegrees(Math.atan2(matrix.getShearY(), matrix.getScaleY()))) == 0;
    }

    @Override
    boolean beginPageText() {
        return mapping;
    }

    /** The page's text is reported once, after the last reading wrote its part (or at a failure). */
    @Override
    void endPageText(boolean written) throws IOException {
        if (!written) {
            mapping = false;
            recorder.skipPage();
            tellSink(null);
        } else if (lastReading) {
            mapping = false;
            tellSink(recorder.finishPage());
        }
    }
}
