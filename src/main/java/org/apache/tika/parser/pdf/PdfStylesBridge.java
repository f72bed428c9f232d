package org.apache.tika.parser.pdf;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Field;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.slf4j.LoggerFactory;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.geometry.PageStyleRecorder;
import dev.pdfstyles.xhtml.PageTextSink;

/**
 * The one place where pdf-styles depends on a non-public part of Tika: it lets Tika's own text writer
 * ({@code PDF2XHTML}, package-private) host our style recorder, so each page's content stream is read
 * once (docs/design.md section 3). It lives in Tika's package for that reason only: a class on the same
 * class path may extend a package-private class of the same package (Tika's jars are not sealed).
 *
 * <p>Where that is not possible (another class loader for Tika than for this jar, an OSGi container, a
 * Tika whose writer changed shape), {@link #isAvailable()} says so and the plugin falls back to its
 * second pass. {@code PdfStylesBridgeTest} pins the Tika members used here.
 */
public final class PdfStylesBridge {

    private static final boolean AVAILABLE = probe();

    private PdfStylesBridge() {
    }

    /** Whether Tika's text writer can host our recorder in this runtime. */
    public static boolean isAvailable() {
        return AVAILABLE;
    }

    /**
     * Writes the document's body as {@code PDF2XHTML.process} does (same XHTML, same metadata, same
     * exceptions), while {@code recorder} records each page and {@code sink} is told when each page's text
     * is written.
     */
    public static void writeBody(PDDocument document, ContentHandler handler, ParseContext context,
                                 Metadata metadata, PDFParserConfig config, PageStyleRecorder recorder,
                                 PageTextSink sink) throws SAXException, TikaException {
        StyledPDF2XHTML writer;
        try {
            writer = new StyledPDF2XHTML(document, handler, context, metadata, config, recorder, sink);
            config.configure(writer);
            writer.writeText(document, Writer.nullWriter());
        } catch (IOException e) {
            if (e.getCause() instanceof SAXException) {
                throw (SAXException) e.getCause();
            }
            throw new TikaException("Unable to extract PDF content", e);
        }
        if (!writer.exceptions.isEmpty()) {
            throw new TikaException("Unable to extract PDF content", writer.exceptions.get(0));
        }
    }

    /** Loads the subclass (fails if the package is not shared) and checks the members it relies on. */
    private static boolean probe() {
        try {
            Class<?> writer = Class.forName(StyledPDF2XHTML.class.getName(), true,
                    PdfStylesBridge.class.getClassLoader());
            PDF2XHTML.class.getDeclaredConstructor(PDDocument.class, ContentHandler.class, ParseContext.class,
                    Metadata.class, PDFParserConfig.class);
            PDFParserConfig.class.getMethod("configure", PDF2XHTML.class);
            Field exceptions = AbstractPDF2XHTML.class.getDeclaredField("exceptions");
            return writer.getSuperclass() == PDF2XHTML.class
                    && java.util.List.class.isAssignableFrom(exceptions.getType());
        } catch (ReflectiveOperationException | LinkageError | SecurityException e) {
            LoggerFactory.getLogger(PdfStylesBridge.class).warn("pdf-styles: Tika's PDF text writer cannot host "
                    + "the style recorder here ({}); each page is styled by a second pass instead", e.toString());
            return false;
        }
    }
}
