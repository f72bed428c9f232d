package org.apache.tika.parser.pdf;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.TextPosition;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.xhtml.PageTextSink;

/**
 * Tika's text writer, unchanged in what it writes, with our recorder listening: glyphs and paths as the
 * content stream is read, the page's styles decided before its text is written, and the text's
 * characters mapped to their glyphs as they are written. Only {@link PdfStylesBridge} makes one;
 * {@link AngleStyledPDF2XHTML} is the same for angle detection.
 */
class StyledPDF2XHTML extends PDF2XHTML {

    final PageStyleRecorder recorder;
    private final PageTextSink sink;
    /** Inside writeString(text, positions): the plain writeString it calls is already recorded. */
    private boolean writingPositionedString;

    StyledPDF2XHTML(PDDocument document, ContentHandler handler, ParseContext context, Metadata metadata,
                    PDFParserConfig config, PageStyleRecorder recorder, PageTextSink sink) throws IOException {
        super(document, handler, context, metadata, config);
        this.recorder = recorder;
        this.sink = sink;
        PageStyleRecorder.extraOperators(this).forEach(this::addOperator);
    }

    @Override
    protected void startPage(PDPage page) throws IOException {
        recorder.beginPage(page);
        super.startPage(page);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        if (acceptGlyph(text)) {
            super.processTextPosition(text);
        }
    }

    /** Records a glyph of the content stream; whether the writer takes it into the page's text. */
    boolean acceptGlyph(TextPosition text) {
        recorder.onGlyph(text, getGraphicsState());
        return true;
    }

    @Override
    public void showTextStrings(COSArray array) throws IOException {
        recorder.onTextArrayStart();
        try {
            super.showTextStrings(array);
        } finally {
            recorder.onTextArrayEnd();
        }
    }

    @Override
    protected void showText(byte[] string) throws IOException {
        recorder.onShowText();
        super.showText(string);
    }

    @Override
    protected void unsupportedOperator(Operator operator, List<COSBase> operands) throws IOException {
        recorder.onPathOperator(operator.getName(), operands, getGraphicsState());
        super.unsupportedOperator(operator, operands);
    }

    @Override
    protected void writePage() throws IOException {
        if (!beginPageText()) {
            super.writePage();
            return;
        }
        boolean written = false;
        try {
            super.writePage();
            written = true;
        } finally {
            endPageText(written);
        }
    }

    /** Before the writer writes text: whether what it writes is to be mapped to the recorded glyphs. */
    boolean beginPageText() throws IOException {
        if (recorder.decide()) {
            return true;
        }
        // nothing on the page is styled or dropped (most pages of most documents): its text needs no
        // mapping and need not wait, so the held-back events go on now and the text follows unheld
        recorder.skipPage();
        tellSink(null);
        return false;
    }

    /** After the writer wrote mapped text ({@code written} false: it failed on the way). */
    void endPageText(boolean written) throws IOException {
        StyledText styled = recorder.finishPage();
        tellSink(written ? styled : null);
    }

    void tellSink(StyledText styled) throws IOException {
        try {
            sink.pageTextWritten(styled);
        } catch (SAXException e) {
            // where the stock writer would have failed writing the same characters
            throw new IOException("Unable to write a string", e);
        }
    }

    @Override
    protected void writeString(String text, List<TextPosition> textPositions) throws IOException {
        recorder.writeString(text, textPositions);
        writingPositionedString = true;
        try {
            super.writeString(text, textPositions);
        } finally {
            writingPositionedString = false;
        }
    }

    @Override
    protected void writeString(String text) throws IOException {
        if (!writingPositionedString) {
            recorder.writePlain(text);
        }
        super.writeString(text);
    }

    @Override
    protected void writeCharacters(TextPosition text) throws IOException {
        recorder.writeString(text.getUnicode(), List.of(text));
        super.writeCharacters(text);
    }

    @Override
    protected void writeWordSeparator() throws IOException {
        recorder.writePlain(getWordSeparator());
        super.writeWordSeparator();
    }

    @Override
    protected void writeParagraphStart() throws IOException {
        recorder.writeParagraphBreak();
        super.writeParagraphStart();
    }

    @Override
    protected void writeParagraphEnd() throws IOException {
        recorder.writeParagraphBreak();
        super.writeParagraphEnd();
    }
}
