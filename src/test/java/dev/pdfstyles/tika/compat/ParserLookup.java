package dev.pdfstyles.tika.compat;

import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.CompositeParser;
import org.apache.tika.parser.Parser;

/** Which leaf parser a (possibly nested) composite hands {@code application/pdf} to. */
final class ParserLookup {

    private static final MediaType PDF = MediaType.application("pdf");

    private ParserLookup() {
    }

    /** The leaf parser for PDF, or {@code null} when no parser claims the type. */
    static Parser pdfParserOf(Parser root) {
        Parser current = root;
        while (current instanceof CompositeParser) {
            current = ((CompositeParser) current).getParsers().get(PDF);
        }
        return current;
    }
}
