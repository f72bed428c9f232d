package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.apache.tika.TikaTest;
import org.apache.tika.config.TikaConfig;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.PDFParser;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;

/**
 * The tika-config snippets in docs/deploy.md do what the text around them says, with the plugin
 * on the class path (as it is here, through its services file).
 */
class DeployDocSnippetTest extends TikaTest {

    private static final Path DEPLOY_DOC = Path.of("docs", "deploy.md");

    /** The stock parser's own {@code <parser>} element in the stock idiom snippet. */
    private static final String STOCK_PARSER_ELEMENT =
            "(?s)\\s*<parser class=\"org\\.apache\\.tika\\.parser\\.pdf\\.PDFParser\">.*?</parser>";

    private static final String TWO_BOXES_SORTED =
            "Left column line 1 Right column line 1 Left colu mn line 2 Right column line 2";

    private static AutoDetectParser parserFrom(String configXml) throws Exception {
        return new AutoDetectParser(
                new TikaConfig(new ByteArrayInputStream(configXml.getBytes(StandardCharsets.UTF_8))));
    }

    private static List<String> parsedBy(Metadata metadata) {
        return List.of(metadata.getValues(TikaCoreProperties.TIKA_PARSED_BY));
    }

    @Test
    void pluginSnippet_excludeAndNamePlugin_pluginParsesWithParams() throws Exception {
        // arrange
        AutoDetectParser parser = parserFrom(DocSnippets.read(DEPLOY_DOC, "tika-config-with-plugin"));
        Metadata metadata = new Metadata();

        // act
        String text = getText("testPDFTwoTextBoxes.pdf", parser, metadata, new ParseContext());

        // assert
        Parser pdf = ParserLookup.pdfParserOf(parser);
        assertInstanceOf(StyledPdfParser.class, pdf);
        assertTrue(((StyledPdfParser) pdf).getPDFParserConfig().isSortByPosition());
        assertContains(StyledPdfParser.class.getName(), parsedBy(metadata));
        assertContains(TWO_BOXES_SORTED, text.replaceAll("\\s+", " "));
    }

    @Test
    void stockIdiomSnippet_pluginOnClassPath_stockParserStillRuns() throws Exception {
        // arrange
        AutoDetectParser parser = parserFrom(DocSnippets.read(DEPLOY_DOC, "stock-config-idiom"));
        Metadata metadata = new Metadata();

        // act
        getText("testPDFTwoTextBoxes.pdf", parser, metadata, new ParseContext());

        // assert
        assertEquals(PDFParser.class, ParserLookup.pdfParserOf(parser).getClass());
        assertContains(PDFParser.class.getName(), parsedBy(metadata));
        assertFalse(parsedBy(metadata).contains(StyledPdfParser.class.getName()), parsedBy(metadata).toString());
    }

    @Test
    void stockIdiomWithoutNamedParser_excludeAlone_removesPluginToo() throws Exception {
        // arrange
        String snippet = DocSnippets.read(DEPLOY_DOC, "stock-config-idiom");
        String excludeOnly = snippet.replaceFirst(STOCK_PARSER_ELEMENT, "");
        assertFalse(excludeOnly.contains("<params>"), excludeOnly);

        // act
        Parser pdf = ParserLookup.pdfParserOf(parserFrom(excludeOnly));

        // assert
        assertFalse(pdf instanceof PDFParser, "PDF parser: " + pdf);
    }
}
