package dev.pdfstyles.tika;

import java.util.List;

import org.apache.tika.metadata.Metadata;

/** Writes the font verdict listing (one line per font) into the document's metadata. */
final class FontVerdictListing {

    private FontVerdictListing() {
    }

    static void addTo(Metadata metadata, List<String> listing) {
        for (String line : listing) {
            if (!line.isBlank()) {
                metadata.add(StyledParse.FONT_VERDICT_METADATA_KEY, line);
            }
        }
    }
}
