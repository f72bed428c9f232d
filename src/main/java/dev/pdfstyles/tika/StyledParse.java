package dev.pdfstyles.tika;

import java.io.IOException;
import java.io.InputStream;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.tika.fallback.DocumentCapture;
import dev.pdfstyles.tika.fallback.DocumentPageStyler;
import dev.pdfstyles.tika.fallback.StockTextSettings;

/**
 * One styled parse call, wired around the stock parser's own: the body that hosts our recorder in Tika's
 * text writer ({@link SinglePassBody}), the splice under the XHTML writer ({@link PageSplicingHandler}) and
 * the second pass it falls back to. {@code dev.pdfstyles.StyledPdfParser} is the public face and calls it;
 * keeping the wiring here lets the Tika classes it needs stay package-private.
 */
public final class StyledParse {

    /** The stock parser's {@code parse}, called with our body in place of the caller's handler. */
    @FunctionalInterface
    public interface StockParse {
        void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context)
                throws IOException, SAXException, TikaException;
    }

    /** Metadata key of the font verdict listing: one value per font, with its evidence. */
    public static final String FONT_VERDICT_METADATA_KEY = "pdf-styles:fontVerdict";

    private static final StyledParse IN_THIS_LOADER = new StyledParse(SinglePassLink.IN_THIS_LOADER);

    /** Whether Tika's writer hosts the recorder here; another link only in tests of the fallback. */
    private final SinglePassLink singlePass;

    StyledParse(SinglePassLink singlePass) {
        this.singlePass = singlePass;
    }

    /** The single pass where this class loader's Tika allows it, else the second pass. */
    public static StyledParse inThisLoader() {
        return IN_THIS_LOADER;
    }

    /** Whether these settings style anything with this stock configuration; if not, the stock parse runs alone. */
    public static boolean isStyling(DetectionSettings settings, PDFParserConfig stockConfig) {
        return settings.isAnyStyleEnabled() && StockTextSettings.isSpliceable(stockConfig);
    }

    /**
     * Runs {@code stock} with the styling body in place of {@code handler}; adds the font verdict listing
     * to {@code metadata} when the settings ask for it.
     *
     * @param sharing the parser's font verdicts shared across documents
     */
    public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context,
                      DetectionSettings settings, PDFParserConfig stockConfig, StockParse stock,
                      FontVerdictSharing sharing)
            throws IOException, SAXException, TikaException {
        // Embedded PDFs re-enter this method with the same context: each call keeps its own capture.
        DocumentCapture outerCapture = context.get(DocumentCapture.class);
        DocumentCapture capture = new DocumentCapture();
        context.set(DocumentCapture.class, capture);
        FontVerdictCache fonts = new FontVerdictCache(settings.fontEvidence(), sharing.forRequest(settings));
        DocumentPageStyler styler = new DocumentPageStyler(capture, settings, StockTextSettings.of(stockConfig), fonts);
        SinglePassBody body = new SinglePassBody(handler, PageSplicingHandler.stylingWith(handler, styler),
                metadata, context, stockConfig, settings, capture, fonts, singlePass);
        try {
            stock.parse(stream, body, metadata, context);
        } catch (SAXException | TikaException | IOException | RuntimeException e) {
            if (!body.isStopSignal(e)) {
                throw e;
            }
            body.rethrowBodyFailure();
        } finally {
            context.set(DocumentCapture.class, outerCapture);
            if (settings.isListFontVerdicts()) {
                FontVerdictListing.addTo(metadata, fonts.describeAll());
            }
        }
    }

    /** Keeps the document the stock parser loaded for this parse call, for the second pass to read. */
    public static void captureLoaded(ParseContext context, PDDocument document) {
        DocumentCapture capture = context.get(DocumentCapture.class);
        if (capture != null) {
            capture.capture(document);
        }
    }
}
