package dev.pdfstyles.tika.marked;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.text.PDFMarkedContentExtractor;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.page.PageStyleRecorder;

/**
 * PDFBox's marked-content extractor, the engine Tika's marked-content writer reads each page with, with
 * our recorder listening: it gathers the same sequences with the same glyphs, and the recorder sees every
 * glyph (before the extractor leaves out duplicates) and every rule. One instance reads one page, as in Tika.
 */
final class RecordingMarkedContentExtractor extends PDFMarkedContentExtractor {

    private final PageStyleRecorder recorder;

    RecordingMarkedContentExtractor(PageStyleRecorder recorder) {
        this.recorder = recorder;
        PageStyleRecorder.extraOperators(this).forEach(this::addOperator);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        recorder.onGlyph(text, getGraphicsState());
        super.processTextPosition(text);
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
}
