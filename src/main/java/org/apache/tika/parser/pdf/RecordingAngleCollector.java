package org.apache.tika.parser.pdf;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.page.PageStyleRecorder;

/**
 * Tika's {@code AngleCollector} (the first reading of a page in angle detection, package-private in
 * {@code PDF2XHTML}), with our recorder listening as in {@link StyledPDF2XHTML}: the page as it is, before
 * any rotation, so every glyph and rule is recorded as in the default mode. Tika's class finds the angles.
 */
final class RecordingAngleCollector extends PDF2XHTML.AngleCollector {

    private final PageStyleRecorder recorder;

    RecordingAngleCollector(PageStyleRecorder recorder) throws IOException {
        this.recorder = recorder;
        PageStyleRecorder.extraOperators(this).forEach(this::addOperator);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        recorder.onGlyph(text, getGraphicsState());   // before Tika's collector turns the glyph's matrix
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
