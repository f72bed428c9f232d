package dev.pdfstyles.page;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.decoration.AnnotationDecorations;
import dev.pdfstyles.decoration.DecorationFinder;
import dev.pdfstyles.decoration.DecorationTrace;
import dev.pdfstyles.decoration.PathRuleCollector;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.PageFontWeights;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.synthetic.OverprintFinder;
import dev.pdfstyles.synthetic.PageSlant;

/**
 * What a text pass learns about one page, and what it decides from it: every glyph's facts and every
 * rule painted, then (once the page's content stream is read) each glyph's style, and, while the pass
 * writes the page's text, the characters with their styles.
 *
 * <p>It is fed by a {@code PDFTextStripper} that hosts it: our own {@link dev.pdfstyles.tika.fallback.PageStylePass}, or, in the
 * single-pass design, Tika's own text writer (docs/design.md section 3). The host calls the {@code on...}
 * methods from its content-stream hooks, {@link #decide()} before it writes the page, the {@code write...}
 * methods as it writes, and {@link #finishPage()} at the end ({@link #skipPage()} when there is nothing to
 * style: then the host need not report what it writes).
 *
 * <p>A host that reads a page's content stream more than once and writes text in the later readings
 * (Tika's angle detection: one reading to find the text's angles, then one per angle) records and decides
 * in the first reading, then {@linkplain #beginReplay replays} each later one: the n-th glyph of a later
 * reading is the n-th glyph of the first (the same content stream, read by the same engine), so it takes
 * that glyph's decided style.
 *
 * <p>Nothing here may disturb the host: a runtime failure in our code marks the page failed (its text
 * stays unstyled) and is never thrown. One instance serves one document (fonts are judged once per
 * document); it is not thread-safe.
 */
public final class PageStyleRecorder {

    private final DetectionSettings settings;
    private final PageDecisionTrace trace;
    /** Whether {@link #trace} watches: else no call is made. */
    private final boolean tracing;
    private final GlyphFactsReader glyphReader;
    private final PageFontWeights fontWeights;
    /**
     * The page's glyphs for the page-level weight comparison, from its first glyph in a font of unknown weight
     * ({@link PageFontWeights#isCandidate}) on; null while it has none.
     */
    private PageFontWeights.ShownGlyphs weightComparison;
    private final PathRuleCollector rules = new PathRuleCollector();

    private final List<TextPosition> pageGlyphs = new ArrayList<>();
    private final PageGlyphs pageFacts = new PageGlyphs();
    /** Decided per glyph, by its index on the page: the style's mask, and whether it repeats a copy. */
    private byte[] styleMasks = new byte[0];
    private boolean[] dropped = new boolean[0];
    private int styledCount;
    private int droppedCount;
    private final WrittenGlyphIndex glyphIndex = new WrittenGlyphIndex(pageGlyphs);
    private final GlyphTextMapping.GlyphStyles glyphStyles = new DecidedStyles();
    /**
     * The page begun last: its crop box is read at the first operator the host leaves to {@link #onPathOperator}
     * (path construction and painting, and the few others no stripper runs), or at the start when annotation
     * decorations are asked for.
     */
    private PDPage page;
    /**
     * Whether {@link #cropOffsetX} and {@link #cropOffsetY} are the page's crop box corner yet. Glyphs come in the
     * crop box's space already; only paths and annotations need its corner, and reading the crop box (inherited
     * entries, a rectangle clipped to the media box) would otherwise be a cost of every page.
     */
    private boolean cropOffsetsRead;
    private float cropOffsetX;
    private float cropOffsetY;
    private AnnotationDecorations annotationDecorations;
    /** Counts text-showing operations (a whole TJ array is one): over-print copies repeat whole ones. */
    private int textOperation;
    private boolean inTextArray;
    private StyledText.Builder styledOutput;
    /** No page begun, or our code failed on this page: record nothing more, style nothing. */
    private boolean idle = true;
    /** In a later reading of the decided page ({@link #beginReplay}): glyphs are matched, not recorded. */
    private boolean replaying;
    /** In a replayed reading, the index the next glyph has in the first reading. */
    private int replayedGlyphs;

    public PageStyleRecorder(DetectionSettings settings, FontVerdictCache fonts) {
        this(settings, fonts, PageDecisionTrace.NONE);
    }

    /** A recorder whose decisions {@code trace} watches (the decision picture). */
    public PageStyleRecorder(DetectionSettings settings, FontVerdictCache fonts, PageDecisionTrace trace) {
        if (trace == null) {
            throw new IllegalArgumentException("trace is null; use PageDecisionTrace.NONE");
        }
        this.settings = settings;
        this.trace = trace;
        this.tracing = trace != PageDecisionTrace.NONE;
        this.glyphReader = new GlyphFactsReader(fonts, settings);
        this.fontWeights = new PageFontWeights(fonts);
    }

    /**
     * The operators a text stripper must also run for us: PDFTextStripper registers text and state
     * operators only, and colours and line width are needed to judge fill+stroke bold
     * ({@link ColourOperators}: colours as written, without PDFBox's colour management). Path operators
     * reach the host's {@code unsupportedOperator}, which passes them to {@link #onPathOperator}. Each
     * swallows its own failures ({@link EvidenceOperator}).
     */
    public static List<OperatorProcessor> extraOperators(PDFStreamEngine engine) {
        List<OperatorProcessor> guarded = new ArrayList<>();
        List<OperatorProcessor> ours = new ArrayList<>(ColourOperators.all(engine));
        ours.add(new LineWidthOperator(engine));
        for (OperatorProcessor processor : ours) {
            guarded.add(new EvidenceOperator(engine, processor));
        }
        return guarded;
    }

    /** Starts a page: what was recorded for the previous one is dropped. */
    public void beginPage(PDPage page) {
        clearPage();
        try {
            this.page = page;   // its crop box unread: clearPage left it so
            if (settings.isAnnotationDecorations()) {
                readCropOffsets();
                annotationDecorations = AnnotationDecorations.of(page, cropOffsetX, cropOffsetY);
            }
            styledOutput = new StyledText.Builder();
            textOperation = 0;
            inTextArray = false;
            idle = false;
        } catch (RuntimeException e) {
            fail();
        }
    }

    /** A TJ array starts: its strings are one text operation. */
    public void onTextArrayStart() {
        textOperation++;
        inTextArray = true;
    }

    public void onTextArrayEnd() {
        inTextArray = false;
    }

    /** A string is shown (Tj, ', " or an element of a TJ array). */
    public void onShowText() {
        if (!inTextArray) {
            textOperation++;
        }
    }

    /** A glyph, with the graphics state it is painted in. */
    public void onGlyph(TextPosition text, PDGraphicsState state) {
        if (idle || replaying) {
            return;
        }
        try {
            pageGlyphs.add(text);
            glyphReader.read(text, state, textOperation, pageFacts);
            if (weightComparison != null) {
                weightComparison.add(text);
            } else if (glyphReader.isLastFontWeightCandidate()) {
                startWeightComparison();
            }
        } catch (RuntimeException e) {
            fail();
        }
    }

    /** Reads the corner of the page's crop box: the origin of the space glyphs and rules are compared in. */
    private void readCropOffsets() {
        PDRectangle cropBox = page.getCropBox();
        cropOffsetX = cropBox.getLowerLeftX();
        cropOffsetY = cropBox.getLowerLeftY();
        cropOffsetsRead = true;
    }

    /** Starts the weight comparison at the page's first glyph of a candidate font, with every glyph so far. */
    private void startWeightComparison() {
        weightComparison = fontWeights.newPage();
        for (TextPosition glyph : pageGlyphs) {
            weightComparison.add(glyph);
        }
    }

    /** An operator the text stripper does not run: path construction and painting feed the rules. */
    public void onPathOperator(String name, List<COSBase> operands, PDGraphicsState state) {
        if (idle || replaying) {
            return;
        }
        try {
            if (!cropOffsetsRead) {
                readCropOffsets();
            }
            PathOperators.apply(name, operands, state, cropOffsetX, cropOffsetY, rules);
        } catch (RuntimeException e) {
            fail();
        }
    }

    /**
     * Decides every glyph's style, once the page's content stream is read and before its text is
     * written; true when at least one glyph is styled or dropped.
     */
    public boolean decide() {
        if (idle || replaying) {
            return false;
        }
        try {
            return decideGlyphStyles();
        } catch (RuntimeException e) {
            fail();
            return false;
        }
    }

    private boolean decideGlyphStyles() {
        int count = pageGlyphs.size();
        float pageSlant = pageFacts.isSlantedByTransform() ? PageSlant.of(pageFacts.slants(), count) : 0f;
        OverprintFinder.Result overprint = OverprintFinder.find(pageFacts, glyphReader::fillColourKey);
        styleMasks = new byte[count];
        dropped = new boolean[count];
        styledCount = 0;
        droppedCount = 0;
        glyphIndex.reset();
        byte[] decorations = DecorationFinder.find(pageFacts, rules.rules(), settings.isUnderline(),
                settings.isStrikethrough(), tracing ? trace : DecorationTrace.NONE);
        if (annotationDecorations != null && !annotationDecorations.isEmpty()) {
            for (int i = 0; i < count; i++) {
                if (pageFacts.isVisible(i)) {
                    decorations[i] |= annotationDecorations.decorationsOf(pageFacts, i);
                }
            }
        }
        // started only at a glyph of a candidate font, and a font is one only when bold is asked for
        Map<PDFont, List<Character.UnicodeScript>> emboldened = weightComparison != null
                ? weightComparison.emboldened() : Collections.emptyMap();
        for (int i = 0; i < count; i++) {
            TextStyle style = GlyphStyleDecision.decide(pageFacts.flags(i), pageFacts.slant(i), pageSlant,
                    overprint.bold[i], decorations[i], settings);
            if (!emboldened.isEmpty() && pageFacts.isVisible(i)
                    && isEmboldened(pageGlyphs.get(i), emboldened)) {
                style = style.with(TextStyle.Kind.BOLD);
            }
            if (tracing) {
                trace.glyphDecided(i, pageGlyphs.get(i), pageFacts, style);
            }
            if (!style.isPlain()) {
                styleMasks[i] = (byte) style.mask();
                styledCount++;
            }
            if (settings.isMergeOverprintedCopies() && overprint.repeatsEarlierCopy[i]) {
                dropped[i] = true;
                droppedCount++;
            }
        }
        return styledCount > 0 || droppedCount > 0;
    }

    /**
     * A later reading of the decided page starts: its glyphs come again, in the same order, as new
     * {@code TextPosition}s ({@link #onReplayedGlyph}), and its text is added to what the page has written.
     */
    public void beginReplay() {
        if (idle) {
            return;
        }
        replaying = true;
        replayedGlyphs = 0;
        glyphIndex.reset();
    }

    /**
     * A glyph of a replayed reading. It must be the glyph of the first reading at the same index (same
     * characters, codes and font); if not, the page is failed (its text stays unstyled), never mis-styled.
     */
    public void onReplayedGlyph(TextPosition text) {
        if (idle || !replaying) {
            return;
        }
        try {
            int index = replayedGlyphs++;
            if (index >= pageGlyphs.size() || !isSameGlyph(pageGlyphs.get(index), text)) {
                fail();
                return;
            }
            pageGlyphs.set(index, text);   // the writer maps its text from the new positions
        } catch (RuntimeException e) {
            fail();
        }
    }

    private static boolean isSameGlyph(TextPosition first, TextPosition again) {
        return first.getFont().getCOSObject() == again.getFont().getCOSObject()
                && Objects.equals(first.getUnicode(), again.getUnicode())
                && Arrays.equals(first.getCharacterCodes(), again.getCharacterCodes());
    }

    /** Drawn in a font that is a bolder copy of a regular font on this page, in the glyph's script. */
    private static boolean isEmboldened(TextPosition glyph, Map<PDFont, List<Character.UnicodeScript>> emboldened) {
        List<Character.UnicodeScript> scripts = emboldened.get(glyph.getFont());
        String unicode = glyph.getUnicode();
        return scripts != null && unicode != null && unicode.length() == 1
                && scripts.contains(Character.UnicodeScript.of(unicode.charAt(0)));
    }

    /** The host writes a word (or part of one) made of these glyphs. */
    public void writeString(String text, List<TextPosition> textPositions) {
        if (idle) {
            return;
        }
        try {
            GlyphTextMapping.append(text, textPositions, glyphStyles, styledOutput);
        } catch (RuntimeException e) {
            fail();
        }
    }

    /** The host writes characters of no glyph (a word separator, for one). */
    public void writePlain(String text) {
        if (!idle && text != null) {
            styledOutput.append(text, TextStyle.PLAIN);
        }
    }

    /** The host starts or ends a paragraph: whitespace styles never reach across. */
    public void writeParagraphBreak() {
        if (!idle) {
            styledOutput.paragraphBreak();
        }
    }

    /**
     * Ends the page and frees what it held (long documents keep a flat heap).
     *
     * @return the characters written since {@link #beginPage} with their styles, or null when our code
     *         failed on this page or no page was begun
     */
    public StyledText finishPage() {
        StyledText result = idle ? null : styledOutput.build();
        clearPage();
        return result;
    }

    /**
     * Ends a page whose text needs no styles ({@link #decide} found nothing styled or dropped): frees what
     * it held, as {@link #finishPage} does, without building its styled characters.
     */
    public void skipPage() {
        clearPage();
    }

    private void fail() {
        clearPage();
    }

    /**
     * The document is done: what a page held is let go, and the glyph columns the document grew are left for
     * the next document's recorder ({@link PageGlyphs#release}). The recorder may still be used: it starts
     * again from empty columns.
     */
    public void endDocument() {
        clearPage();
        pageFacts.release();
    }

    private void clearPage() {
        idle = true;
        replaying = false;
        replayedGlyphs = 0;
        pageGlyphs.clear();
        pageFacts.clear();
        glyphReader.clearPage();
        weightComparison = null;
        styleMasks = new byte[0];
        dropped = new boolean[0];
        styledCount = 0;
        droppedCount = 0;
        glyphIndex.reset();
        rules.reset();
        styledOutput = null;
        annotationDecorations = null;
        page = null;
        cropOffsetsRead = false;
    }

    /** The decided styles as GlyphTextMapping reads them, by the glyph's index on the page. */
    private final class DecidedStyles implements GlyphTextMapping.GlyphStyles {
        @Override
        public int flagsOf(TextPosition glyph) {
            if (isEmpty()) {
                return 0;
            }
            int index = glyphIndex.indexOf(glyph);
            if (index < 0 || index >= styleMasks.length) {
                return 0;
            }
            return styleMasks[index] | (dropped[index] ? DROPPED : 0);
        }

        @Override
        public boolean isEmpty() {
            return styledCount == 0 && droppedCount == 0;
        }
    }
}
