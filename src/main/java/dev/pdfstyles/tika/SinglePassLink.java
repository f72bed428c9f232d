package dev.pdfstyles.tika;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.page.PageStyleRecorder;

/**
 * Whether Tika's text writer can host our recorder in the class loader this plugin was loaded by, decided
 * once per loader, by trying it: the single pass (docs/design.md section 3), or the second pass for good.
 *
 * <p>The writer that hosts the recorder extends Tika's package-private {@code PDF2XHTML}. That links only
 * where this jar and Tika's pdf module share a class loader, and only against a Tika whose writer has the
 * members it calls. A check by reflection cannot tell: a split package across two loaders fails at link
 * time with an {@link IllegalAccessError}, a changed member at its first call with a
 * {@link NoSuchMethodError}. So the link loads the bridge by name and writes the body of a small document
 * through it (text by {@code Tj} and {@code TJ}, a drawn rule), which links every member the single pass
 * calls on a page. Anything it throws, {@link Error}s of linkage included, means: the second pass, with
 * one warning in the log. A later {@link LinkageError} in a real document (a path the small document did
 * not take) {@linkplain #abandon abandons} the single pass the same way.
 *
 * <p>Angle detection ({@code detectAngles=true}) is written by a writer of ours that does what Tika's private
 * angle-detecting writer does, not by a subclass of it: before the first document with angle detection,
 * {@link AngleWriterCheck} compares the two on a small rotated document, and where they differ (a Tika whose
 * angle detection has another shape) that mode keeps the stock output, unstyled, with one warning.
 *
 * <p>Thread-safe. {@link #IN_THIS_LOADER} is a static of a plugin class, so each class loader that loads
 * the plugin gets its own.
 */
final class SinglePassLink {

    private static final Logger LOG = LoggerFactory.getLogger(SinglePassLink.class);

    /** Named, never referenced: referring to it would link it in whatever loader this class is in. */
    static final String BRIDGE_CLASS_NAME = "org.apache.tika.parser.pdf.PdfStylesBridge";

    /** The link of the class loader that loaded the plugin, tried at its first styled parse. */
    static final SinglePassLink IN_THIS_LOADER = new SinglePassLink(SinglePassLink::loadBridge);

    /** Makes the writer to try; throws whatever loading or linking it throws. */
    interface WriterFactory {
        SinglePassWriter create() throws Exception;
    }

    /** Whether a linked writer writes what the stock parser writes with angle detection on. */
    interface AngleCheck {
        boolean matchesStock(SinglePassWriter writer) throws Exception;
    }

    private final WriterFactory factory;
    private final AngleCheck angleCheck;
    private final AtomicBoolean warned = new AtomicBoolean();
    private final AtomicBoolean warnedAngles = new AtomicBoolean();
    /** Null until tried; then the writer, or {@link #UNAVAILABLE}. */
    private volatile Object state;
    /** Null until checked; then whether the writer may write documents with angle detection. */
    private volatile Boolean anglesMatchStock;
    private static final Object UNAVAILABLE = new Object();

    SinglePassLink(WriterFactory factory) {
        this(factory, AngleWriterCheck::matchesStock);
    }

    SinglePassLink(WriterFactory factory, AngleCheck angleCheck) {
        this.factory = factory;
        this.angleCheck = angleCheck;
    }

    /** A link that never offers the single pass (tests compare the two passes with it). */
    static SinglePassLink secondPassOnly() {
        SinglePassLink link = new SinglePassLink(() -> null);
        link.state = UNAVAILABLE;
        return link;
    }

    /** The writer to use, or null where the single pass is not possible here; tried on the first call. */
    SinglePassWriter writer() {
        Object current = state;
        if (current == null) {
            synchronized (this) {
                current = state;
                if (current == null) {
                    current = tryLink();
                    state = current;
                }
            }
        }
        return current == UNAVAILABLE ? null : (SinglePassWriter) current;
    }

    /**
     * The writer for a document parsed with {@code config}, or null where the single pass cannot write it:
     * {@link #writer()}, and with angle detection only once the angle check has passed (tried on the first
     * such call).
     */
    SinglePassWriter writerFor(PDFParserConfig config) {
        SinglePassWriter writer = writer();
        if (writer == null || !config.isDetectAngles()) {
            return writer;
        }
        Boolean matches = anglesMatchStock;
        if (matches == null) {
            synchronized (this) {
                matches = anglesMatchStock;
                if (matches == null) {
                    matches = checkAngles(writer);
                    anglesMatchStock = matches;
                }
            }
        }
        return matches ? writer : null;
    }

    private boolean checkAngles(SinglePassWriter writer) {
        String reason;
        try {
            if (angleCheck.matchesStock(writer)) {
                return true;
            }
            reason = "its text differs from the stock parser's on a rotated test page";
        } catch (Exception | LinkageError e) {
            reason = e.toString();
        }
        if (warnedAngles.compareAndSet(false, true)) {
            LOG.warn("pdf-styles: text extracted with detectAngles=true stays unstyled with this Tika ({})", reason);
        }
        return false;
    }

    /** Whether the single pass is in use here (tries the link if it was not tried yet). */
    boolean isSinglePass() {
        return writer() != null;
    }

    /** Gives up the single pass for good after {@code failure} (a LinkageError in a real document). */
    void abandon(Throwable failure) {
        state = UNAVAILABLE;
        warnOnce(failure);
    }

    private Object tryLink() {
        try {
            SinglePassWriter writer = factory.create();
            if (writer == null) {
                return UNAVAILABLE;
            }
            writeSmallDocument(writer);
            return writer;
        } catch (Exception | LinkageError e) {
            warnOnce(e);
            return UNAVAILABLE;
        }
    }

    private void warnOnce(Throwable failure) {
        if (warned.compareAndSet(false, true)) {
            LOG.warn("pdf-styles: Tika's PDF text writer cannot host the style recorder in this class loader"
                    + " ({}); each page is styled by a second pass instead", failure.toString());
        }
    }

    private static SinglePassWriter loadBridge() throws ReflectiveOperationException {
        Class<?> bridge = Class.forName(BRIDGE_CLASS_NAME, true, SinglePassLink.class.getClassLoader());
        return bridge.asSubclass(SinglePassWriter.class).getConstructor().newInstance();
    }

    /** Writes a one-page document through {@code writer}, to nowhere: the first use, done up front. */
    private static void writeSmallDocument(SinglePassWriter writer)
            throws IOException, SAXException, TikaException {
        try (PDDocument document = smallDocument()) {
            DetectionSettings settings = DetectionSettings.defaults();
            writer.writeBody(document, new DefaultHandler(), new ParseContext(), new Metadata(),
                    new PDFParserConfig(), new PageStyleRecorder(settings, new FontVerdictCache(settings.fontEvidence())),
                    styled -> { });
        }
    }

    /** "Linked text" in Helvetica, by Tj and by TJ, over a drawn rule: what every styled page exercises. */
    private static PDDocument smallDocument() throws IOException {
        PDDocument document = new PDDocument();
        PDPage page = new PDPage();
        document.addPage(page);
        try (PDPageContentStream content = new PDPageContentStream(document, page)) {
            content.setLineWidth(0.5f);
            content.moveTo(72, 698);
            content.lineTo(140, 698);
            content.stroke();
            content.beginText();
            content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
            content.newLineAtOffset(72, 700);
            content.showText("Linked ");
            content.showTextWithPositioning(new Object[] {"te", -20f, "xt"});
            content.endText();
        }
        return document;
    }
}
