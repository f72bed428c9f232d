package dev.pdfstyles.e2e;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.pdfstyles.testsupport.Parsers;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;

/**
 * Style elements the plugin writes for a file when Tika runs in this JVM: what the server's
 * answer must carry too (#8). The server wraps the same body in its own head, so only the
 * element counts are compared, not the text.
 */
final class InProcessStyles {

    private static final Pattern STYLE_START_TAG = Pattern.compile("<([bius])>");

    private InProcessStyles() {
    }

    /** Start tags of {@code <b>}, {@code <i>}, {@code <u>} and {@code <s>} in {@code xhtml}. */
    static int count(String xhtml) {
        Matcher tags = STYLE_START_TAG.matcher(xhtml);
        int count = 0;
        while (tags.find()) {
            count++;
        }
        return count;
    }

    /** The same count for the XHTML an in-process AutoDetectParser (plugin found by SPI) writes. */
    static int countInProcess(Path pdf) throws Exception {
        Parser parser = Parsers.styled();
        ParseContext context = new ParseContext();
        context.set(Parser.class, parser);
        ToXMLContentHandler handler = new ToXMLContentHandler();
        try (InputStream in = TikaInputStream.get(pdf)) {
            parser.parse(in, handler, new Metadata(), context);
        }
        return count(handler.toString());
    }
}
