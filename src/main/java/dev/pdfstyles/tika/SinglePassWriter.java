package dev.pdfstyles.tika;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

import dev.pdfstyles.page.PageStyleRecorder;
import dev.pdfstyles.xhtml.PageTextSink;

/**
 * Writes a document's body through Tika's own text writer with our recorder listening. The one
 * implementation lives in Tika's package ({@code org.apache.tika.parser.pdf.PdfStylesBridge}), because it
 * extends a package-private class there; the plugin reaches it only through this interface, by name, so
 * that no class of ours links against Tika's package-private classes unless {@link SinglePassLink} has
 * shown that this class loader allows it. Not for use outside the plugin.
 */
public interface SinglePassWriter {

    /**
     * Writes the body as {@code PDF2XHTML.process} does (same XHTML, same metadata, same exceptions), while
     * {@code recorder} records each page and {@code sink} is told when each page's text is written.
     */
    void writeBody(PDDocument document, ContentHandler handler, ParseContext context, Metadata metadata,
                   PDFParserConfig config, PageStyleRecorder recorder, PageTextSink sink)
            throws SAXException, TikaException;
}
