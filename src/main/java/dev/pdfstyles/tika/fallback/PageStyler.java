package dev.pdfstyles.tika.fallback;

import java.io.IOException;

import dev.pdfstyles.model.StyledText;

/** Gives the styled characters of one page of the document being parsed. */
public interface PageStyler {

    /**
     * @param pageIndex zero-based, in page-tree order (the order of the stock page divs)
     * @return the page's characters with styles, or null when they cannot be known
     */
    StyledText stylePage(int pageIndex) throws IOException;
}
