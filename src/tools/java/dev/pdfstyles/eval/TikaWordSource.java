package dev.pdfstyles.eval;

import java.io.InputStream;
import java.nio.file.Path;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.sax.ToXMLContentHandler;

import dev.pdfstyles.testsupport.TextMode;

/**
 * The parser under test as users get it: {@link AutoDetectParser} from the class path (the plugin wins
 * {@code application/pdf} by SPI once it is there; before that, the stock parser), in one of the stock
 * parser's text modes, XHTML through {@link ToXMLContentHandler}, words through {@link XhtmlStyledWords},
 * pages through {@link PagedStyledText}.
 */
public final class TikaWordSource implements WordSource {
    private final AutoDetectParser parser = new AutoDetectParser();
    private final TextMode mode;

    public TikaWordSource() {
        this(TextMode.DEFAULT);
    }

    public TikaWordSource(TextMode mode) {
        this.mode = mode;
    }

    /** {@code tika}, or {@code tika/MODE} in another text mode. */
    @Override
    public String name() {
        return mode == TextMode.DEFAULT ? "tika" : "tika/" + mode.key();
    }

    @Override
    public Extraction extract(Path pdf) throws Exception {
        Metadata metadata = new Metadata();
        String xhtml = parse(pdf, metadata);
        return new Extraction(XhtmlStyledWords.fromXhtml(xhtml), parsedBy(metadata));
    }

    @Override
    public Pages extractPages(Path pdf) throws Exception {
        Metadata metadata = new Metadata();
        String xhtml = parse(pdf, metadata);
        return new Pages(PagedStyledText.fromXhtml(xhtml), parsedBy(metadata));
    }

    private String parse(Path pdf, Metadata metadata) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        metadata.set(TikaCoreProperties.RESOURCE_NAME_KEY, pdf.getFileName().toString());
        try (InputStream stream = TikaInputStream.get(pdf)) {
            parser.parse(stream, handler, metadata, mode.context());
        }
        return handler.toString();
    }

    private static String parsedBy(Metadata metadata) {
        return String.join(" > ", metadata.getValues(TikaCoreProperties.TIKA_PARSED_BY));
    }
}
