package dev.pdfstyles;

import dev.pdfstyles.tika.StyledParse;

/** Parsers wired with another {@link StyledParse} than the class loader's own: tests of the fallback. */
public final class StyledPdfParsers {

    private StyledPdfParsers() {
    }

    public static StyledPdfParser with(StyledParse styledParse) {
        return new StyledPdfParser(styledParse);
    }
}
