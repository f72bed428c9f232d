package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.testsupport.ContentStreams;

/**
 * Glyphs come in the space of their page's crop box, rules in the space of the content stream: the recorder shifts
 * each path by the crop box's corner, read when the page's first path operator needs it. Pages of one document
 * with crop boxes at different corners each get their own, whether the underline is drawn before its word or after.
 */
class CropBoxOffsetPdfTest {

    private static final String WORD = "BT /F1 12 Tf 1 0 0 1 %1$d %2$d Tm (Underlined) Tj ET\n";
    private static final String RULE = "0.6 w %1$d %3$d m %4$d %3$d l S\n";

    @Test
    void underlinesAreFoundOnPagesWhoseCropBoxesStartElsewhere() throws Exception {
        try (PDDocument document = new PDDocument()) {
            addPage(document, 0, 0, true);      // crop box at the origin, the rule after the word
            addPage(document, 150, 90, true);   // a crop box away from it
            addPage(document, 0, 0, false);     // at the origin again: the last page's corner must not stay
            addPage(document, -40, 300, false); // a corner below and left of the origin, the rule first

            String xhtml = styledXhtml(ContentStreams.saved(document));

            assertEquals(4, count(xhtml, "<u>Underlined</u>"), xhtml);
        }
    }

    /** A page whose crop box starts at ({@code cropX}, {@code cropY}), with one underlined word inside it. */
    private static void addPage(PDDocument document, int cropX, int cropY, boolean ruleAfterWord)
            throws IOException {
        PDPage page = new PDPage(new PDRectangle(-100, -100, 1000, 1000));
        page.setCropBox(new PDRectangle(cropX, cropY, 400, 300));
        PDResources resources = new PDResources();
        resources.put(COSName.getPDFName("F1"),
                new PDType1Font(Standard14Fonts.FontName.HELVETICA));
        page.setResources(resources);
        document.addPage(page);
        int x = cropX + 50;
        int baseline = cropY + 150;
        String word = String.format(WORD, x, baseline);
        // Helvetica 12: "Underlined" is about 59 wide; the rule 2 below the baseline, as a word processor draws it
        String rule = String.format(RULE, x, 0, baseline - 2, x + 59);
        ContentStreams.setContent(document, page, ruleAfterWord ? word + rule : rule + word);
    }

    private static String styledXhtml(byte[] pdf) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        new StyledPdfParser().parse(new ByteArrayInputStream(pdf), handler, new Metadata(), new ParseContext());
        return handler.toString();
    }

    private static int count(String text, String part) {
        Matcher matcher = Pattern.compile(Pattern.quote(part)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
