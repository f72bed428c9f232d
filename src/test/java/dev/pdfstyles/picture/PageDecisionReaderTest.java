package dev.pdfstyles.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.sax.ToXMLContentHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.StyledPdfParser;
import dev.pdfstyles.decoration.DecorationClassifier.BandFit;
import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.model.TextStyle;

/**
 * The decisions the picture draws are the plugin's: each rule's verdict and reason on corpus pages whose
 * truth has underlines among borders, form lines and tables, and each glyph's style, the same as the
 * parser's XHTML.
 */
class PageDecisionReaderTest {

    private static final float TEST_EPS = 1e-3f;

    /** Page units a rule runs at least to be one of the page-wide ones (borders, the letterhead rule). */
    private static final float PAGE_WIDE = 400f;

    private static Map<RejectionReason, Integer> reasonCounts(PageDecisions decisions) {
        Map<RejectionReason, Integer> counts = new EnumMap<>(RejectionReason.class);
        for (RuleDecision rule : decisions.rejectedRules()) {
            counts.merge(rule.reason(), 1, Integer::sum);
        }
        return counts;
    }

    private static String text(List<GlyphDecision> glyphs) {
        StringBuilder text = new StringBuilder();
        for (GlyphDecision glyph : glyphs) {
            text.append(glyph.text());
        }
        return text.toString().replaceAll("\\s", "");
    }

    private static boolean isVertical(Rule rule) {
        return rule.x1() == rule.x2();
    }

    @Test
    void read_formsPage_bordersFormLinesAndTightTableRejectedWithTheirReasons() throws Exception {
        // act
        PageDecisions decisions = CorpusPages.firstPage(CorpusPages.FORMS);
        // assert: the letterhead rule, the two headings' borders and the last paragraph's run on past their text
        Map<RejectionReason, Integer> expected = new EnumMap<>(RejectionReason.class);
        expected.put(RejectionReason.RUNS_PAST_ITS_TEXT, 4);
        // the tight table's top border is drawn cell by cell: its pieces, one line, are 49% under text (the
        // pieces that overlap are one rule already, PathRuleCollector.extendsRecentRule)
        expected.put(RejectionReason.LITTLE_TEXT_OVER_IT, 4);
        expected.put(RejectionReason.MEETS_PERPENDICULAR_RULE, 2);
        expected.put(RejectionReason.NO_TEXT_ALONG_IT, 13);
        assertEquals(expected, reasonCounts(decisions));
        for (RuleDecision rule : decisions.rejectedRules()) {
            if (rule.reason() == RejectionReason.RUNS_PAST_ITS_TEXT) {
                assertTrue(rule.rule().length() > PAGE_WIDE, rule.toString());
                assertTrue(rule.measure() > rule.rejection().limit(), rule.toString());
            }
            if (rule.reason() == RejectionReason.LITTLE_TEXT_OVER_IT) {
                assertTrue(rule.measure() < rule.rejection().limit(), rule.toString());
            }
            if (isVertical(rule.rule())) {
                assertEquals(RejectionReason.NO_TEXT_ALONG_IT, rule.reason(), "a cell's side runs across the text");
            }
        }
    }

    @Test
    void read_formsPage_twoUnderlinesAndAStrikeAccepted() throws Exception {
        // act
        PageDecisions decisions = CorpusPages.firstPage(CorpusPages.FORMS);
        // assert
        List<RuleDecision.Verdict> verdicts = new ArrayList<>();
        for (RuleDecision rule : decisions.acceptedRules()) {
            verdicts.add(rule.verdict());
            assertTrue(rule.bandFits().contains(rule.verdict() == RuleDecision.Verdict.UNDERLINE ? BandFit.UNDERLINE
                    : BandFit.STRIKETHROUGH), rule.toString());
        }
        assertEquals(Arrays.asList(RuleDecision.Verdict.UNDERLINE, RuleDecision.Verdict.UNDERLINE,
                RuleDecision.Verdict.STRIKETHROUGH), verdicts);
        assertEquals("housingdesksmallplot", text(decisions.glyphsWith(TextStyle.Kind.UNDERLINE)));
        assertEquals("written", text(decisions.glyphsWith(TextStyle.Kind.STRIKETHROUGH)));
        assertEquals("March", text(decisions.glyphsWith(TextStyle.Kind.ITALIC)));
        assertEquals("Applicationforagardenplotinthetownallotments" + "blockletters"
                + "Plotsizewantedandtheyearlyfeeforeachsizeofplot" + "55pounds",
                text(decisions.glyphsWith(TextStyle.Kind.BOLD)));
    }

    @Test
    void read_contractPage_highlightTooThickTableRowsOffBandRulesWithoutText() throws Exception {
        // act
        PageDecisions decisions = CorpusPages.firstPage(CorpusPages.CONTRACT);
        // assert
        Map<RejectionReason, Integer> expected = new EnumMap<>(RejectionReason.class);
        expected.put(RejectionReason.TOO_THICK, 1);
        expected.put(RejectionReason.OUT_OF_BANDS, 4);
        expected.put(RejectionReason.NO_TEXT_ALONG_IT, 9);
        assertEquals(expected, reasonCounts(decisions));
        for (RuleDecision rule : decisions.rejectedRules()) {
            if (rule.reason() == RejectionReason.TOO_THICK) {
                assertTrue(rule.thicknessEm() > 1f, "a highlight box is an em tall: " + rule.thicknessEm());
            }
            if (rule.reason() == RejectionReason.OUT_OF_BANDS) {
                // the rows' borders, under one row and over the next
                assertTrue(rule.bandFits().contains(BandFit.BELOW_UNDERLINE_BAND), rule.toString());
            }
        }
        assertEquals(3, decisions.acceptedRules().size());
        assertEquals("ourwebsitemust", text(decisions.glyphsWith(TextStyle.Kind.UNDERLINE)));
        assertEquals("RentalagreementOwnerTenantPayment1800Signatures", text(decisions.glyphsWith(TextStyle.Kind.BOLD)));
    }

    @Test
    void read_underlineDetectionOff_underlineRulesRejectedAsDetectionOff() throws Exception {
        // act
        PageDecisions decisions;
        try (PDDocument document = CorpusPages.load(CorpusPages.CONTRACT)) {
            decisions = PageDecisionReader.read(document, 0, DetectionSettings.defaults().withUnderline(false));
        }
        // assert
        assertEquals(3, reasonCounts(decisions).get(RejectionReason.DETECTION_OFF));
        assertEquals(0, decisions.acceptedRules().size());
        assertEquals(0, decisions.glyphsWith(TextStyle.Kind.UNDERLINE).size());
    }

    /** Each style's text on the page, as the parser writes it: what its elements of that kind hold. */
    private static String xhtmlText(String xhtml, TextStyle.Kind kind) {
        Matcher element = Pattern.compile("<" + kind.elementName() + ">(.*?)</" + kind.elementName() + ">",
                Pattern.DOTALL).matcher(xhtml);
        StringBuilder text = new StringBuilder();
        while (element.find()) {
            text.append(element.group(1).replaceAll("<[^>]*>", ""));
        }
        return text.toString().replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replaceAll("\\s", "");
    }

    @ParameterizedTest
    @ValueSource(strings = {CorpusPages.FORMS, CorpusPages.CONTRACT, "libreoffice/combos.pdf", "pdflatex/combos.pdf"})
    void read_corpusPage_sameStylesAndFontVerdictsAsTheParser(String name) throws Exception {
        // arrange
        StyledPdfParser parser = new StyledPdfParser();
        parser.setListFontVerdicts(true);
        ToXMLContentHandler handler = new ToXMLContentHandler();
        Metadata metadata = new Metadata();
        try (InputStream in = Files.newInputStream(CorpusPages.path(name))) {
            parser.parse(in, handler, metadata, new ParseContext());
        }
        // act
        PageDecisions decisions = CorpusPages.firstPage(name);
        // assert
        for (TextStyle.Kind kind : TextStyle.Kind.values()) {
            assertEquals(xhtmlText(handler.toString(), kind), text(decisions.glyphsWith(kind)), name + " " + kind);
        }
        assertEquals(Arrays.asList(metadata.getValues(StyledPdfParser.FONT_VERDICT_METADATA_KEY)),
                decisions.fontVerdicts());
    }

    @Test
    void read_pageOutsideTheDocument_fails() throws Exception {
        try (PDDocument document = CorpusPages.load(CorpusPages.CONTRACT)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PageDecisionReader.read(document, 1, DetectionSettings.defaults()));
            assertTrue(e.getMessage().contains("page 2"), e.getMessage());
        }
    }

    @Test
    void read_bothDecorationsOff_fails() throws Exception {
        try (PDDocument document = CorpusPages.load(CorpusPages.CONTRACT)) {
            assertThrows(IllegalArgumentException.class, () -> PageDecisionReader.read(document, 0,
                    DetectionSettings.defaults().withUnderline(false).withStrikethrough(false)));
        }
    }

    @Test
    void read_thicknessInEm_isTheRulesOverTheGlyphsEm() throws Exception {
        // act
        PageDecisions decisions = CorpusPages.firstPage(CorpusPages.CONTRACT);
        // assert: the highlight behind "second" is measured against that word's glyphs
        RuleDecision highlight = decisions.rejectedRules().stream()
                .filter(r -> r.reason() == RejectionReason.TOO_THICK).findFirst().orElseThrow();
        float em = decisions.glyphs().stream().filter(g -> g.text().equals("s")
                && g.originX() >= highlight.rule().minX() && g.originX() <= highlight.rule().maxX())
                .findFirst().orElseThrow().em();
        assertEquals(highlight.rule().thickness() / em, highlight.thicknessEm(), TEST_EPS);
    }
}
