package dev.pdfstyles.tika;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.ContentHandlerDecorator;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.tika.fallback.DocumentCapture;
import dev.pdfstyles.tika.marked.MarkedContentStyles;

/**
 * The handler a styled parse gives the stock parse, and where the single pass starts (docs/design.md
 * section 3). The stock parse loads the document, writes all document metadata, and starts writing the
 * body: the first event its text writer sends is {@code startDocument}. There, this handler writes the
 * whole body itself, through Tika's own text writer with our recorder listening
 * ({@link SinglePassWriter}, where {@link SinglePassLink} has linked one), to the caller's handler, then stops the stock writer with a
 * {@link #isStopSignal stop signal} that the stock parse lets through (after its usual clean-up) and
 * the styled parse catches.
 *
 * <p>Where the single pass is not possible (this runtime, this configuration), every event passes on to
 * {@code fallback}, the splice that styles pages with a second pass. Where the stock parse writes the body
 * with Tika's marked-content writer, every event passes on to a {@link MarkedContentSplicingHandler}; where
 * no pass of ours can style what the stock writer writes, to the caller's handler as it is
 * ({@link BodyRoute}). One instance serves one parse call.
 */
final class SinglePassBody extends ContentHandlerDecorator {

    /**
     * Thrown through the stock writer once the body is written, so it writes nothing more. Unchecked, so that
     * Tika's writer lets it through as it is: it wraps a SAXException from {@code startDocument} in an
     * IOException whose stack trace it fills, 50 frames deep, and the stock parse unwraps it again; that would
     * cost 5% of a one-page parse. Only {@link dev.pdfstyles.StyledPdfParser} catches it (see {@link #isStopSignal}).
     */
    private static final class StopSignal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StopSignal() {
            super("the document body was written by the single pass");
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;   // control flow, not an error: no stack to record
        }
    }

    private final ContentHandler target;
    private final Metadata metadata;
    private final ParseContext context;
    private final PDFParserConfig config;
    private final DetectionSettings settings;
    private final DocumentCapture capture;
    private final FontVerdictCache fonts;
    private final StopSignal stopSignal = new StopSignal();
    private final SinglePassLink link;
    private boolean started;
    private Exception failure;

    SinglePassBody(ContentHandler target, ContentHandler fallback, Metadata metadata, ParseContext context,
                   PDFParserConfig config, DetectionSettings settings, DocumentCapture capture,
                   FontVerdictCache fonts, SinglePassLink link) {
        super(fallback);
        this.link = link;
        this.target = target;
        this.metadata = metadata;
        this.context = context;
        this.config = config;
        this.settings = settings;
        this.capture = capture;
        this.fonts = fonts;
    }

    @Override
    public void startDocument() throws SAXException {
        if (!started) {
            started = true;
            PDDocument document = capture.document();
            BodyRoute route = document == null ? BodyRoute.SECOND_PASS : BodyRoute.of(config, metadata);
            if (route == BodyRoute.SINGLE_PASS) {
                SinglePassWriter writer = link.writerFor(config);
                if (writer != null && writeBody(writer, document)) {
                    throw stopSignal;
                }
                route = config.isDetectAngles() ? BodyRoute.STOCK : BodyRoute.SECOND_PASS;
            }
            if (route == BodyRoute.MARKED_CONTENT) {
                setContentHandler(new MarkedContentSplicingHandler(target,
                        MarkedContentStyles.of(document, settings, fonts)));
            } else if (route == BodyRoute.STOCK) {
                setContentHandler(target);
            }
        }
        super.startDocument();
    }

    /**
     * Writes the body through {@code writer}; false when it failed to link before writing anything, so
     * the stock body and the second pass can still write it.
     */
    private boolean writeBody(SinglePassWriter writer, PDDocument document) {
        PageSplicingHandler splicer = PageSplicingHandler.awaitingStyles(target);
        PageStyleRecorder recorder = new PageStyleRecorder(settings, fonts);
        try {
            writer.writeBody(document, splicer, context, metadata, config, recorder, splicer);
        } catch (SAXException | TikaException | RuntimeException e) {
            failure = e;   // thrown from the styled parse once the stock parse has cleaned up
        } catch (LinkageError e) {
            // a member of Tika's writer that the link's small document did not reach
            link.abandon(e);
            if (!splicer.hasStarted()) {
                return false;
            }
            failure = new TikaException("pdf-styles: Tika's PDF text writer failed to link mid-document", e);
        } finally {
            recorder.endDocument();
        }
        return true;
    }

    /** Whether {@code thrown}, out of the stock parse, is (or wraps) this handler's stop signal. */
    boolean isStopSignal(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t == stopSignal) {
                return true;   // (getCause() is null, not the throwable itself, at a chain's end)
            }
        }
        return false;
    }

    /** After the stop signal: throws what writing the body threw, if anything. */
    void rethrowBodyFailure() throws SAXException, TikaException {
        if (failure instanceof SAXException) {
            throw (SAXException) failure;
        } else if (failure instanceof TikaException) {
            throw (TikaException) failure;
        } else if (failure instanceof RuntimeException) {
            throw (RuntimeException) failure;
        }
    }
}
