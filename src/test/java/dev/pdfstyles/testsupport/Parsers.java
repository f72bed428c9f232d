package dev.pdfstyles.testsupport;

import java.io.ByteArrayInputStream;
import java.util.Collections;
import java.util.List;

import org.apache.tika.config.ServiceLoader;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaTypeRegistry;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.DefaultParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.RecursiveParserWrapper;
import org.apache.tika.sax.BasicContentHandlerFactory;
import org.apache.tika.sax.RecursiveParserWrapperHandler;

import dev.pdfstyles.StyledPdfParser;

/** Stock and styled Tika set-ups side by side, for comparing their output on the same bytes. */
public final class Parsers {

    private Parsers() {
    }

    /** Auto-detection as a user gets it with the plugin on the class path. */
    public static Parser styled() {
        return new AutoDetectParser();
    }

    /**
     * Auto-detection set up as {@link #stock()} is, with this instance of the plugin handling PDFs: for a parser
     * whose settings or state (its shared font verdicts) a caller needs to hold.
     */
    public static Parser styledWith(StyledPdfParser pdf) {
        DefaultParser others = new DefaultParser(MediaTypeRegistry.getDefaultRegistry(), new ServiceLoader(),
                Collections.singletonList(StyledPdfParser.class));
        // a composite parser gives each media type to the last parser that supports it: here the plugin
        return new AutoDetectParser(others, pdf);
    }

    /** Auto-detection with the plugin excluded: Tika's stock PDF parser handles PDFs. */
    public static Parser stock() {
        DefaultParser parsers = new DefaultParser(MediaTypeRegistry.getDefaultRegistry(), new ServiceLoader(),
                Collections.singletonList(StyledPdfParser.class));
        return new AutoDetectParser(parsers);
    }

    /** What a recursive parse gave: one metadata (with XHTML content) per item, and what it threw. */
    public static final class RecursiveResult {
        public final List<Metadata> items;
        public final Exception thrown;

        RecursiveResult(List<Metadata> items, Exception thrown) {
            this.items = items;
            this.thrown = thrown;
        }
    }

    /** The whole recursive parse (container and embedded documents) with XHTML content per item. */
    public static RecursiveResult parseRecursively(Parser parser, byte[] pdf, ParseContext context) {
        RecursiveParserWrapper wrapper = new RecursiveParserWrapper(parser);
        RecursiveParserWrapperHandler handler = new RecursiveParserWrapperHandler(
                new BasicContentHandlerFactory(BasicContentHandlerFactory.HANDLER_TYPE.XML, -1));
        Exception thrown = null;
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            wrapper.parse(stream, handler, new Metadata(), context);
        } catch (Exception e) {
            thrown = e;
        }
        return new RecursiveResult(handler.getMetadataList(), thrown);
    }

    /** The XHTML with this project's style elements removed: what must equal the stock output. */
    public static String withoutStyleElements(String xhtml) {
        return xhtml == null ? null : xhtml.replaceAll("</?[usib]>", "");
    }
}
