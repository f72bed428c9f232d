package dev.pdfstyles.tika.compat;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.tika.extractor.EmbeddedDocumentExtractor;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.parser.pdf.image.ImageGraphicsEngine;
import org.apache.tika.parser.pdf.image.ImageGraphicsEngineFactory;
import org.apache.tika.sax.XHTMLContentHandler;

/**
 * An image-engine factory that refuses to build an engine, so a test can prove that a factory
 * named in the plugin's tika-config reaches the stock inline-image pass.
 */
public class FailingImageGraphicsEngineFactory extends ImageGraphicsEngineFactory {

    /** Looked for in the stack trace of the failed parse. */
    static final String MARKER = "pdf-styles: custom image engine factory was called";

    @Override
    public ImageGraphicsEngine newEngine(PDPage page, int pageNumber,
            EmbeddedDocumentExtractor embeddedDocumentExtractor, PDFParserConfig pdfParserConfig,
            Map<COSStream, Integer> processedInlineImages, AtomicInteger imageCounter,
            XHTMLContentHandler xhtml, Metadata parentMetadata, ParseContext parseContext) {
        throw new IllegalStateException(MARKER + " (page " + pageNumber + ")");
    }
}
