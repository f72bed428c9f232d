package dev.pdfstyles.geometry;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColorN;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColorSpace;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceCMYKColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceGrayColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceRGBColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingColorN;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingColorSpace;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingDeviceCMYKColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingDeviceGrayColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingDeviceRGBColor;
import org.apache.pdfbox.contentstream.operator.state.SetLineWidth;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.geometry.font.FontVerdictCache;
import dev.pdfstyles.geometry.font.PageFontWeights;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;

/**
 * The per-page style pass: PDFBox's text stripper, configured exactly like Tika's, so it writes the same
 * characters in the same order as the stock parser, while it also records what each glyph looks like
 * and every rule painted on the page. This class is the one adapter to PDFBox's content-stream engine.
 *
 * <p>One instance serves one document (fonts are judged once per document); it is not thread-safe.
 */
public final class PageStylePass extends PDFTextStripper {

    private static final Writer DISCARDING_WRITER = Writer.nullWriter();

    private final PDDocument pdfDocument;
    private final DetectionSettings settings;
    private final GlyphFactsReader glyphReader;
    private final PageFontWeights fontWeights;
    private PageFontWeights.Page pageFontWeights;
    private final PathRuleCollector rules = new PathRuleCollector();
    private final List<String> addedOperators = new ArrayList<>();

    private final List<TextPosition> pageGlyphs = new ArrayList<>();
    private final List<GlyphFacts> pageFacts = new ArrayList<>();
    private Map<TextPosition, TextStyle> glyphStyles = new IdentityHashMap<>();
    private final Set<TextPosition> droppedGlyphs = Collections.newSetFromMap(new IdentityHashMap<>());
    private float cropOffsetX;
    private float cropOffsetY;
    private AnnotationDecorations annotationDecorations;
    /** Counts text-showing operations (a whole TJ array is one): over-print copies repeat whole ones. */
    private int textOperation;
    private boolean inTextArray;
    private StyledText.Builder styledOutput;

    public PageStylePass(PDDocument document, DetectionSettings settings, FontVerdictCache fonts,
                         StripperOptions options) throws IOException {
        this.pdfDocument = document;
        this.settings = settings;
        this.glyphReader = new GlyphFactsReader(fonts, settings);
        this.fontWeights = new PageFontWeights(fonts);
        options.applyTo(this);
        // PDFTextStripper registers text and state operators only; colours and line width are needed
        // to judge fill+stroke bold, and path operators reach unsupportedOperator below.
        addTracked(new SetStrokingColorSpace(this));
        addTracked(new SetNonStrokingColorSpace(this));
        addTracked(new SetStrokingColor(this));
        addTracked(new SetNonStrokingColor(this));
        addTracked(new SetStrokingColorN(this));
        addTracked(new SetNonStrokingColorN(this));
        addTracked(new SetStrokingDeviceGrayColor(this));
        addTracked(new SetNonStrokingDeviceGrayColor(this));
        addTracked(new SetStrokingDeviceRGBColor(this));
        addTracked(new SetNonStrokingDeviceRGBColor(this));
        addTracked(new SetStrokingDeviceCMYKColor(this));
        addTracked(new SetNonStrokingDeviceCMYKColor(this));
        addTracked(new SetLineWidth(this));
    }

    private void addTracked(OperatorProcessor processor) {
        addOperator(processor);
        addedOperators.add(processor.getName());
    }

    /** Runs the pass over one page and returns its characters with their styles. */
    public StyledText stylePage(PDPage page) throws IOException {
        clearPage();
        PDRectangle cropBox = page.getCropBox();
        cropOffsetX = cropBox.getLowerLeftX();
        cropOffsetY = cropBox.getLowerLeftY();
        annotationDecorations = settings.isAnnotationDecorations()
                ? AnnotationDecorations.of(page, cropOffsetX, cropOffsetY) : null;
        styledOutput = new StyledText.Builder();
        pageFontWeights = fontWeights.newPage();
        document = pdfDocument;
        output = DISCARDING_WRITER;
        processPage(new SharedResourcesPage(page));
        StyledText result = styledOutput.build();
        clearPage();
        return result;
    }

    /** Per-page state is released when a page is done: long documents keep a flat heap. */
    private void clearPage() {
        pageGlyphs.clear();
        pageFacts.clear();
        glyphStyles.clear();
        droppedGlyphs.clear();
        rules.reset();
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        pageGlyphs.add(text);
        pageFacts.add(glyphReader.read(text, getGraphicsState(), textOperation));
        int[] codes = text.getCharacterCodes();
        if (codes != null && codes.length > 0) {
            pageFontWeights.add(text.getFont(), codes[0], text.getUnicode());
        }
        super.processTextPosition(text);
    }

    @Override
    public void showTextStrings(COSArray array) throws IOException {
        textOperation++;
        inTextArray = true;
        try {
            super.showTextStrings(array);
        } finally {
            inTextArray = false;
        }
    }

    @Override
    protected void showText(byte[] string) throws IOException {
        if (!inTextArray) {
            textOperation++;
        }
        super.showText(string);
    }

    @Override
    protected void unsupportedOperator(Operator operator, List<COSBase> operands) throws IOException {
        PathOperators.apply(operator.getName(), operands, getGraphicsState(), cropOffsetX, cropOffsetY, rules);
    }

    @Override
    protected void operatorException(Operator operator, List<COSBase> operands, IOException exception)
            throws IOException {
        // Operators we added only feed style evidence: their failure must not stop a page that the
        // stock parser reads to the end.
        if (!addedOperators.contains(operator.getName())) {
            super.operatorException(operator, operands, exception);
        }
    }

    @Override
    protected void writePage() throws IOException {
        // A page where no glyph is styled or dropped needs no characters from us: the stock text passes
        // through unchanged, so PDFBox's line and word building (about a third of its work in our pass,
        // docs/benchmark.md) is skipped.
        if (decideGlyphStyles()) {
            super.writePage();
        }
    }

    /** Decides every glyph's style; true when at least one glyph is styled or dropped. */
    private boolean decideGlyphStyles() {
        int count = pageGlyphs.size();
        GlyphFrame[] frames = new GlyphFrame[count];
        float[] slants = new float[count];
        OverprintFinder.Glyph[] overprintKeys = new OverprintFinder.Glyph[count];
        for (int i = 0; i < count; i++) {
            GlyphFacts facts = pageFacts.get(i);
            boolean visible = facts.isVisible();
            frames[i] = visible ? facts.frame() : null;
            slants[i] = visible ? facts.slant() : Float.NaN;
            overprintKeys[i] = visible ? facts.overprintKey() : null;
        }
        float pageSlant = PageSlant.of(slants, count);
        OverprintFinder.Result overprint = OverprintFinder.find(overprintKeys);
        glyphStyles = new IdentityHashMap<>(count);   // sized once: dense pages hold 100,000+ glyphs
        byte[] decorations = DecorationFinder.find(frames, rules.rules(), settings.isUnderline(),
                settings.isStrikethrough());
        if (annotationDecorations != null && !annotationDecorations.isEmpty()) {
            for (int i = 0; i < count; i++) {
                if (frames[i] != null) {
                    decorations[i] |= annotationDecorations.decorationsOf(frames[i]);
                }
            }
        }
        Map<PDFont, List<Character.UnicodeScript>> emboldened = settings.isBold()
                ? pageFontWeights.emboldened() : Collections.emptyMap();
        boolean anyStyled = false;
        for (int i = 0; i < count; i++) {
            TextStyle style = GlyphStyleDecision.decide(pageFacts.get(i), pageSlant, overprint.bold[i],
                    decorations[i], settings);
            if (!emboldened.isEmpty() && pageFacts.get(i).isVisible()
                    && isEmboldened(pageGlyphs.get(i), emboldened)) {
                style = style.with(TextStyle.Kind.BOLD);
            }
            glyphStyles.put(pageGlyphs.get(i), style);
            anyStyled |= !style.isPlain();
            if (settings.isMergeOverprintedCopies() && overprint.repeatsEarlierCopy[i]) {
                droppedGlyphs.add(pageGlyphs.get(i));
                anyStyled = true;
            }
        }
        return anyStyled;
    }

    /** Drawn in a font that is a bolder copy of a regular font on this page, in the glyph's script. */
    private static boolean isEmboldened(TextPosition glyph, Map<PDFont, List<Character.UnicodeScript>> emboldened) {
        List<Character.UnicodeScript> scripts = emboldened.get(glyph.getFont());
        String unicode = glyph.getUnicode();
        return scripts != null && unicode != null && unicode.length() == 1
                && scripts.contains(Character.UnicodeScript.of(unicode.charAt(0)));
    }

    @Override
    protected void writeString(String text, List<TextPosition> textPositions) {
        GlyphTextMapping.append(text, textPositions, glyphStyles, droppedGlyphs, styledOutput);
    }

    @Override
    protected void writeString(String text) {
        styledOutput.append(text, TextStyle.PLAIN);
    }

    @Override
    protected void writeWordSeparator() {
        styledOutput.append(getWordSeparator(), TextStyle.PLAIN);
    }

    @Override
    protected void writeLineSeparator() {
        // the stock parser writes line breaks as ignorable whitespace, not characters
    }

    @Override
    protected void writeParagraphStart() {
        // the stock parser writes the elements; our text only needs to know where they fall
        styledOutput.paragraphBreak();
    }

    @Override
    protected void writeParagraphEnd() {
        styledOutput.paragraphBreak();
    }
}
