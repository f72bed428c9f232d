package dev.pdfstyles.tika.fallback;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.page.PageDecisionTrace;
import dev.pdfstyles.page.PageStyleRecorder;

/**
 * The per-page style pass of the two-pass design: PDFBox's text stripper, configured exactly like Tika's,
 * so it writes the same characters in the same order as the stock parser, while a {@link PageStyleRecorder}
 * records what each glyph looks like and every rule painted on the page.
 *
 * <p>The plugin uses it only where Tika's own text writer cannot host the recorder (docs/design.md
 * section 3: the single pass is the rule, this is the fallback). One instance serves one document; it is
 * not thread-safe.
 */
public final class PageStylePass extends PDFTextStripper {

    private static final Writer DISCARDING_WRITER = Writer.nullWriter();

    private final PDDocument pdfDocument;
    private final PageStyleRecorder recorder;

    public PageStylePass(PDDocument document, DetectionSettings settings, FontVerdictCache fonts,
                         StripperOptions options) throws IOException {
        this(document, settings, fonts, options, PageDecisionTrace.NONE);
    }

    /** A pass whose decisions {@code trace} watches, page after page (the decision picture). */
    public PageStylePass(PDDocument document, DetectionSettings settings, FontVerdictCache fonts,
                         StripperOptions options, PageDecisionTrace trace) throws IOException {
        this.pdfDocument = document;
        this.recorder = new PageStyleRecorder(settings, fonts, trace);
        options.applyTo(this);
        PageStyleRecorder.extraOperators(this).forEach(this::addOperator);
    }

    /** Runs the pass over one page and returns its characters with their styles (null if it failed). */
    public StyledText stylePage(PDPage page) throws IOException {
        recorder.beginPage(page);
        document = pdfDocument;
        output = DISCARDING_WRITER;
        StyledText styled = null;
        try {
            processPage(new SharedResourcesPage(page));
        } finally {
            styled = recorder.finishPage();   // always: the page's glyphs are released
        }
        return styled;
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
    protected void unsupportedOperator(Operator operator, List<COSBase> operands) {
        recorder.onPathOperator(operator.getName(), operands, getGraphicsState());
    }

    @Override
    protected void writePage() throws IOException {
        // A page where no glyph is styled or dropped needs no characters from us: the stock text passes
        // through unchanged, so PDFBox's line and word building is skipped.
        if (recorder.decide()) {
            super.writePage();
        }
    }

    @Override
    protected void writeString(String text, List<TextPosition> textPositions) {
        recorder.writeString(text, textPositions);
    }

    @Override
    protected void writeString(String text) {
        recorder.writePlain(text);
    }

    @Override
    protected void writeWordSeparator() {
        recorder.writePlain(getWordSeparator());
    }

    @Override
    protected void writeLineSeparator() {
        // the stock parser writes line breaks as ignorable whitespace, not characters
    }

    @Override
    protected void writeParagraphStart() {
        // the stock parser writes the elements; our text only needs to know where they fall
        recorder.writeParagraphBreak();
    }

    @Override
    protected void writeParagraphEnd() {
        recorder.writeParagraphBreak();
    }
}
