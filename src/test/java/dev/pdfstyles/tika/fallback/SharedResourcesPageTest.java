package dev.pdfstyles.tika.fallback;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.File;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;

/** The style pass's view of a page shares the document's resource cache and never evicts it (PDFBox 3.0.8). */
class SharedResourcesPageTest {

    @Test
    void fonts_afterTheStylePassEvictsItsPage_stillTheCachedInstances() throws Exception {
        try (PDDocument document = Loader.loadPDF(new File("test-documents/libreoffice/contract.pdf"))) {
            PDPage page = document.getPage(0);
            COSName name = page.getResources().getFontNames().iterator().next();
            PDFont before = page.getResources().getFont(name);
            // act: what PDFTextStripper.processPage does at its end, on our view of the page
            SharedResourcesPage view = new SharedResourcesPage(page);
            PDFont seenByPass = view.getResources().getFont(name);
            view.removePageResourceFromCache();
            // assert: one parsed font, still cached for the stock pass
            assertSame(before, seenByPass);
            assertSame(before, document.getPage(0).getResources().getFont(name));
        }
    }
}
