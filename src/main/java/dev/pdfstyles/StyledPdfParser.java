package dev.pdfstyles;

import java.io.IOException;
import java.io.InputStream;

import org.apache.pdfbox.io.RandomAccessStreamCache;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.config.Field;
import org.apache.tika.exception.EncryptedDocumentException;
import org.apache.tika.exception.TikaException;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParser;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.tika.FontVerdictSharing;
import dev.pdfstyles.tika.StyledParse;

/**
 * Tika's PDF parser, with the text of every page wrapped in {@code <u><s><i><b>} as a reader sees it.
 *
 * <p>The stock parser does all the work it always does (loading, metadata, page divs, annotations,
 * attachments, OCR, bookmarks, forms, exceptions). Its own text writer reads each page once, with our
 * recorder listening, and a splice under its XHTML writer
 * adds the style elements to each page's paragraphs. Where Tika's writer cannot host the recorder, the
 * splice styles each page with a second pass of our own over the already loaded document. Registered by SPI, it wins {@code application/pdf} over the stock parser with no
 * configuration (Tika sorts parsers outside {@code org.apache.tika} last, and the last one wins).
 *
 * <p>All stock {@code PDFParserConfig} parameters work as before, from tika-config.xml and per request.
 * The style parameters below do too; per request, put a {@link DetectionSettings} (all settings) or a
 * {@link DetectionOverrides} (the settings it names) in the ParseContext. tika-server fills the latter from
 * {@code X-PdfStyles-<parameter>} headers ({@code dev.pdfstyles.server.StyleHeaderConfig}), and its
 * {@code /pipes} and {@code /async} tuples can carry one in their {@code parseContext}.
 * One instance serves any number of threads: all per-document state lives in objects made per call.
 */
public class StyledPdfParser extends PDFParser {

    private static final long serialVersionUID = 1L;

    /** Metadata key for {@link #setListFontVerdicts}: one value per font, with its evidence. */
    public static final String FONT_VERDICT_METADATA_KEY = StyledParse.FONT_VERDICT_METADATA_KEY;

    private volatile DetectionSettings detectionSettings = DetectionSettings.defaults();
    /**
     * Font verdicts shared across this parser's documents (issue #27), sized by {@link #detectionSettings}; made
     * again, empty, when a setter changes the size, and after deserialization (see {@link #verdictSharing()}).
     */
    private transient volatile FontVerdictSharing verdictSharing = FontVerdictSharing.of(detectionSettings);
    /** The wiring of a styled parse; another than {@link StyledParse#inThisLoader} only in tests of the fallback. */
    private final transient StyledParse styledParse;

    public StyledPdfParser() {
        this(StyledParse.inThisLoader());
    }

    StyledPdfParser(StyledParse styledParse) {
        this.styledParse = styledParse;
    }

    @Override
    public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context)
            throws IOException, SAXException, TikaException {
        DetectionSettings settings = effectiveDetectionSettings(context);
        PDFParserConfig stockConfig = effectiveStockConfig(context);
        if (handler == null || !StyledParse.isStyling(settings, stockConfig)) {
            super.parse(stream, handler, metadata, context);
            return;
        }
        styledParse.parse(stream, handler, metadata, context, settings, stockConfig, super::parse, verdictSharing());
    }

    /** This parser's shared font verdicts, sized by its own settings. */
    private FontVerdictSharing verdictSharing() {
        FontVerdictSharing sharing = verdictSharing;
        int size = detectionSettings.fontEvidence().sharedVerdictCacheSize();
        if (sharing == null || sharing.size() != size) {
            // a benign race: two threads may each make one, and one of them is kept
            sharing = FontVerdictSharing.of(detectionSettings);
            verdictSharing = sharing;
        }
        return sharing;
    }

    /**
     * What the shared font verdict cache has done: lookups (fonts whose glyph outlines would be measured, once
     * per document), hits, size. All zero when the cache is off ({@code fontVerdictCacheSize} 0).
     */
    public FontVerdictCacheStatistics getFontVerdictCacheStatistics() {
        return verdictSharing().statistics();
    }

    @Override
    protected PDDocument getPDDocument(InputStream stream, TikaInputStream tstream, String password,
                                       RandomAccessStreamCache.StreamCacheCreateFunction streamCacheCreateFunction,
                                       Metadata metadata, ParseContext context)
            throws IOException, EncryptedDocumentException {
        PDDocument document = super.getPDDocument(stream, tstream, password, streamCacheCreateFunction,
                metadata, context);
        StyledParse.captureLoaded(context, document);
        return document;
    }

    /**
     * This request's settings: a {@link DetectionSettings} in the context replaces the parser's, and a
     * {@link DetectionOverrides} in the context changes the settings it names on top of either. Read from the
     * context at every call, never stored: one parser serves many requests at once.
     */
    private DetectionSettings effectiveDetectionSettings(ParseContext context) {
        DetectionSettings perRequest = context.get(DetectionSettings.class);
        DetectionSettings base = perRequest != null ? perRequest : detectionSettings;
        DetectionOverrides overrides = context.get(DetectionOverrides.class);
        return overrides == null ? base : overrides.applyTo(base);
    }

    /** The same merge the stock parser makes: defaults, updated by what the request set. */
    private PDFParserConfig effectiveStockConfig(ParseContext context) throws TikaException {
        PDFParserConfig perRequest = context.get(PDFParserConfig.class);
        return perRequest == null ? getPDFParserConfig() : getPDFParserConfig().cloneAndUpdate(perRequest);
    }

    /** The style settings this instance uses when a request brings none. */
    public DetectionSettings getDetectionSettings() {
        return detectionSettings;
    }

    public void setDetectionSettings(DetectionSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("detection settings must not be null");
        }
        this.detectionSettings = settings;
    }

    /** Detect bold text. Default true. */
    @Field
    public void setDetectBold(boolean value) {
        detectionSettings = detectionSettings.withBold(value);
    }

    /** Detect italic text. Default true. */
    @Field
    public void setDetectItalic(boolean value) {
        detectionSettings = detectionSettings.withItalic(value);
    }

    /** Detect underlines (thin rules under the text). Default true. */
    @Field
    public void setDetectUnderline(boolean value) {
        detectionSettings = detectionSettings.withUnderline(value);
    }

    /** Detect strike-through (thin rules through the text). Default true. */
    @Field
    public void setDetectStrikethrough(boolean value) {
        detectionSettings = detectionSettings.withStrikethrough(value);
    }

    /** Count fill+stroke text (render mode 2/6 in the fill colour) as bold. Default true. */
    @Field
    public void setSyntheticBold(boolean value) {
        detectionSettings = detectionSettings.withSyntheticBold(value);
    }

    /** Count text sheared by its matrix as italic. Default true. */
    @Field
    public void setSyntheticItalic(boolean value) {
        detectionSettings = detectionSettings.withSyntheticItalic(value);
    }

    /** Count backward-sheared text as italic too. Default false. */
    @Field
    public void setBackSlantItalic(boolean value) {
        detectionSettings = detectionSettings.withBackSlantItalic(value);
    }

    /** Font weight from which a font is bold (100-900). Default 600. */
    @Field
    public void setMinBoldWeight(int weight) {
        detectionSettings = detectionSettings.withFontEvidence(
                detectionSettings.fontEvidence().withMinBoldWeight(weight));
    }

    /**
     * Leave out the text of glyphs painted again over themselves ("doubledouble" becomes "double").
     * Default true; false gives the stock parser's text exactly.
     */
    @Field
    public void setMergeOverprintedCopies(boolean value) {
        detectionSettings = detectionSettings.withMergeOverprintedCopies(value);
    }

    /**
     * Count Underline/StrikeOut markup annotations and underline-bordered links as decorations of the
     * text they cover. Default false (they are reviewers' marks, not the document's text style).
     */
    @Field
    public void setAnnotationDecorations(boolean value) {
        detectionSettings = detectionSettings.withAnnotationDecorations(value);
    }

    /**
     * Font verdicts kept and shared across the documents this parser reads (issue #27): a byte-identical font
     * met again is not judged again. Default {@value FontEvidenceSettings#DEFAULT_SHARED_VERDICT_CACHE_SIZE};
     * 0 switches the cache off. Setting another size starts an empty cache.
     */
    @Field
    public void setFontVerdictCacheSize(int size) {
        detectionSettings = detectionSettings.withFontEvidence(
                detectionSettings.fontEvidence().withSharedVerdictCacheSize(size));
    }

    /**
     * Add a metadata value {@value #FONT_VERDICT_METADATA_KEY} per font, saying whether it was judged bold
     * or italic and on what evidence. Default false.
     */
    @Field
    public void setListFontVerdicts(boolean value) {
        detectionSettings = detectionSettings.withListFontVerdicts(value);
    }
}
