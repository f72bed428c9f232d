package org.apache.tika.parser.pdf;

import java.io.IOException;
import java.io.Writer;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.tika.SinglePassWriter;
import dev.pdfstyles.xhtml.PageTextSink;

/**
 * The one place where pdf-styles depends on a non-public part of Tika: it lets Tika's own text writer
 * ({@code PDF2XHTML}, package-private) host our style recorder, so each page's content stream is read
 * once (docs/design.md section 3). It lives in Tika's package for that reason only: a class of the same
 * runtime package may extend a package-private class (Tika's jars are not sealed).
 *
 * <p>A runtime package is a package name and a class loader. Where this jar is loaded by another loader
 * than Tika's (a plugin folder, Spark {@code --jars}, OSGi, a {@code TikaConfig} with its own loader), or
 * where Tika's writer has another shape, this class or {@link StyledPDF2XHTML} fails to link. So nothing
 * of the plugin names this class: {@code dev.pdfstyles.tika.SinglePassLink} loads it by name, tries it on
 * a small document, and otherwise falls back to the plugin's second pass. The writer is the one the stock
 * parser would use: Tika's default writer, or, with {@code detectAngles}, {@link AngleStyledPDF2XHTML}.
 */
public final class PdfStylesBridge implements SinglePassWriter {

    @Override
    public void writeBody(PDDocument document, ContentHandler handler, ParseContext context, Metadata metadata,
                          PDFParserConfig config, PageStyleRecorder recorder, PageTextSink sink)
            throws SAXException, TikaException {
        StyledPDF2XHTML writer;
        try {
            writer = config.isDetectAngles()
                    ? new AngleStyledPDF2XHTML(document, handler, context, metadata, config, recorder, sink)
                    : new StyledPDF2XHTML(document, handler, context, metadata, config, recorder, sink);
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
}
