package dev.pdfstyles.xhtml;

import org.xml.sax.SAXException;

import dev.pdfstyles.model.StyledText;

/**
 * Told once per page when a text writer knows the page's styles: in the single pass, styles are known only once
 * the page's content stream is read, so the page's text waits for them. When nothing on the page is styled, the
 * writer tells it before writing the page's text (with null), so that text need not wait.
 */
public interface PageTextSink {

    /**
     * @param styled the characters the writer wrote for the page, with their styles; null when they are
     *               not known or nothing is styled (the page's text is then written unstyled)
     * @throws SAXException from the downstream handler the held-back text is written to
     */
    void pageTextWritten(StyledText styled) throws SAXException;
}
