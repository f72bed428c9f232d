package dev.pdfstyles.tika.fallback;

import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Holds the document the stock parser loaded for one parse call, so the splice can read the same pages
 * without loading the file again. Lives in the {@code ParseContext} for the duration of that call only.
 */
public final class DocumentCapture {

    private PDDocument document;

    public void capture(PDDocument loaded) {
        this.document = loaded;
    }

    /** The loaded document, or null before loading (or when loading failed). */
    public PDDocument document() {
        return document;
    }
}
