// Builds the hand-made edge-case PDFs of test-documents/pdfbox/ with PDFBox 3.0.8, one small page each,
// and writes each one's truth file (format: /work/shared/eval/FORMAT.md, the project's eval/FORMAT.md).
//
// Run (Java 17 source launcher, PDFBox on the class path):
//   java -cp "$(cat target/pdfbox-cp.txt)" test-documents/scripts/pdfbox_cases/BuildCases.java test-documents/pdfbox
// or simply test-documents/scripts/pdfbox_make.sh, which also verifies and renders them.
//
// Every page is written operator by operator (no PDPageContentStream) so that each case shows exactly the
// construct it is about: a shear in Tm, Tr 2 fill+stroke, a glyph drawn again at a small offset, a rule drawn
// before its text or inside a form XObject, a hand-built Type 3 font, a font whose name lies. Text is written in
// reading order, one line after another, with real space glyphs, so that content-stream order (Tika's default,
// sortByPosition=false) is reading order.
//
// The truth of each word is declared where the word is drawn (Sheet.put adds the words of the run it draws with
// the flags given); copies of a word (over-print, shadow, invisible layer) are drawn with Sheet.ghost, which adds
// nothing. The flags say what a reader sees on the rendered page, not what the PDF claims.

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

public class BuildCases
{
    static final String GENERATOR = "pdfbox-3.0.8";
    /** Path of this builder relative to the corpus folder test-documents/ (the truth files' "source"). */
    static final String SOURCE = "scripts/pdfbox_cases/BuildCases.java";

    static final String DEJAVU = "/usr/share/fonts/truetype/dejavu/";
    static final String LIBERATION = "/usr/share/fonts/truetype/liberation/";
    static final String URW_OTF = "/usr/share/fonts/opentype/urw-base35/";

    /** Body text size in points. */
    static final double SIZE = 13;
    /** Baseline-to-baseline distance in points. */
    static final double LEAD = 24;
    static final double MARGIN = 36;

    public static void main(String[] args) throws Exception
    {
        if (args.length != 1)
        {
            System.err.println("usage: BuildCases <output folder>");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        List<Case> cases = List.of(
                new Case("synthetic-italic-word", BuildCases::syntheticItalicWord),
                new Case("synthetic-italic-shears", BuildCases::syntheticItalicShears),
                new Case("overprint-bold", BuildCases::overprintBold),
                new Case("render-modes", BuildCases::renderModes),
                new Case("rotated-sheared", BuildCases::rotatedSheared),
                new Case("rotate90-page", BuildCases::rotate90Page),
                new Case("page-wide-shear", BuildCases::pageWideShear),
                new Case("underline-styles", BuildCases::underlineStyles),
                new Case("strike-styles", BuildCases::strikeStyles),
                new Case("negative-grid-table", BuildCases::negativeGridTable),
                new Case("negative-borderless-table", BuildCases::negativeBorderlessTable),
                new Case("negative-rules-misc", BuildCases::negativeRulesMisc),
                new Case("type3-fonts", BuildCases::type3Fonts),
                new Case("standard14", BuildCases::standard14),
                new Case("truetype-name-only", BuildCases::trueTypeNameOnly),
                new Case("lying-names", BuildCases::lyingNames),
                new Case("cff-italic-angle0", BuildCases::cffItalicAngle0));
        for (Case c : cases)
        {
            c.build(out);
            System.out.println("wrote " + out.resolve(c.name + ".pdf"));
        }
    }

    // ---------------------------------------------------------------- 1. Word-like synthetic italic and bold

    static void syntheticItalicWord(Sheet s) throws IOException
    {
        s.size(420, 190);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        s.synthesized = true;
        s.notes = "Only DejaVuSans (regular) is used. Italic is a 0.34 shear in Tm (1 0 0.34 1 x y Tm), as Word "
                + "writes it for a family without an italic face; bold is Tr 2 (fill+stroke) with the stroke colour "
                + "equal to the fill colour and a line width of size/30, as Word does for a missing bold face.";
        double y = 150;
        Line l = s.line(MARGIN, y);
        l.put(dv, "Regular words come first.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Word draws ", "");
        l.put(dv, "slanted words", "i", WORD_SHEAR);
        l.put(dv, " in this way.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "A ", "");
        s.fakeBoldOn(0, 0, 0);
        l.put(dv, "heavy phrase", "b");
        s.fakeBoldOff();
        l.put(dv, " follows here.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "And ", "");
        s.fakeBoldOn(0, 0, 0);
        l.put(dv, "both styles", "bi", WORD_SHEAR);
        s.fakeBoldOff();
        l.put(dv, " at once.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Coloured ", "");
        s.fakeBoldOn(0, 0, 0.55);
        l.put(dv, "blue bold", "b");
        s.fakeBoldOff();
        l.put(dv, " ends it.", "");
    }

    /** Word's synthetic italic: tan(about 18.8 degrees). */
    static final double WORD_SHEAR = 0.34;
    /** Chrome/Skia's synthetic italic skew (SkPaint fake italic, -1/4 in Skia's y-down space). */
    static final double CHROME_SHEAR = 0.25;
    /** iText's ITALIC_ANGLE = 0.21256 (tan 12 degrees). */
    static final double ITEXT_SHEAR = 0.21256;

    // ---------------------------------------------------------------- 2. other shears

    static void syntheticItalicShears(Sheet s) throws IOException
    {
        s.size(420, 160);
        Face lib = s.ttf(LIBERATION + "LiberationSans-Regular.ttf");
        s.synthesized = true;
        s.notes = "LiberationSans-Regular only. Line 2: shear 0.25 (Chrome/Skia); line 3: 0.21256 (iText); "
                + "line 4: a back-slant of -0.25, which leans left: a reader sees slanted text but it is not "
                + "italic in the usual sense, so the truth says i=0 (a tool may reasonably disagree).";
        double y = 120;
        Line l = s.line(MARGIN, y);
        l.put(lib, "An upright opening line.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(lib, "Chrome leans ", "");
        l.put(lib, "a quarter shear", "i", CHROME_SHEAR);
        l.put(lib, " right.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(lib, "iText uses ", "");
        l.put(lib, "twelve degrees", "i", ITEXT_SHEAR);
        l.put(lib, " instead.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(lib, "A back slant ", "");
        l.put(lib, "leans left", "", -CHROME_SHEAR);
        l.put(lib, " and is no italic.", "");
    }

    // ---------------------------------------------------------------- 3. over-print bold, shadow, double letters

    static void overprintBold(Sheet s) throws IOException
    {
        s.size(440, 190);
        Face serif = s.ttf(LIBERATION + "LiberationSerif-Regular.ttf");
        s.synthesized = true;
        s.notes = "LiberationSerif-Regular only. Bold by over-printing the same word 2, 3 and 4 times at offsets "
                + "of 0.02-0.05 em (as old DTP programs and some PDF printers do); a drop shadow (the word in light "
                + "grey offset by 0.08 em, drawn first) is not bold; balloon/coffee/committee/bookkeeper have "
                + "genuinely doubled letters at normal advance. Tika's default does not suppress duplicate "
                + "overlapping text, so its stock text repeats the over-printed words; the truth has each once.";
        double y = 150;
        Line l = s.line(MARGIN, y);
        l.put(serif, "Drawn twice: ", "");
        Span w = l.put(serif, "double", "b");
        l.ghost(serif, "double", w.x0 + 0.03 * SIZE, y);
        l.put(serif, " strike.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "Three times: ", "");
        w = l.put(serif, "triple", "b");
        l.ghost(serif, "triple", w.x0 + 0.02 * SIZE, y);
        l.ghost(serif, "triple", w.x0 + 0.04 * SIZE, y);
        l.put(serif, " strike.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "Four times: ", "");
        w = l.put(serif, "quadruple", "b");
        l.ghost(serif, "quadruple", w.x0 + 0.02 * SIZE, y);
        l.ghost(serif, "quadruple", w.x0 + 0.035 * SIZE, y + 0.02 * SIZE);
        l.ghost(serif, "quadruple", w.x0 + 0.05 * SIZE, y);
        l.put(serif, " strike.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "A drop ", "");
        double x = l.x;
        s.op("0.75 g");
        l.ghost(serif, "shadowed", x + 0.08 * SIZE, y - 0.08 * SIZE);
        s.op("0 g");
        l.put(serif, "shadowed", "");
        l.put(serif, " word.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "A balloon of coffee for the committee bookkeeper.", "");
    }

    // ---------------------------------------------------------------- 4. render modes

    static void renderModes(Sheet s) throws IOException
    {
        s.size(420, 160);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        s.notes = "DejaVuSans only. Line 1: outline text (Tr 1, stroke only) is hollow, not bold. Line 2: the "
                + "word 'regular' is drawn visibly (Tr 0) and again on top with Tr 3 (invisible), as OCR layers "
                + "do: a reader sees one regular word. Line 3: a map-label halo, the word first stroked wide in "
                + "light blue (Tr 1, 2.5 pt, a copy) and then filled black on top: not bold. Line 4: Tr 2 with a "
                + "yellow fill and a thin (0.3 pt) dark-blue stroke, two-tone letters of normal weight: not bold.";
        double y = 125;
        Line l = s.line(MARGIN, y);
        l.put(dv, "Outline ", "");
        s.op("1 Tr 0 G 0.5 w");
        l.put(dv, "hollow letters", "");
        s.op("0 Tr");
        l.put(dv, " are not bold.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "A visible ", "");
        Span w = l.put(dv, "regular", "");
        s.op("3 Tr");
        l.ghost(dv, "regular", w.x0, y);
        s.op("0 Tr");
        l.put(dv, " word.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "A ", "");
        double hx = l.x;
        s.op("1 Tr 0.6 0.8 1 RG 2.5 w 1 J 1 j");
        l.ghost(dv, "haloed", hx, y);
        s.op("0 Tr 0 G 1 w 0 J 0 j");
        l.put(dv, "haloed", "");
        l.put(dv, " word.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Some ", "");
        s.op("2 Tr 1 0.75 0 rg 0 0 0.5 RG 0.3 w");
        l.put(dv, "two-tone letters", "");
        s.op("0 Tr 0 g 0 G 1 w");
        l.put(dv, " here.", "");
    }

    // ---------------------------------------------------------------- 5. rotation and shear together

    static void rotatedSheared(Sheet s) throws IOException
    {
        // user space is 150 x 400 (portrait); /Rotate 270 shows it as 400 x 150 landscape.
        s.size(150, 400);
        s.page.setRotation(270);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        s.synthesized = true;
        s.notes = "DejaVuSans only. A /Rotate 270 page whose content is drawn in a frame rotated the other way "
                + "('q 0 -1 1 0 0 400 cm'), so the glyph-to-user matrix is a 90-degree rotation combined with "
                + "a Word-like 0.34 shear in Tm (italic) and Tr 2 same-colour fill+stroke (bold); a viewer shows "
                + "the text upright. (Text rotated by 90 degrees on an unrotated page would be the purer case, "
                + "but PDFBox 3.0.8's PDFTextStripper, hence Tika, splits such text into 2-3 letter lines, so "
                + "its words could not be aligned with the truth.)";
        s.op("q 0 -1 1 0 0 400 cm");
        double y = 115;
        Line l = s.line(MARGIN, y);
        l.put(dv, "Turned text with ", "");
        l.put(dv, "slanted words", "i", WORD_SHEAR);
        l.put(dv, " inside.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Then ", "");
        s.fakeBoldOn(0, 0, 0);
        l.put(dv, "bold slant", "bi", WORD_SHEAR);
        s.fakeBoldOff();
        l.put(dv, " and ", "");
        s.fakeBoldOn(0, 0, 0);
        l.put(dv, "bold upright", "b");
        s.fakeBoldOff();
        l.put(dv, " too.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "A plain last line.", "");
        s.op("Q");
    }

    static void rotate90Page(Sheet s) throws IOException
    {
        // user space is 150 x 420 (portrait); /Rotate 90 shows it as 420 x 150 landscape.
        s.size(150, 420);
        s.page.setRotation(90);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        Face dvb = s.ttf(DEJAVU + "DejaVuSans-Bold.ttf");
        Face dvo = s.ttf(DEJAVU + "DejaVuSans-Oblique.ttf");
        s.notes = "A /Rotate 90 page (MediaBox 150x420 shown as 420x150). The content is drawn in a frame "
                + "rotated by 'q 0 1 -1 0 150 0 cm', so it appears upright in a viewer. Bold and oblique are "
                + "real DejaVu faces; the underline is a stroked rule, vertical in user space; one synthetic "
                + "0.25 shear.";
        s.op("q 0 1 -1 0 150 0 cm");
        double y = 120;
        Line l = s.line(MARGIN, y);
        l.put(dv, "This page is turned for landscape.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "It has ", "");
        l.put(dvb, "bold", "b");
        l.put(dv, " and ", "");
        l.put(dvo, "oblique", "i");
        l.put(dv, " words,", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "an ", "");
        Span u = l.put(dv, "underlined phrase", "u");
        s.underline(u, 0.7, UNDERLINE_DROP_EM);
        l.put(dv, " and", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "a ", "");
        l.put(dv, "synthetic slant", "i", CHROME_SHEAR);
        l.put(dv, " too.", "");
        s.op("Q");
        s.synthesized = true;
    }

    /** The shear applied to the whole page in page-wide-shear.pdf. */
    static final double PAGE_SHEAR = 0.21;

    static void pageWideShear(Sheet s) throws IOException
    {
        s.size(440, 220);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        Face dvb = s.ttf(DEJAVU + "DejaVuSans-Bold.ttf");
        s.notes = "The whole page content sits in one 'q 1 0 0.21 1 0 0 cm', so every line and the rule are "
                + "skewed the same way, like a distorted scan or a page-wide transform. The text is not italic "
                + "by the truth's convention (no word is slanted relative to its neighbours); a detector that "
                + "only measures the glyph shear will call everything italic. One word uses the real bold face.";
        s.op("q 1 0 " + n(PAGE_SHEAR) + " 1 0 0 cm");
        double y = 190;
        double x = 10;
        String[] lines = {
                "Every line of this page is skewed",
                "by one transform for the whole page.",
                "No single word leans more than",
                "its neighbours, so none is italic.",
                "One word is set in the bold face:" };
        for (String text : lines)
        {
            Line l = s.line(x, y);
            l.put(dv, text, "");
            y -= LEAD;
        }
        Line l = s.line(x, y);
        l.put(dvb, "heavy", "b");
        l.put(dv, " and then plain again.", "");
        s.op("0.5 w " + n(x) + " " + n(y - 12) + " m " + n(x + 330) + " " + n(y - 12) + " l S");
        s.op("Q");
    }

    // ---------------------------------------------------------------- 6. underline and strike-through

    /** Underline position below the baseline, in em (typical post.underlinePosition is about -0.1 em). */
    static final double UNDERLINE_DROP_EM = 0.1;
    /** Strike-through height above the baseline, in em (about half the x-height... OS/2 yStrikeoutPosition). */
    static final double STRIKE_RISE_EM = 0.3;

    static void underlineStyles(Sheet s) throws IOException
    {
        s.size(440, 290);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        Face dvb = s.ttf(DEJAVU + "DejaVuSans-Bold.ttf");
        s.notes = "DejaVuSans. One underline technique per line: stroked line 0.1 em below the baseline; filled "
                + "rectangle 0.06 em thick; zero-height rectangle stroked (re with h=0, S); skip-ink pieces with "
                + "gaps under the descenders; double rule; dotted rule (dash pattern); rule drawn before the text; "
                + "rule inside a form XObject; red rule under black text; bold and underlined.";
        double y = 260;
        Line l = s.line(MARGIN, y);
        l.put(dv, "Stroked ", "");
        Span u = l.put(dv, "line under", "u");
        s.underline(u, 0.7, UNDERLINE_DROP_EM);
        l.put(dv, " the text.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Filled ", "");
        u = l.put(dv, "thin bar", "u");
        s.op(n(u.x0) + " " + n(u.y - 0.13 * SIZE) + " " + n(u.x1 - u.x0) + " " + n(0.06 * SIZE) + " re f");
        l.put(dv, " below.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Zero height ", "");
        u = l.put(dv, "box edge", "u");
        s.op("0.8 w " + n(u.x0) + " " + n(u.y - UNDERLINE_DROP_EM * SIZE) + " " + n(u.x1 - u.x0) + " 0 re S");
        l.put(dv, " here.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Skip ink ", "");
        String word = "jumpy gypsy";
        u = l.put(dv, word, "u");
        s.skipInkUnderline(dv, word, u, "gjpqy");
        l.put(dv, " line.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Double ", "");
        u = l.put(dv, "two rules", "u");
        s.underline(u, 0.5, UNDERLINE_DROP_EM);
        s.underline(u, 0.5, UNDERLINE_DROP_EM + 0.1);
        l.put(dv, " under.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Dotted ", "");
        u = l.put(dv, "dot line", "u");
        s.op("[1 1.5] 0 d");
        s.underline(u, 1, UNDERLINE_DROP_EM + 0.02);
        s.op("[] 0 d");
        l.put(dv, " ends.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Before: ", "");
        String early = "drawn first";
        double x0 = l.x;
        double x1 = x0 + dv.advanceEm(early) * SIZE;
        s.op("0.7 w " + n(x0) + " " + n(y - UNDERLINE_DROP_EM * SIZE) + " m " + n(x1) + " "
                + n(y - UNDERLINE_DROP_EM * SIZE) + " l S");
        l.put(dv, early, "u");
        l.put(dv, " in order.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Form ", "");
        u = l.put(dv, "inside XObject", "u");
        s.formRule(u.x0, u.y - UNDERLINE_DROP_EM * SIZE, u.x1, 0.7);
        l.put(dv, " end.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Red ", "");
        u = l.put(dv, "coloured rule", "u");
        s.op("1 0 0 RG");
        s.underline(u, 0.7, UNDERLINE_DROP_EM);
        s.op("0 G");
        l.put(dv, " under black.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Bold ", "");
        u = l.put(dvb, "and underlined", "bu");
        s.underline(u, 0.9, UNDERLINE_DROP_EM);
        l.put(dv, " mix.", "");
    }

    static void strikeStyles(Sheet s) throws IOException
    {
        s.size(440, 200);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        Face dvo = s.ttf(DEJAVU + "DejaVuSans-Oblique.ttf");
        s.notes = "DejaVuSans. Strike-through as a stroked line about 0.3 em above the baseline; a filled bar; "
                + "a red rule; a rule drawn before the text; underline and strike on the same words; a struck "
                + "oblique word; a stroked zero-height rectangle.";
        double y = 170;
        Line l = s.line(MARGIN, y);
        l.put(dv, "Struck ", "");
        Span u = l.put(dv, "through line", "s");
        s.underline(u, 0.7, -STRIKE_RISE_EM);
        l.put(dv, " here.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Filled ", "");
        u = l.put(dv, "strike bar", "s");
        s.op(n(u.x0) + " " + n(u.y + 0.27 * SIZE) + " " + n(u.x1 - u.x0) + " " + n(0.06 * SIZE) + " re f");
        l.put(dv, " here.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "A ", "");
        u = l.put(dv, "red strike", "s");
        s.op("0.8 0 0 RG");
        s.underline(u, 0.8, -STRIKE_RISE_EM);
        s.op("0 G");
        l.put(dv, " on black.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Early ", "");
        String early = "drawn before";
        double x0 = l.x;
        double x1 = x0 + dv.advanceEm(early) * SIZE;
        double ys = y + STRIKE_RISE_EM * SIZE;
        s.op("0.7 w " + n(x0) + " " + n(ys) + " m " + n(x1) + " " + n(ys) + " l S");
        l.put(dv, early, "s");
        l.put(dv, " the text.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Both ", "");
        u = l.put(dv, "under and through", "us");
        s.underline(u, 0.7, UNDERLINE_DROP_EM);
        s.underline(u, 0.7, -STRIKE_RISE_EM);
        l.put(dv, " lines.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Struck ", "");
        u = l.put(dvo, "oblique words", "is");
        s.underline(u, 0.7, -STRIKE_RISE_EM);
        l.put(dv, " too.", "");

        l = s.line(MARGIN, y -= LEAD);
        l.put(dv, "Zero ", "");
        u = l.put(dv, "height box", "s");
        s.op("0.8 w " + n(u.x0) + " " + n(u.y + STRIKE_RISE_EM * SIZE) + " " + n(u.x1 - u.x0) + " 0 re S");
        l.put(dv, " struck.", "");
    }

    // ---------------------------------------------------------------- 7. hard negatives

    static void negativeGridTable(Sheet s) throws IOException
    {
        s.size(400, 200);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        Face dvb = s.ttf(DEJAVU + "DejaVuSans-Bold.ttf");
        s.notes = "A table with a full grid, cell borders 0.17 em below the baselines and about 1 em above them "
                + "(tight padding), stroked 0.5 pt. Nothing is underlined or struck. The header row uses the "
                + "real bold face. Cells are written row by row, left to right.";
        Line l = s.line(MARGIN, 170);
        l.put(dv, "Prices this week:", "");
        double[] cols = { MARGIN, MARGIN + 120, MARGIN + 200, MARGIN + 300 };
        String[][] rows = {
                { "Item", "Qty", "Price" },
                { "Apples", "3", "1.20" },
                { "Pears", "12", "4.05" },
                { "Plum jam", "7", "2.10" } };
        double rowH = 1.2 * SIZE;
        double top = 150;
        double pad = 3;
        for (int r = 0; r < rows.length; r++)
        {
            double base = top - (r + 1) * rowH + 0.17 * SIZE;
            for (int c = 0; c < 3; c++)
            {
                Line cell = s.line(cols[c] + pad, base);
                cell.put(r == 0 ? dvb : dv, rows[r][c], r == 0 ? "b" : "");
            }
        }
        StringBuilder grid = new StringBuilder("0.5 w");
        for (int r = 0; r <= rows.length; r++)
        {
            double yy = top - r * rowH;
            grid.append(' ').append(n(cols[0])).append(' ').append(n(yy)).append(" m ")
                    .append(n(cols[3])).append(' ').append(n(yy)).append(" l");
        }
        for (double c : cols)
        {
            grid.append(' ').append(n(c)).append(' ').append(n(top)).append(" m ")
                    .append(n(c)).append(' ').append(n(top - rows.length * rowH)).append(" l");
        }
        grid.append(" S");
        s.op(grid.toString());
    }

    static void negativeBorderlessTable(Sheet s) throws IOException
    {
        s.size(400, 190);
        Face lib = s.ttf(LIBERATION + "LiberationSans-Regular.ttf");
        s.notes = "A borderless table: no vertical lines, a rule spanning the full table width 0.25 em below each "
                + "row's baseline (0.5 pt, grey). Not underlines.";
        Line l = s.line(MARGIN, 160);
        l.put(lib, "Staff on duty", "");
        double[] cols = { MARGIN, MARGIN + 140, MARGIN + 240 };
        double right = 364;
        String[][] rows = {
                { "Name", "Shift", "Room" },
                { "Ada Byron", "early", "12" },
                { "Alan Turing", "late", "7" },
                { "Grace Hopper", "night", "3" } };
        double y = 134;
        for (String[] row : rows)
        {
            for (int c = 0; c < row.length; c++)
            {
                Line cell = s.line(cols[c], y);
                cell.put(lib, row[c], "");
            }
            double ry = y - 0.25 * SIZE;
            s.op("0.5 w 0.4 G " + n(MARGIN) + " " + n(ry) + " m " + n(right) + " " + n(ry) + " l S 0 G");
            y -= 1.6 * SIZE;
        }
    }

    static void negativeRulesMisc(Sheet s) throws IOException
    {
        s.size(420, 300);
        Face dv = s.ttf(DEJAVU + "DejaVuSans.ttf");
        s.notes = "Rules and boxes that are not decorations: a horizontal rule between two paragraphs 0.45 em "
                + "below the last baseline; a yellow highlight box (1.2 em tall) behind two words; a signature "
                + "line with no text over it; a stacked fraction whose bar lies just under the numerator; bullets "
                + "drawn as short filled dashes at strike-through height in front of the items. The fraction "
                + "reads '3' then '4'.";
        double y = 270;
        Line l = s.line(MARGIN, y);
        l.put(dv, "The first paragraph ends here.", "");
        double ry = y - 0.45 * SIZE;
        s.op("0.6 w " + n(MARGIN) + " " + n(ry) + " m " + n(384) + " " + n(ry) + " l S");
        l = s.line(MARGIN, y -= LEAD * 1.2);
        l.put(dv, "A second paragraph starts.", "");

        l = s.line(MARGIN, y -= LEAD * 1.3);
        l.put(dv, "Please mark ", "");
        String hl = "these words";
        double hx = l.x;
        s.op("1 1 0 rg " + n(hx - 1) + " " + n(y - 0.25 * SIZE) + " " + n(dv.advanceEm(hl) * SIZE + 2) + " "
                + n(1.2 * SIZE) + " re f 0 g");
        l.put(dv, hl, "");
        l.put(dv, " in yellow.", "");

        l = s.line(MARGIN, y -= LEAD * 1.3);
        l.put(dv, "Signature:", "");
        double sx = l.x + 6;
        s.op("0.6 w " + n(sx) + " " + n(y - 1) + " m " + n(sx + 160) + " " + n(y - 1) + " l S");

        l = s.line(MARGIN, y -= LEAD * 1.4);
        l.put(dv, "Add ", "");
        double fx = l.x;
        double small = 0.65 * SIZE;
        double numBase = y + 0.55 * SIZE;
        double denBase = y - 0.5 * SIZE;
        Line num = s.line(fx, numBase);
        num.size = small;
        num.put(dv, "3", "");
        double fw = dv.advanceEm("3") * small;
        double barY = numBase - 0.15 * small;
        s.op("0.5 w " + n(fx - 0.5) + " " + n(barY) + " m " + n(fx + fw + 0.5) + " " + n(barY) + " l S");
        Line den = s.line(fx, denBase);
        den.size = small;
        den.put(dv, "4", "");
        Line rest = s.line(fx + fw + 3, y);
        rest.put(dv, "cup of water.", "");

        y -= LEAD * 1.3;
        String[] items = { "First item", "Second item", "Third item" };
        for (String item : items)
        {
            s.op(n(MARGIN + 4) + " " + n(y + 0.3 * SIZE) + " " + n(6) + " " + n(0.07 * SIZE) + " re f");
            Line li = s.line(MARGIN + 16, y);
            li.put(dv, item, "");
            y -= LEAD;
        }
    }

    // ---------------------------------------------------------------- 8. Type 3 fonts

    static void type3Fonts(Sheet s) throws IOException
    {
        s.size(360, 160);
        Face reg = s.type3("/T3Regular", 60);
        Face bold = s.type3("/T3Heavy", 150);
        s.notes = "Two hand-built Type 3 fonts with the same rectilinear capitals (E F H I L O T), each glyph a "
                + "few filled rectangles (d1, so the fill colour applies); stems 60/1000 em in the regular font "
                + "and 150/1000 em in the heavy one. No font descriptor, no BaseFont; a ToUnicode CMap makes the "
                + "text extractable. Only the glyph outlines can tell bold.";
        double size = 20;
        double y = 120;
        Line l = s.line(MARGIN, y);
        l.size = size;
        l.put(reg, "THE FILE HOLE", "");
        l = s.line(MARGIN, y -= 34);
        l.size = size;
        l.put(bold, "LOFT LIFT", "b");
        l = s.line(MARGIN, y -= 34);
        l.size = size;
        l.put(reg, "THE ", "");
        l.put(bold, "FOIL", "b");
        l.put(reg, " TILE", "");
    }

    // ---------------------------------------------------------------- 9. non-embedded fonts

    static void standard14(Sheet s) throws IOException
    {
        s.size(420, 190);
        s.notes = "Standard-14 fonts, not embedded, as PDFBox writes them (no FontDescriptor, no Widths): "
                + "Helvetica, Helvetica-Bold, Helvetica-Oblique (no Italic flag anywhere), Times-Roman, "
                + "Times-Italic, Courier-BoldOblique. Only the name and the standard metrics say the style.";
        Face hv = s.std(Standard14Fonts.FontName.HELVETICA);
        Face hvb = s.std(Standard14Fonts.FontName.HELVETICA_BOLD);
        Face hvo = s.std(Standard14Fonts.FontName.HELVETICA_OBLIQUE);
        Face tr = s.std(Standard14Fonts.FontName.TIMES_ROMAN);
        Face ti = s.std(Standard14Fonts.FontName.TIMES_ITALIC);
        Face cbo = s.std(Standard14Fonts.FontName.COURIER_BOLD_OBLIQUE);
        double y = 160;
        Line l = s.line(MARGIN, y);
        l.put(hv, "Helvetica regular, then ", "");
        l.put(hvb, "Helvetica bold", "b");
        l = s.line(MARGIN, y -= LEAD);
        l.put(hv, "and ", "");
        l.put(hvo, "Helvetica oblique", "i");
        l.put(hv, " words.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(tr, "Times roman with ", "");
        l.put(ti, "Times italic", "i");
        l.put(tr, " inside.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(tr, "Code in ", "");
        l.put(cbo, "Courier bold oblique", "bi");
        l.put(tr, " ends.", "");
    }

    static void trueTypeNameOnly(Sheet s) throws IOException
    {
        s.size(420, 150);
        s.notes = "Non-embedded TrueType fonts named Arial, Arial,Bold, Arial,Italic and Arial,BoldItalic (the "
                + "name-only convention of older Windows drivers). Widths are LiberationSans' (metric-compatible "
                + "with Arial); every descriptor is neutral (Flags 32, ItalicAngle 0, StemV 80), so only the "
                + "name says the style. Viewers substitute a font chosen by that name.";
        Face ar = s.nameOnlyTrueType("Arial", "LiberationSans-Regular.ttf");
        Face arb = s.nameOnlyTrueType("Arial,Bold", "LiberationSans-Bold.ttf");
        Face ari = s.nameOnlyTrueType("Arial,Italic", "LiberationSans-Italic.ttf");
        Face arbi = s.nameOnlyTrueType("Arial,BoldItalic", "LiberationSans-BoldItalic.ttf");
        double y = 120;
        Line l = s.line(MARGIN, y);
        l.put(ar, "Arial by name, then ", "");
        l.put(arb, "bold by name", "b");
        l = s.line(MARGIN, y -= LEAD);
        l.put(ar, "and ", "");
        l.put(ari, "italic by name", "i");
        l.put(ar, " and", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(arbi, "both by name", "bi");
        l.put(ar, " at the end.", "");
    }

    // ---------------------------------------------------------------- 10. fonts whose names lie

    static void lyingNames(Sheet s) throws IOException
    {
        s.size(440, 150);
        Face serif = s.ttf(LIBERATION + "LiberationSerif-Regular.ttf");
        Face bold = s.ttf(DEJAVU + "DejaVuSans-Bold.ttf");
        Face reg = s.ttf(DEJAVU + "DejaVuSans.ttf");
        s.notes = "Embedded subset fonts renamed after subsetting: DejaVuSans-Bold is called ABCDEF+F1 with "
                + "its descriptor neutral (Flags 32, ItalicAngle 0, StemV 80, no FontWeight); DejaVuSans "
                + "(regular) is called BOLDXY+Helvetica (a subset tag made of style letters, a base-14 name). "
                + "The embedded programs are untouched: their OS/2 and name tables still tell the truth. The "
                + "surrounding text is LiberationSerif-Regular.";
        double y = 110;
        Line l = s.line(MARGIN, y);
        l.put(serif, "The ", "");
        l.put(bold, "heavy words", "b");
        l.put(serif, " hide their name.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "A ", "");
        l.put(reg, "plain sans phrase", "");
        l.put(serif, " claims to be bold.", "");
        l = s.line(MARGIN, y -= LEAD);
        l.put(serif, "Last line in serif.", "");
        s.afterSave(doc -> {
            renameFont(doc, bold, "ABCDEF+F1", true);
            renameFont(doc, reg, "BOLDXY+Helvetica", false);
        });
    }

    static void renameFont(PDDocument doc, Face face, String name, boolean neutralDescriptor)
    {
        COSDictionary font = fontOnFirstPage(doc, face);
        font.setName(COSName.BASE_FONT, name);
        COSArray desc = font.getCOSArray(COSName.DESCENDANT_FONTS);
        COSDictionary cid = (COSDictionary) desc.getObject(0);
        cid.setName(COSName.BASE_FONT, name);
        COSDictionary fd = cid.getCOSDictionary(COSName.FONT_DESC);
        fd.setName(COSName.FONT_NAME, name);
        if (neutralDescriptor)
        {
            fd.setInt(COSName.FLAGS, 32);
            fd.setInt(COSName.ITALIC_ANGLE, 0);
            fd.setInt(COSName.STEM_V, 80);
            fd.removeItem(COSName.FONT_WEIGHT);
        }
    }

    /** After reloading, the font dictionary that face was written as (found by its resource name on page 1). */
    static COSDictionary fontOnFirstPage(PDDocument doc, Face face)
    {
        COSDictionary fonts = doc.getPage(0).getResources().getCOSObject().getCOSDictionary(COSName.FONT);
        return fonts.getCOSDictionary(COSName.getPDFName(face.resourceName()));
    }

    static void cffItalicAngle0(Sheet s) throws IOException
    {
        s.size(440, 120);
        Face serif = s.ttf(LIBERATION + "LiberationSerif-Regular.ttf");
        Face nimbus = s.cffType1(URW_OTF + "NimbusRoman-Italic.otf", "NimbusRoman-Italic");
        s.notes = "NimbusRoman-Italic (fonts-urw-base35) embedded as a bare CFF program (FontFile3 /Type1C, the "
                + "OTF's CFF table, not subset: the file is about 90 KB for that reason) in a simple Type1 font "
                + "dictionary whose descriptor says /ItalicAngle 0 and /Flags 34 (serif, nonsymbolic, no Italic "
                + "flag). The CFF Top DICT still has ItalicAngle -15 and the glyphs are slanted. Surrounding text "
                + "is LiberationSerif-Regular.";
        double y = 80;
        Line l = s.line(MARGIN, y);
        l.put(serif, "Upright, then ", "");
        l.put(nimbus, "italic words from a CFF font", "i");
        l.put(serif, " and upright.", "");
        l = s.line(MARGIN, y - LEAD);
        l.put(serif, "The descriptor says upright.", "");
    }

    // ================================================================ machinery

    static String n(double v)
    {
        BigDecimal d = BigDecimal.valueOf(v).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros();
        if (d.signum() == 0)
        {
            return "0";
        }
        return d.toPlainString();
    }

    interface Builder
    {
        void build(Sheet s) throws IOException;
    }

    static final class Case
    {
        final String name;
        final Builder builder;

        Case(String name, Builder builder)
        {
            this.name = name;
            this.builder = builder;
        }

        void build(Path outDir) throws Exception
        {
            byte[] pdf;
            Sheet s;
            try (PDDocument doc = new PDDocument())
            {
                s = new Sheet(name, doc);
                builder.build(s);
                s.finish();
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                doc.save(bytes);
                pdf = bytes.toByteArray();
            }
            if (!s.afterSave.isEmpty())
            {
                try (PDDocument doc = Loader.loadPDF(pdf))
                {
                    for (Consumer<PDDocument> patch : s.afterSave)
                    {
                        patch.accept(doc);
                    }
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    doc.save(bytes);
                    pdf = bytes.toByteArray();
                }
            }
            Files.write(outDir.resolve(name + ".pdf"), pdf);
            Files.writeString(outDir.resolve(name + ".truth.json"), s.truthJson());
        }
    }

    /** A text run's extent on its line, in the line's coordinates (before any cm). */
    static final class Span
    {
        final double x0;
        final double x1;
        final double y;
        final double size;

        Span(double x0, double x1, double y, double size)
        {
            this.x0 = x0;
            this.x1 = x1;
            this.y = y;
            this.size = size;
        }
    }

    /** A baseline being filled from left to right; each put draws one run and advances. */
    static final class Line
    {
        final Sheet sheet;
        double x;
        final double y;
        double size = SIZE;

        Line(Sheet sheet, double x, double y)
        {
            this.sheet = sheet;
            this.x = x;
            this.y = y;
        }

        Span put(Face f, String text, String flags) throws IOException
        {
            return put(f, text, flags, 0);
        }

        /** Draws text at the pen with the given Tm shear, adds its words to the truth with flags, advances. */
        Span put(Face f, String text, String flags, double shear) throws IOException
        {
            sheet.show(f, size, shear, x, y, text);
            sheet.truth(text, flags);
            String lead = text.substring(0, text.length() - text.stripLeading().length());
            double x0 = x + f.advanceEm(lead) * size;
            double x1 = x + f.advanceEm(text.stripTrailing()) * size;
            x += f.advanceEm(text) * size;
            return new Span(x0, x1, y, size);
        }

        /** Draws a copy of text at (gx, gy) that a reader does not see as separate words. */
        void ghost(Face f, String text, double gx, double gy) throws IOException
        {
            sheet.show(f, size, 0, gx, gy, text);
        }
    }

    /** How a font is written into content streams. */
    interface Face
    {
        COSDictionary dict();

        byte[] encode(String text) throws IOException;

        /** Advance of text in em (1.0 = the font size). */
        double advanceEm(String text) throws IOException;

        String resourceName();
    }

    /** A PDFBox font (embedded subset Type0 or Standard 14). */
    static final class PdFace implements Face
    {
        final PDFont font;
        final String res;

        PdFace(PDFont font, String res)
        {
            this.font = font;
            this.res = res;
        }

        public COSDictionary dict()
        {
            return font.getCOSObject();
        }

        public byte[] encode(String text) throws IOException
        {
            if (font.willBeSubset())
            {
                text.codePoints().forEach(font::addToSubset);
            }
            return font.encode(text);
        }

        public double advanceEm(String text) throws IOException
        {
            return font.getStringWidth(text) / 1000.0;
        }

        public String resourceName()
        {
            return res;
        }
    }

    /** A hand-built simple font with one-byte codes equal to the character (ASCII text only). */
    static final class RawFace implements Face
    {
        final COSDictionary dict;
        final double[] widths1000 = new double[256];
        final String res;

        RawFace(COSDictionary dict, String res)
        {
            this.dict = dict;
            this.res = res;
        }

        public COSDictionary dict()
        {
            return dict;
        }

        public byte[] encode(String text)
        {
            for (char c : text.toCharArray())
            {
                if (c > 126 || c < 32)
                {
                    throw new IllegalArgumentException("not ASCII: " + text);
                }
            }
            return text.getBytes(StandardCharsets.US_ASCII);
        }

        public double advanceEm(String text)
        {
            double sum = 0;
            for (char c : text.toCharArray())
            {
                sum += widths1000[c];
            }
            return sum / 1000.0;
        }

        public String resourceName()
        {
            return res;
        }
    }

    /** One page being built: its content stream, resources and truth words. */
    static final class Sheet
    {
        final String name;
        final PDDocument doc;
        final PDPage page = new PDPage(new PDRectangle(420, 200));
        final StringBuilder cs = new StringBuilder();
        final COSDictionary fontRes = new COSDictionary();
        final COSDictionary xobjRes = new COSDictionary();
        final List<String> truthWords = new ArrayList<>();
        final Map<String, Face> faces = new HashMap<>();
        final Map<String, String> fontSources = new LinkedHashMap<>();
        final List<Consumer<PDDocument>> afterSave = new ArrayList<>();
        String notes = "";
        boolean synthesized;

        Sheet(String name, PDDocument doc)
        {
            this.name = name;
            this.doc = doc;
            doc.addPage(page);
        }

        void size(double w, double h)
        {
            page.setMediaBox(new PDRectangle((float) w, (float) h));
        }

        void op(String s)
        {
            cs.append(s).append('\n');
        }

        Line line(double x, double y)
        {
            return new Line(this, x, y);
        }

        void afterSave(Consumer<PDDocument> patch)
        {
            afterSave.add(patch);
        }

        private String nextRes(String prefix, COSDictionary where)
        {
            int i = 1;
            while (where.containsKey(COSName.getPDFName(prefix + i)))
            {
                i++;
            }
            return prefix + i;
        }

        private Face register(String key, java.util.function.Function<String, Face> make)
        {
            return faces.computeIfAbsent(key, k -> {
                String res = nextRes("F", fontRes);
                Face f = make.apply(res);
                fontRes.setItem(COSName.getPDFName(res), f.dict());
                return f;
            });
        }

        /** An embedded, subset TrueType font as a Type0 (Identity-H) font, as PDFBox writes it. */
        Face ttf(String file) throws IOException
        {
            if (faces.containsKey(file))
            {
                return faces.get(file);
            }
            PDType0Font font = PDType0Font.load(doc, new File(file));
            fontSources.put(new File(file).getName(), Packages.of(file));
            return register(file, res -> new PdFace(font, res));
        }

        Face std(Standard14Fonts.FontName name)
        {
            fontSources.put(name.getName(), "Standard 14, not embedded");
            return register("std:" + name, res -> new PdFace(new PDType1Font(name), res));
        }

        /** A non-embedded simple TrueType font known only by name, with widths taken from metricsFile. */
        Face nameOnlyTrueType(String baseFont, String metricsFile) throws IOException
        {
            String path = LIBERATION + metricsFile;
            TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBufferedFile(path));
            CmapLookup cmap = ttf.getUnicodeCmapLookup();
            double scale = 1000.0 / ttf.getUnitsPerEm();
            COSDictionary d = new COSDictionary();
            d.setItem(COSName.TYPE, COSName.FONT);
            d.setItem(COSName.SUBTYPE, COSName.TRUE_TYPE);
            d.setName(COSName.BASE_FONT, baseFont);
            d.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
            d.setInt(COSName.FIRST_CHAR, 32);
            d.setInt(COSName.LAST_CHAR, 126);
            COSArray widths = new COSArray();
            double[] w1000 = new double[256];
            for (int c = 32; c <= 126; c++)
            {
                int w = (int) Math.round(ttf.getAdvanceWidth(cmap.getGlyphId(c)) * scale);
                widths.add(COSInteger.get(w));
                w1000[c] = w;
            }
            d.setItem(COSName.WIDTHS, widths);
            COSDictionary fd = new COSDictionary();
            fd.setItem(COSName.TYPE, COSName.FONT_DESC);
            fd.setName(COSName.FONT_NAME, baseFont);
            fd.setInt(COSName.FLAGS, 32);
            fd.setItem(COSName.FONT_BBOX, intArray(-665, -325, 2000, 1040));
            fd.setInt(COSName.ITALIC_ANGLE, 0);
            fd.setInt(COSName.ASCENT, 905);
            fd.setInt(COSName.DESCENT, -212);
            fd.setInt(COSName.CAP_HEIGHT, 716);
            fd.setInt(COSName.STEM_V, 80);
            d.setItem(COSName.FONT_DESC, fd);
            ttf.close();
            fontSources.put(baseFont, "not embedded; widths from " + metricsFile + " (" + Packages.of(path) + ")");
            return register("tt:" + baseFont, res -> {
                RawFace f = new RawFace(d, res);
                System.arraycopy(w1000, 0, f.widths1000, 0, 256);
                return f;
            });
        }

        /** A simple Type1 font whose program is the CFF table of an OpenType/CFF file (FontFile3 /Type1C). */
        Face cffType1(String otfPath, String baseFont) throws IOException
        {
            OpenTypeFont otf = new OTFParser().parse(new RandomAccessReadBufferedFile(otfPath));
            byte[] cff = otf.getTableBytes(otf.getTableMap().get("CFF "));
            CmapLookup cmap = otf.getUnicodeCmapLookup();
            double scale = 1000.0 / otf.getUnitsPerEm();
            COSDictionary d = new COSDictionary();
            d.setItem(COSName.TYPE, COSName.FONT);
            d.setItem(COSName.SUBTYPE, COSName.TYPE1);
            d.setName(COSName.BASE_FONT, baseFont);
            d.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
            d.setInt(COSName.FIRST_CHAR, 32);
            d.setInt(COSName.LAST_CHAR, 126);
            double[] w1000 = new double[256];
            COSArray widths = new COSArray();
            for (int c = 32; c <= 126; c++)
            {
                int w = (int) Math.round(otf.getAdvanceWidth(cmap.getGlyphId(c)) * scale);
                widths.add(COSInteger.get(w));
                w1000[c] = w;
            }
            d.setItem(COSName.WIDTHS, widths);
            COSDictionary fd = new COSDictionary();
            fd.setItem(COSName.TYPE, COSName.FONT_DESC);
            fd.setName(COSName.FONT_NAME, baseFont);
            fd.setInt(COSName.FLAGS, 34);
            fd.setItem(COSName.FONT_BBOX, intArray(-200, -300, 1100, 950));
            fd.setInt(COSName.ITALIC_ANGLE, 0);
            fd.setInt(COSName.ASCENT, 700);
            fd.setInt(COSName.DESCENT, -200);
            fd.setInt(COSName.CAP_HEIGHT, 660);
            fd.setInt(COSName.STEM_V, 80);
            COSStream prog = doc.getDocument().createCOSStream();
            try (OutputStream os = prog.createOutputStream(COSName.FLATE_DECODE))
            {
                os.write(cff);
            }
            prog.setItem(COSName.SUBTYPE, COSName.getPDFName("Type1C"));
            fd.setItem(COSName.FONT_FILE3, prog);
            d.setItem(COSName.FONT_DESC, fd);
            otf.close();
            fontSources.put(new File(otfPath).getName(), Packages.of(otfPath) + ", CFF table as FontFile3/Type1C");
            return register("cff:" + otfPath, res -> {
                RawFace f = new RawFace(d, res);
                System.arraycopy(w1000, 0, f.widths1000, 0, 256);
                return f;
            });
        }

        /**
         * A Type 3 font of rectilinear capitals E F H I L O T and space, every stem stemWidth/1000 em thick.
         */
        Face type3(String label, int stem) throws IOException
        {
            fontSources.put("Type 3 " + label.substring(1), "hand-built in this file, stem " + stem + "/1000 em");
            Map<Character, String> procs = new TreeMap<>();
            Map<Character, Integer> widths = new TreeMap<>();
            int cap = 700;
            int sb = 60;
            int half = stem / 2;
            int mid = cap / 2;
            // E: stem and three bars
            int eW = sb + 380 + stem / 2;
            procs.put('E', rects(sb, 0, stem, cap, sb, 0, eW - sb - 40, stem, sb, mid - half, eW - sb - 80, stem,
                    sb, cap - stem, eW - sb - 40, stem));
            widths.put('E', eW + 20);
            procs.put('F', rects(sb, 0, stem, cap, sb, mid - half, eW - sb - 80, stem, sb, cap - stem,
                    eW - sb - 40, stem));
            widths.put('F', eW);
            int hW = sb + 420 + stem;
            procs.put('H', rects(sb, 0, stem, cap, hW - sb - stem, 0, stem, cap, sb, mid - half, hW - 2 * sb, stem));
            widths.put('H', hW + sb);
            procs.put('I', rects(sb, 0, stem, cap));
            widths.put('I', 2 * sb + stem);
            procs.put('L', rects(sb, 0, stem, cap, sb, 0, eW - sb - 40, stem));
            widths.put('L', eW);
            int tW = 520 + stem / 2;
            procs.put('T', rects(20, cap - stem, tW - 40, stem, (tW - stem) / 2, 0, stem, cap));
            widths.put('T', tW);
            int oW = sb + 460 + stem;
            // O: a ring, filled with the even-odd rule
            String ring = sb + " 0 " + (oW - 2 * sb) + " " + cap + " re " + (sb + stem) + " " + stem + " "
                    + (oW - 2 * sb - 2 * stem) + " " + (cap - 2 * stem) + " re f*";
            procs.put('O', ring);
            widths.put('O', oW);
            procs.put(' ', "");
            widths.put(' ', 280);

            COSDictionary d = new COSDictionary();
            d.setItem(COSName.TYPE, COSName.FONT);
            d.setItem(COSName.SUBTYPE, COSName.TYPE3);
            d.setItem(COSName.FONT_BBOX, intArray(0, 0, 800, cap));
            COSArray fm = new COSArray();
            fm.add(new COSFloat(0.001f));
            fm.add(COSInteger.ZERO);
            fm.add(COSInteger.ZERO);
            fm.add(new COSFloat(0.001f));
            fm.add(COSInteger.ZERO);
            fm.add(COSInteger.ZERO);
            d.setItem(COSName.FONT_MATRIX, fm);
            COSDictionary charProcs = new COSDictionary();
            COSArray diffs = new COSArray();
            for (Map.Entry<Character, String> e : procs.entrySet())
            {
                char c = e.getKey();
                String glyph = glyphName(c);
                int w = widths.get(c);
                String body = c == ' ' ? w + " 0 d0\n" : w + " 0 0 0 " + w + " " + cap + " d1\n" + e.getValue() + "\n";
                charProcs.setItem(COSName.getPDFName(glyph), stream(body.getBytes(StandardCharsets.US_ASCII)));
                diffs.add(COSInteger.get(c));
                diffs.add(COSName.getPDFName(glyph));
            }
            d.setItem(COSName.CHAR_PROCS, charProcs);
            COSDictionary enc = new COSDictionary();
            enc.setItem(COSName.TYPE, COSName.ENCODING);
            enc.setItem(COSName.DIFFERENCES, diffs);
            d.setItem(COSName.ENCODING, enc);
            int first = 32;
            int last = 'T';
            d.setInt(COSName.FIRST_CHAR, first);
            d.setInt(COSName.LAST_CHAR, last);
            COSArray wa = new COSArray();
            for (int c = first; c <= last; c++)
            {
                wa.add(COSInteger.get(widths.getOrDefault((char) c, 0)));
            }
            d.setItem(COSName.WIDTHS, wa);
            d.setItem(COSName.RESOURCES, new COSDictionary());
            StringBuilder cmap = new StringBuilder();
            cmap.append("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n")
                    .append("/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n")
                    .append("/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n")
                    .append("1 begincodespacerange\n<00> <FF>\nendcodespacerange\n")
                    .append(procs.size()).append(" beginbfchar\n");
            for (char c : procs.keySet())
            {
                cmap.append(String.format(Locale.ROOT, "<%02X> <%04X>%n", (int) c, (int) c));
            }
            cmap.append("endbfchar\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
            d.setItem(COSName.TO_UNICODE, stream(cmap.toString().getBytes(StandardCharsets.US_ASCII)));
            return register("t3:" + label, res -> {
                RawFace f = new RawFace(d, res);
                widths.forEach((c, w) -> f.widths1000[c] = w);
                return f;
            });
        }

        private static String glyphName(char c)
        {
            return c == ' ' ? "space" : String.valueOf(c);
        }

        private static String rects(int... xywh)
        {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < xywh.length; i += 4)
            {
                b.append(xywh[i]).append(' ').append(xywh[i + 1]).append(' ').append(xywh[i + 2]).append(' ')
                        .append(xywh[i + 3]).append(" re ");
            }
            return b.append('f').toString();
        }

        COSStream stream(byte[] data) throws IOException
        {
            COSStream st = doc.getDocument().createCOSStream();
            try (OutputStream os = st.createOutputStream(COSName.FLATE_DECODE))
            {
                os.write(data);
            }
            return st;
        }

        /** BT /Fn size Tf 1 0 shear 1 x y Tm <codes> Tj ET */
        void show(Face f, double size, double shear, double x, double y, String text) throws IOException
        {
            StringBuilder hex = new StringBuilder();
            for (byte b : f.encode(text))
            {
                hex.append(String.format(Locale.ROOT, "%02X", b & 0xff));
            }
            op("BT /" + f.resourceName() + " " + n(size) + " Tf 1 0 " + n(shear) + " 1 " + n(x) + " " + n(y)
                    + " Tm <" + hex + "> Tj ET");
        }

        /** Tr 2 with the stroke colour equal to the fill colour and a line width of size/30 (Word's fake bold). */
        void fakeBoldOn(double r, double g, double b)
        {
            String rgb = n(r) + " " + n(g) + " " + n(b);
            op("2 Tr " + rgb + " rg " + rgb + " RG " + n(SIZE / 30) + " w");
        }

        void fakeBoldOff()
        {
            op("0 Tr 0 g 0 G");
        }

        /** A stroked rule under (positive dropEm) or through (negative dropEm) a span. */
        void underline(Span u, double width, double dropEm)
        {
            double yy = u.y - dropEm * u.size;
            op(n(width) + " w " + n(u.x0) + " " + n(yy) + " m " + n(u.x1) + " " + n(yy) + " l S");
        }

        /** An underline cut where descender letters cross it, the way browsers' text-decoration-skip-ink does. */
        void skipInkUnderline(Face f, String word, Span u, String descenders) throws IOException
        {
            double yy = u.y - UNDERLINE_DROP_EM * u.size;
            double gapPad = 0.06 * u.size;
            StringBuilder b = new StringBuilder("0.7 w");
            double from = u.x0;
            for (int i = 0; i < word.length(); i++)
            {
                if (descenders.indexOf(word.charAt(i)) < 0)
                {
                    continue;
                }
                double cx0 = u.x0 + f.advanceEm(word.substring(0, i)) * u.size;
                double cx1 = u.x0 + f.advanceEm(word.substring(0, i + 1)) * u.size;
                double gapFrom = cx0 + 0.15 * (cx1 - cx0) - gapPad;
                double gapTo = cx1 - 0.15 * (cx1 - cx0) + gapPad;
                if (gapFrom > from)
                {
                    b.append(' ').append(n(from)).append(' ').append(n(yy)).append(" m ").append(n(gapFrom))
                            .append(' ').append(n(yy)).append(" l");
                }
                from = Math.max(from, gapTo);
            }
            if (from < u.x1)
            {
                b.append(' ').append(n(from)).append(' ').append(n(yy)).append(" m ").append(n(u.x1)).append(' ')
                        .append(n(yy)).append(" l");
            }
            op(b.append(" S").toString());
        }

        /** Draws a rule from a form XObject whose own content is the rule, placed with Do. */
        void formRule(double x0, double y, double x1, double width) throws IOException
        {
            String body = n(width) + " w 0 0 m " + n(x1 - x0) + " 0 l S\n";
            COSStream form = stream(body.getBytes(StandardCharsets.US_ASCII));
            form.setItem(COSName.TYPE, COSName.XOBJECT);
            form.setItem(COSName.SUBTYPE, COSName.FORM);
            form.setItem(COSName.BBOX, intArray(-2, -2, (int) Math.ceil(x1 - x0) + 2, 2));
            form.setItem(COSName.RESOURCES, new COSDictionary());
            String res = nextRes("X", xobjRes);
            xobjRes.setItem(COSName.getPDFName(res), form);
            op("q 1 0 0 1 " + n(x0) + " " + n(y) + " cm /" + res + " Do Q");
        }

        void truth(String text, String flags)
        {
            for (char c : flags.toCharArray())
            {
                if ("biusr".indexOf(c) < 0)
                {
                    throw new IllegalArgumentException("flag " + c + " in " + flags);
                }
            }
            for (String w : text.trim().split("\\s+"))
            {
                if (!w.isEmpty())
                {
                    truthWords.add(String.format(Locale.ROOT, "{\"t\": \"%s\", \"b\": %d, \"i\": %d, \"u\": %d, \"s\": %d}",
                            w.replace("\\", "\\\\").replace("\"", "\\\""), flag(flags, 'b'), flag(flags, 'i'),
                            flag(flags, 'u'), flag(flags, 's')));
                }
            }
        }

        private static int flag(String flags, char f)
        {
            return flags.indexOf(f) >= 0 ? 1 : 0;
        }

        void finish() throws IOException
        {
            COSDictionary res = new COSDictionary();
            res.setItem(COSName.FONT, fontRes);
            if (xobjRes.size() > 0)
            {
                res.setItem(COSName.XOBJECT, xobjRes);
            }
            page.getCOSObject().setItem(COSName.RESOURCES, res);
            // PDFBox queues a font for subsetting only when PDPageContentStream.setFont sees it; these pages are
            // written without it, so the subset (and its embedding and ToUnicode map) is made here.
            for (Face f : faces.values())
            {
                if (f instanceof PdFace && ((PdFace) f).font.willBeSubset())
                {
                    ((PdFace) f).font.subset();
                }
            }
            PDStream content = new PDStream(doc);
            try (OutputStream os = content.createOutputStream(COSName.FLATE_DECODE))
            {
                os.write(cs.toString().getBytes(StandardCharsets.US_ASCII));
            }
            page.setContents(content);
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(name);
            info.setProducer(GENERATOR + " (" + SOURCE + ")");
            // A fixed /ID keeps rebuilt files byte-identical when nothing changed.
            try
            {
                byte[] id = MessageDigest.getInstance("MD5").digest(name.getBytes(StandardCharsets.UTF_8));
                COSArray ids = new COSArray();
                ids.add(new COSString(id));
                ids.add(new COSString(id));
                doc.getDocument().getTrailer().setItem(COSName.ID, ids);
            }
            catch (java.security.NoSuchAlgorithmException e)
            {
                throw new IllegalStateException(e);
            }
        }

        String truthJson()
        {
            StringBuilder b = new StringBuilder("{\n");
            b.append("  \"generator\": \"").append(GENERATOR).append("\",\n");
            b.append("  \"variant\": \"plain\",\n");
            b.append("  \"source\": \"").append(SOURCE).append("\",\n");
            b.append("  \"case\": \"").append(name).append("\",\n");
            b.append("  \"synthesized\": ").append(synthesized).append(",\n");
            b.append("  \"notes\": \"").append(notes.replace("\"", "\\\"")).append("\",\n");
            b.append("  \"fonts\": {");
            String sep = "\n";
            for (Map.Entry<String, String> e : fontSources.entrySet())
            {
                b.append(sep).append("    \"").append(e.getKey()).append("\": \"").append(e.getValue()).append('"');
                sep = ",\n";
            }
            b.append("\n  },\n");
            b.append("  \"words\": [\n");
            for (int i = 0; i < truthWords.size(); i++)
            {
                b.append("    ").append(truthWords.get(i)).append(i + 1 < truthWords.size() ? ",\n" : "\n");
            }
            b.append("  ]\n}\n");
            return b.toString();
        }
    }

    static COSArray intArray(int... v)
    {
        COSArray a = new COSArray();
        for (int i : v)
        {
            a.add(COSInteger.get(i));
        }
        return a;
    }

    /** Which Debian package (and version) installed a font file, for the truth files' "fonts". */
    static final class Packages
    {
        static String of(String file)
        {
            try
            {
                String owner = run("dpkg", "-S", file);
                String pkg = owner.contains(":") ? owner.substring(0, owner.indexOf(':')).trim() : owner.trim();
                String version = run("dpkg-query", "-W", "-f=${Version}", pkg).trim();
                return "Debian " + pkg + " " + version;
            }
            catch (IOException | InterruptedException e)
            {
                return "package unknown";
            }
        }

        private static String run(String... cmd) throws IOException, InterruptedException
        {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            byte[] out;
            try (InputStream in = p.getInputStream())
            {
                out = in.readAllBytes();
            }
            if (p.waitFor() != 0)
            {
                throw new IOException(String.join(" ", cmd) + " failed");
            }
            return new String(out, StandardCharsets.UTF_8).lines().findFirst().orElse("");
        }
    }
}
