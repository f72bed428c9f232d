package dev.pdfstyles.tika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureElement;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureTreeRoot;
import org.apache.pdfbox.pdmodel.documentinterchange.markedcontent.PDMarkedContent;
import org.apache.pdfbox.pdmodel.documentinterchange.markedcontent.PDPropertyList;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.Parser;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.testsupport.ContentStreams;
import dev.pdfstyles.testsupport.Parsers;
import dev.pdfstyles.testsupport.TextMode;

/**
 * The marked-content mode on a tagged PDF built here: text referenced by the structure tree, an artifact (a
 * running header: marked, but not in the tree, so Tika writes it after the tree's text), and a page without
 * marked content (its text is not gathered by PDFBox's extractor, so Tika writes none of it).
 */
class MarkedContentModeTest {

    @Test
    void taggedTextAndArtifact_styledWhereTikaWritesThem_untaggedPageAbsentAsInStock() throws Exception {
        // arrange
        byte[] pdf = taggedDocument();
        // act
        String stock = body(Parsers.stock(), pdf);
        String styled = body(Parsers.styled(), pdf);
        // assert
        assertEquals(stock, Parsers.withoutStyleElements(styled));
        assertTrue(styled.contains("<p>Tagged plain and <b>bold</b></p>"), styled);
        assertTrue(styled.contains("<p><b>Running header</b></p>"), styled);
        assertFalse(stock.contains("Untagged"), "Tika writes no text of a page without marked content");
    }

    private static String body(Parser parser, byte[] pdf) throws Exception {
        ToXMLContentHandler handler = new ToXMLContentHandler();
        try (TikaInputStream stream = TikaInputStream.get(new ByteArrayInputStream(pdf))) {
            parser.parse(stream, handler, new Metadata(), TextMode.MARKED_CONTENT.context());
        }
        String xhtml = handler.toString();
        return xhtml.substring(xhtml.indexOf("<body"));
    }

    /** Page 1: a P element's text (MCID 0), plain then bold, and a bold artifact; page 2: text, unmarked. */
    private static byte[] taggedDocument() throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            PDPage tagged = new PDPage();
            document.addPage(tagged);
            COSDictionary mcid = new COSDictionary();
            mcid.setInt(COSName.MCID, 0);
            PDStructureTreeRoot root = new PDStructureTreeRoot();
            document.getDocumentCatalog().setStructureTreeRoot(root);
            PDStructureElement paragraph = new PDStructureElement("P", root);
            paragraph.setPage(tagged);
            paragraph.appendKid(PDMarkedContent.create(COSName.P, mcid));
            root.appendKid(paragraph);
            try (PDPageContentStream content = new PDPageContentStream(document, tagged)) {
                content.beginMarkedContent(COSName.ARTIFACT);
                content.beginText();
                content.setFont(bold, 10);
                content.newLineAtOffset(72, 750);
                content.showText("Running header");
                content.endText();
                content.endMarkedContent();
                content.beginMarkedContent(COSName.P, PDPropertyList.create(mcid));
                content.beginText();
                content.setFont(regular, 12);
                content.newLineAtOffset(72, 700);
                content.showText("Tagged plain and ");
                content.setFont(bold, 12);
                content.showText("bold");
                content.endText();
                content.endMarkedContent();
            }
            PDPage untagged = new PDPage();
            document.addPage(untagged);
            try (PDPageContentStream content = new PDPageContentStream(document, untagged)) {
                content.beginText();
                content.setFont(bold, 12);
                content.newLineAtOffset(72, 700);
                content.showText("Untagged bold");
                content.endText();
            }
            return ContentStreams.saved(document);
        }
    }
}
