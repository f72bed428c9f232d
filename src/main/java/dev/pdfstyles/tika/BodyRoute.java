package dev.pdfstyles.tika;

import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.PDF;
import org.apache.tika.parser.pdf.PDFParserConfig;

import dev.pdfstyles.tika.fallback.StockTextSettings;

/**
 * Which writer the stock parse writes a document's body with, and so how the styled parse styles it.
 * Decided when that writer starts (the document is loaded and its metadata written), from the same
 * configuration and the facts the stock parse has just written into the metadata.
 */
enum BodyRoute {

    /** Tika's text writer, written by our subclass of it with the recorder listening (docs/design.md section 3). */
    SINGLE_PASS,
    /** Tika's text writer, each page styled by a second pass of ours (where the single pass cannot be). */
    SECOND_PASS,
    /** Tika's marked-content writer, styled from our own reading of the tagged pages (docs/design.md section 9). */
    MARKED_CONTENT,
    /** Written by the stock parse alone, unstyled. */
    STOCK;

    /**
     * The route for a document the stock parse has loaded, with {@code metadata} as it stands when the
     * body starts. The marked-content writer is the stock parser's choice only for a tagged document, which
     * it records as {@link PDF#HAS_MARKED_CONTENT} first; where that is missing, which writer runs is not
     * known, and the body is left to the stock parse.
     */
    static BodyRoute of(PDFParserConfig config, Metadata metadata) {
        if (!StockTextSettings.isSpliceable(config)) {
            return STOCK;
        }
        // XFA instead of the pages, or pages rendered and parsed before the text: a body other than the writer's
        boolean otherBody = config.isIfXFAExtractOnlyXFA()
                || config.getImageStrategy() == PDFParserConfig.IMAGE_STRATEGY.RENDER_PAGES_BEFORE_PARSE;
        if (config.isExtractMarkedContent()) {
            String tagged = metadata.get(PDF.HAS_MARKED_CONTENT);
            if (tagged == null) {
                return STOCK;
            }
            if (Boolean.parseBoolean(tagged)) {
                return otherBody ? STOCK : MARKED_CONTENT;
            }
        }
        if (otherBody) {
            // the second pass reads each page once, upright: it cannot write what angle detection writes
            return config.isDetectAngles() ? STOCK : SECOND_PASS;
        }
        return SINGLE_PASS;
    }
}
