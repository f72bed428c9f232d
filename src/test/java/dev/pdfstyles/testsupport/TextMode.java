package dev.pdfstyles.testsupport;

import java.util.Locale;

import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;

/**
 * The stock parser's ways of writing a PDF's text, each styled by the plugin (issue 26): the default,
 * marked content ({@code extractMarkedContent=true}: the structure of tagged PDFs) and angle detection
 * ({@code detectAngles=true}: one reading per angle of the text).
 */
public enum TextMode {
    DEFAULT,
    MARKED_CONTENT,
    ANGLES;

    /** The stock configuration of this mode (defaults otherwise). */
    public PDFParserConfig config() {
        PDFParserConfig config = new PDFParserConfig();
        config.setExtractMarkedContent(this == MARKED_CONTENT);
        config.setDetectAngles(this == ANGLES);
        return config;
    }

    /** A parse context with this mode's configuration. */
    public ParseContext context() {
        ParseContext context = new ParseContext();
        if (this != DEFAULT) {
            context.set(PDFParserConfig.class, config());
        }
        return context;
    }

    /** The name on the command line and in reports: {@code default}, {@code marked-content}, {@code angles}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The mode named {@code key}; the accepted names in the message otherwise. */
    public static TextMode ofKey(String key) {
        for (TextMode mode : values()) {
            if (mode.key().equals(key)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown text mode '" + key + "'; accepted: default, marked-content,"
                + " angles");
    }
}
