package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.List;

import org.apache.tika.TikaTest;
import org.apache.tika.config.TikaConfig;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.metadata.TikaPagedText;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.AccessChecker;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.utils.ExceptionUtils;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.StyledPdfParser;

/**
 * The scenarios of Tika 3.3.1's own PDF tests that, as written upstream, exercise the stock
 * parser rather than the plugin: they build {@code new PDFParser()} or load a tika-config that
 * names {@code org.apache.tika.parser.pdf.PDFParser} (PDFParserTest: testDisableAutoSpace,
 * testDuplicateOverlappingText, testIgnoreContentStreamSpaceGlyphs, testSortByPosition, the
 * second half of testAnnotations, testInitializationViaConfig,
 * testInitializationOfNonPrimitivesViaConfig, testConfiguringMoreParams,
 * testCustomGraphicsEngineFactory; PDFRenderingTest: testBasic, testRotated).
 *
 * <p>Each is re-stated here against {@code StyledPdfParser}, built directly or named in a
 * tika-config, with the same expectations about text. Where the XHTML is inspected, the
 * plugin's style elements are removed first ({@link StyleTags}): styles may only add elements,
 * never change the text.
 */
class StockBehaviourParityTest extends TikaTest {

    private static final String PLUGIN_CLASS = StyledPdfParser.class.getName();

    /** TIKA-2115: stock writes "(", 38 space glyphs from the content stream, then ")overlap". */
    private static final String SPACE_GLYPHS_KEPT = "(" + " ".repeat(38) + ")overlap";

    private static final String TWO_BOXES_READING_ORDER =
            "Left column line 1 Left column line 2 Right column line 1 Right column line 2";
    /** With sortByPosition the lines interleave, and the kerning gap in "column" becomes a space. */
    private static final String TWO_BOXES_SORTED =
            "Left column line 1 Right column line 1 Left colu mn line 2 Right column line 2";

    private static String spacesCollapsed(String text) {
        return text.replaceAll("[\\s\u00a0]+", " ");
    }

    private String styledXmlText(String file, Parser parser, ParseContext context) throws Exception {
        return StyleTags.strip(getXML(file, parser, context).xml);
    }

    private static ParseContext contextWith(PDFParserConfig config) {
        ParseContext context = new ParseContext();
        context.set(PDFParserConfig.class, config);
        return context;
    }

    private TikaConfig pluginConfig(String resource) throws Exception {
        try (InputStream in = StockBehaviourParityTest.class.getResourceAsStream(resource)) {
            return new TikaConfig(in);
        }
    }

    @Test
    void enableAutoSpace_offOnParserOrContext_wordsNotSplit() throws Exception {
        // arrange
        StyledPdfParser parser = new StyledPdfParser();
        String phrase = "Here is some formatted text";

        // act + assert: the parser's own config
        parser.getPDFParserConfig().setEnableAutoSpace(false);
        assertContains(phrase, spacesCollapsed(styledXmlText("testExtraSpaces.pdf", parser, new ParseContext())));
        parser.getPDFParserConfig().setEnableAutoSpace(true);
        assertEquals(-1, spacesCollapsed(styledXmlText("testExtraSpaces.pdf", parser, new ParseContext()))
                .indexOf(phrase));

        // act + assert: a per-parse config overrides the parser's
        PDFParserConfig perParse = new PDFParserConfig();
        assertEquals(-1, spacesCollapsed(styledXmlText("testExtraSpaces.pdf", parser, contextWith(perParse)))
                .indexOf(phrase));
        perParse.setEnableAutoSpace(false);
        assertContains(phrase,
                spacesCollapsed(styledXmlText("testExtraSpaces.pdf", parser, contextWith(perParse))));
    }

    @Test
    void suppressDuplicateOverlappingText_onParserOrContext_dropsOverprint() throws Exception {
        // arrange
        StyledPdfParser parser = new StyledPdfParser();

        // act + assert: parser config
        assertContains("Text the first timeText the second time",
                styledXmlText("testOverlappingText.pdf", parser, new ParseContext()));
        parser.getPDFParserConfig().setSuppressDuplicateOverlappingText(true);
        assertContains("Text the first timesecond time",
                styledXmlText("testOverlappingText.pdf", parser, new ParseContext()));

        // act + assert: per-parse config on a fresh parser
        StyledPdfParser fresh = new StyledPdfParser();
        PDFParserConfig perParse = new PDFParserConfig();
        assertContains("Text the first timeText the second time",
                styledXmlText("testOverlappingText.pdf", fresh, contextWith(perParse)));
        perParse.setSuppressDuplicateOverlappingText(true);
        assertContains("Text the first timesecond time",
                styledXmlText("testOverlappingText.pdf", fresh, contextWith(perParse)));
    }

    @Test
    void ignoreContentStreamSpaceGlyphs_onParserOrContext_spacesDropped() throws Exception {
        // arrange
        StyledPdfParser parser = new StyledPdfParser();

        // act + assert: parser config
        assertContains(SPACE_GLYPHS_KEPT,
                styledXmlText("testContentStreamSpaceGlyphs.pdf", parser, new ParseContext()));
        parser.getPDFParserConfig().setIgnoreContentStreamSpaceGlyphs(true);
        assertContains("( )overlap",
                styledXmlText("testContentStreamSpaceGlyphs.pdf", parser, new ParseContext()));
        parser.getPDFParserConfig().setSortByPosition(true);
        assertContains("( overlap )",
                styledXmlText("testContentStreamSpaceGlyphs.pdf", parser, new ParseContext()));

        // act + assert: per-parse config on a fresh parser
        StyledPdfParser fresh = new StyledPdfParser();
        PDFParserConfig perParse = new PDFParserConfig();
        assertContains(SPACE_GLYPHS_KEPT,
                styledXmlText("testContentStreamSpaceGlyphs.pdf", fresh, contextWith(perParse)));
        perParse.setIgnoreContentStreamSpaceGlyphs(true);
        assertContains("( )overlap",
                styledXmlText("testContentStreamSpaceGlyphs.pdf", fresh, contextWith(perParse)));
        perParse.setSortByPosition(true);
        assertContains("( overlap )",
                styledXmlText("testContentStreamSpaceGlyphs.pdf", fresh, contextWith(perParse)));
    }

    @Test
    void sortByPosition_onParserOrContext_columnsInterleave() throws Exception {
        // arrange
        StyledPdfParser parser = new StyledPdfParser();
        parser.getPDFParserConfig().setEnableAutoSpace(false);

        // act + assert: parser config
        try (InputStream in = getResourceAsStream("/test-documents/testPDFTwoTextBoxes.pdf")) {
            assertContains(TWO_BOXES_READING_ORDER, spacesCollapsed(getText(in, parser)));
        }
        parser.setSortByPosition(true);
        try (InputStream in = getResourceAsStream("/test-documents/testPDFTwoTextBoxes.pdf")) {
            assertContains(TWO_BOXES_SORTED, spacesCollapsed(getText(in, parser)));
        }

        // act + assert: per-parse config on a fresh parser
        StyledPdfParser fresh = new StyledPdfParser();
        PDFParserConfig perParse = new PDFParserConfig();
        assertContains(TWO_BOXES_READING_ORDER, spacesCollapsed(
                getText("testPDFTwoTextBoxes.pdf", fresh, new Metadata(), contextWith(perParse))));
        perParse.setSortByPosition(true);
        assertContains(TWO_BOXES_SORTED, spacesCollapsed(
                getText("testPDFTwoTextBoxes.pdf", fresh, new Metadata(), contextWith(perParse))));
    }

    @Test
    void extractAnnotationText_offOnParserOrContext_commentGone() throws Exception {
        // arrange
        StyledPdfParser withAnnotations = new StyledPdfParser();
        StyledPdfParser withoutAnnotations = new StyledPdfParser();
        withoutAnnotations.getPDFParserConfig().setExtractAnnotationText(false);
        PDFParserConfig perParse = new PDFParserConfig();
        perParse.setExtractAnnotationText(false);

        // act
        String all;
        String parserOff;
        String contextOff;
        try (InputStream in = getResourceAsStream("/test-documents/testAnnotations.pdf")) {
            all = spacesCollapsed(getText(in, withAnnotations));
        }
        try (InputStream in = getResourceAsStream("/test-documents/testAnnotations.pdf")) {
            parserOff = spacesCollapsed(getText(in, withoutAnnotations));
        }
        try (InputStream in = getResourceAsStream("/test-documents/testAnnotations.pdf")) {
            contextOff = spacesCollapsed(getText(in, new StyledPdfParser(), contextWith(perParse)));
        }

        // assert
        assertContains("Here is some text", all);
        assertContains("Here is a comment", all);
        assertContains("Here is some text", parserOff);
        assertEquals(-1, parserOff.indexOf("Here is a comment"));
        assertContains("Here is some text", contextOff);
        assertEquals(-1, contextOff.indexOf("Here is a comment"));
    }

    @Test
    void annotations_styledXhtml_paragraphsBalanced() throws Exception {
        // act
        String xml = getXML("testAnnotations.pdf", new StyledPdfParser(), new ParseContext()).xml;

        // assert
        int opened = xml.split("<p>", -1).length - 1;
        int closed = xml.split("</p>", -1).length - 1;
        assertTrue(opened > 0, xml);
        assertEquals(opened, closed);
    }

    @Test
    void tikaConfig_pluginWithSortByPosition_paramAppliesAndContextOverrides() throws Exception {
        // arrange
        AutoDetectParser parser = new AutoDetectParser(pluginConfig("tika-config-sort-by-position.xml"));
        PDFParserConfig unsorted = new PDFParserConfig();
        unsorted.setSortByPosition(false);
        PDFParserConfig ocrSettingsOnly = new PDFParserConfig();
        ocrSettingsOnly.setOcrDPI(10000);
        ocrSettingsOnly.setOcrStrategy(PDFParserConfig.OCR_STRATEGY.NO_OCR);
        Metadata metadata = new Metadata();

        // act
        String sorted = spacesCollapsed(getText("testPDFTwoTextBoxes.pdf", parser, metadata, new ParseContext()));
        String overridden = spacesCollapsed(
                getText("testPDFTwoTextBoxes.pdf", parser, new Metadata(), contextWith(unsorted)));
        String untouched = spacesCollapsed(
                getText("testPDFTwoTextBoxes.pdf", parser, new Metadata(), contextWith(ocrSettingsOnly)));

        // assert
        assertInstanceOf(StyledPdfParser.class, ParserLookup.pdfParserOf(parser));
        assertContains(PLUGIN_CLASS, List.of(metadata.getValues(TikaCoreProperties.TIKA_PARSED_BY)));
        assertContains(TWO_BOXES_SORTED, sorted);
        assertContains("Left column line 1 Left column line 2", overridden);
        assertContains(TWO_BOXES_SORTED, untouched);
    }

    @Test
    void tikaConfig_pluginWithEnumParamsAsStrings_parsedIntoConfig() throws Exception {
        // act
        AutoDetectParser parser = new AutoDetectParser(pluginConfig("tika-config-non-primitive-params.xml"));

        // assert
        Parser pdf = ParserLookup.pdfParserOf(parser);
        assertEquals(PLUGIN_CLASS, pdf.getClass().getName());
        PDFParserConfig config = ((StyledPdfParser) pdf).getPDFParserConfig();
        assertEquals(PDFParserConfig.OCR_STRATEGY.OCR_ONLY, config.getOcrStrategy());
        assertEquals(PDFParserConfig.TikaImageType.RGB, config.getOcrImageType());
        assertTrue(config.isSortByPosition());
    }

    @Test
    void tikaConfig_pluginWithManyParams_allApplied() throws Exception {
        // arrange
        AutoDetectParser parser = new AutoDetectParser(pluginConfig("tika-config-many-params.xml"));

        // act
        List<Metadata> metadataList = getRecursiveMetadata("testOCR.pdf", parser);

        // assert: the inline image is extracted as the one embedded resource
        assertEquals(2, metadataList.size());
        Parser pdf = ParserLookup.pdfParserOf(parser);
        assertInstanceOf(StyledPdfParser.class, pdf);
        PDFParserConfig config = ((StyledPdfParser) pdf).getPDFParserConfig();
        assertEquals(new AccessChecker(true), config.getAccessChecker());
        assertTrue(config.isExtractInlineImages());
        assertEquals(false, config.isExtractUniqueInlineImagesOnly());
        assertEquals(314, config.getOcrDPI());
        assertEquals(2.1f, config.getOcrImageQuality(), 0.01f);
        assertEquals("jpeg", config.getOcrImageFormatName());
        assertEquals(524288000L, config.getMaxMainMemoryBytes());
        assertEquals(false, config.isCatchIntermediateIOExceptions());
    }

    @Test
    void tikaConfig_pluginWithCustomGraphicsEngineFactory_factoryIsUsed() throws Exception {
        // arrange
        AutoDetectParser parser =
                new AutoDetectParser(pluginConfig("tika-config-failing-graphics-engine.xml"));

        // act
        Exception thrown = assertThrows(Exception.class,
                () -> getRecursiveMetadata("testPDF_JBIG2.pdf", parser));

        // assert
        assertContains(FailingImageGraphicsEngineFactory.MARKER, ExceptionUtils.getStackTrace(thrown));
    }

    @Test
    void tikaConfig_stockExcludedPluginRenders_firstPageRendered() throws Exception {
        // arrange
        AutoDetectParser parser = new AutoDetectParser(pluginConfig("tika-config-render-pages.xml"));

        // act
        List<Metadata> metadataList = getRecursiveMetadata("testPDF.pdf", parser, new ParseContext());

        // assert
        assertContains(PLUGIN_CLASS, List.of(metadataList.get(0).getValues(TikaCoreProperties.TIKA_PARSED_BY)));
        assertEquals(2, metadataList.size());
        assertEquals("RENDERING", metadataList.get(1).get(TikaCoreProperties.EMBEDDED_RESOURCE_TYPE));
        assertEquals(1, metadataList.get(1).getInt(TikaPagedText.PAGE_NUMBER));
    }

    @Test
    void tikaConfig_stockExcludedPluginRendersRotatedPage_rotationReported() throws Exception {
        // arrange
        AutoDetectParser parser = new AutoDetectParser(pluginConfig("tika-config-render-pages.xml"));

        // act
        List<Metadata> metadataList = getRecursiveMetadata("testPDF_rotated.pdf", parser, new ParseContext());

        // assert
        assertEquals(2, metadataList.size());
        assertEquals("RENDERING", metadataList.get(1).get(TikaCoreProperties.EMBEDDED_RESOURCE_TYPE));
        assertEquals(90.0, Double.parseDouble(metadataList.get(1).get(TikaPagedText.PAGE_ROTATION)), 0.1);
    }
}
