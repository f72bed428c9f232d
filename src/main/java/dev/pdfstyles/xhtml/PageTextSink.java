package dev.pdfstyles.xhtml;

import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;

/**
 * Told when a text writer has written one page's text, with the styles of what it wrote: in the single
 * pass, styles are known only once the page's content stream is read, so the page's text waits for them.
 */
public interface PageTextSink {

    /**
     * @param styled the characters the writer wrote for the page, with their styles; null when they are
     *               not known (the page's text is then written unstyled)
     * @throws SAXException from the downstream handler the held-back text is written to
     */
    void pageTextWritten(StyledText styled) throws SAXException;
}
