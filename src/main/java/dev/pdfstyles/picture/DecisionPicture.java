package dev.pdfstyles.picture;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

import dev.pdfstyles.DetectionSettings;

/**
 * The decision picture: one page of a PDF as PDFBox renders it, with the plugin's decisions drawn over it
 * (the styled glyphs, every rule with its verdict and the reason it was rejected) and a legend with the
 * verdict of each font. When a user says "this line is not an underline", this is the first thing to look at.
 *
 * <pre>
 *   java -Djava.awt.headless=true -cp tika-app.jar:pdf-styles.jar dev.pdfstyles.picture.DecisionPicture \
 *        [--dpi=N] file.pdf [page] [out.png]
 * </pre>
 * {@code scripts/decision-picture.sh} builds the jar and runs this. The decisions are those of the default
 * settings, with Tika's default text settings.
 */
public final class DecisionPicture {

    /** Default resolution: a letter or A4 page comes out about 1,000 pixels wide, small text still legible. */
    static final float DEFAULT_DPI = 120f;

    /** Lowest resolution accepted: below it glyph outlines are wider than the glyphs. */
    static final float MIN_DPI = 36f;

    /**
     * Highest resolution accepted: bounds the picture's memory (an A4 page at 400 dpi is 4,700 x 3,300
     * pixels, 60 MB as RGB).
     */
    static final float MAX_DPI = 400f;

    private static final String USAGE = "usage: decision-picture [--dpi=N] file.pdf [page] [out.png]\n"
            + "  page: 1-based, default 1; out.png: default NAME-pageN-decisions.png in the current folder;\n"
            + "  --dpi: " + (int) MIN_DPI + " to " + (int) MAX_DPI + ", default " + (int) DEFAULT_DPI;

    /** A page's decisions, and the picture drawn of them. */
    static final class Picture {
        final PageDecisions decisions;
        final BufferedImage image;
        /** Where page space lands in {@link #image} (the page is at its top, the legend under it). */
        final PagePixels pixels;
        /** Height of the page's part of {@link #image}; the legend is below. */
        final int pageHeight;

        Picture(PageDecisions decisions, BufferedImage image, PagePixels pixels, int pageHeight) {
            this.decisions = decisions;
            this.image = image;
            this.pixels = pixels;
            this.pageHeight = pageHeight;
        }
    }

    private DecisionPicture() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** The command, with its streams: 0 done, 1 the file could not be pictured, 2 wrong arguments. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        float dpi = DEFAULT_DPI;
        List<String> positional = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("--dpi=")) {
                try {
                    dpi = Float.parseFloat(arg.substring("--dpi=".length()));
                } catch (NumberFormatException e) {
                    dpi = Float.NaN;
                }
                if (!(dpi >= MIN_DPI && dpi <= MAX_DPI)) {
                    err.println("--dpi must be a number from " + (int) MIN_DPI + " to " + (int) MAX_DPI + ": " + arg);
                    return 2;
                }
            } else if (arg.startsWith("-")) {
                err.println("unknown option " + arg + "\n" + USAGE);
                return 2;
            } else {
                positional.add(arg);
            }
        }
        if (positional.isEmpty() || positional.size() > 3) {
            err.println(USAGE);
            return 2;
        }
        File pdf = new File(positional.get(0));
        int page;
        try {
            page = positional.size() > 1 ? Integer.parseInt(positional.get(1)) : 1;
        } catch (NumberFormatException e) {
            err.println("page must be a whole number: " + positional.get(1) + "\n" + USAGE);
            return 2;
        }
        File png = positional.size() > 2 ? new File(positional.get(2)) : new File(defaultName(pdf, page));
        try (PDDocument document = Loader.loadPDF(pdf)) {
            if (page < 1 || page > document.getNumberOfPages()) {
                err.println("page must be from 1 to " + document.getNumberOfPages() + ": " + page);
                return 2;
            }
            Picture picture = draw(document, page - 1, dpi, pdf.getName());
            if (!ImageIO.write(picture.image, "png", png)) {
                err.println("no PNG writer in this Java");
                return 1;
            }
            out.println(summary(picture.decisions, png));
            return 0;
        } catch (IOException | RuntimeException e) {
            err.println("cannot picture " + pdf + " page " + page + ": " + e);
            return 1;
        }
    }

    /** Reads the page's decisions and draws them over its rendering, with the legend under it. */
    static Picture draw(PDDocument document, int pageIndex, float dpi, String documentName) throws IOException {
        PageDecisions decisions = PageDecisionReader.read(document, pageIndex, DetectionSettings.defaults());
        BufferedImage page = new PDFRenderer(document).renderImageWithDPI(pageIndex, dpi, ImageType.RGB);
        PagePixels pixels = new PagePixels(decisions.cropWidth(), decisions.cropHeight(), decisions.rotation(), dpi);
        Legend legend = new Legend(decisions, documentName, dpi);
        int width = page.getWidth();
        int legendHeight = legend.height(width);
        BufferedImage image = new BufferedImage(width, page.getHeight() + legendHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.drawImage(page, 0, 0, null);
            new DecisionOverlay(decisions, pixels, dpi).draw(g, width, page.getHeight());
            legend.draw(g, page.getHeight(), width);
        } finally {
            g.dispose();
        }
        return new Picture(decisions, image, pixels, page.getHeight());
    }

    static String defaultName(File pdf, int page) {
        String name = pdf.getName();
        if (name.toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            name = name.substring(0, name.length() - ".pdf".length());
        }
        return name + "-page" + page + "-decisions.png";
    }

    private static String summary(PageDecisions decisions, File png) {
        int styled = 0;
        for (GlyphDecision glyph : decisions.glyphs()) {
            styled += glyph.style().isPlain() ? 0 : 1;
        }
        return png.getPath() + ": " + styled + " of " + decisions.glyphs().size() + " glyphs styled, "
                + decisions.acceptedRules().size() + " rules accepted, " + decisions.rejectedRules().size()
                + " rejected, " + decisions.fontVerdicts().size() + " fonts";
    }
}
