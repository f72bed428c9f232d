package dev.pdfstyles.font;

import java.awt.Shape;
import java.awt.geom.GeneralPath;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.fontbox.cff.CFFFont;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.fontbox.type1.Type1Font;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;

import dev.pdfstyles.font.outline.GlyphStemMeter;
import dev.pdfstyles.font.outline.StemMeasurement;

/**
 * Prints the stem width (em) and stem slant that the outline evidence measures, for font files given on the
 * command line (.ttf, .otf, .pfb): the calibration behind {@code StemWeightRule}, recorded in
 * src/test/resources/fonts/README.md. Run by hand, never by the tests:
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
 * java -cp "target/classes:target/test-classes:$(cat target/cp.txt)" \
 *     dev.pdfstyles.font.StemCalibration /usr/share/fonts/truetype/dejavu/*.ttf ...
 * </pre>
 */
public final class StemCalibration {
    private static final String PROBE = "lIHni";

    private StemCalibration() {
    }

    public static void main(String[] files) throws IOException {
        for (String file : files) {
            List<GeneralPath> paths = new ArrayList<>();
            double unitsPerEm = readGlyphs(file, paths);
            System.out.println(String.format(Locale.ROOT, "%-36s %s", new File(file).getName(),
                    describe(paths, unitsPerEm)));
        }
    }

    private static double readGlyphs(String file, List<GeneralPath> paths) throws IOException {
        if (file.endsWith(".pfb")) {
            try (InputStream in = new FileInputStream(file)) {
                Type1Font type1 = Type1Font.createWithPFB(in);
                for (char ch : PROBE.toCharArray()) {
                    paths.add(type1.getPath(String.valueOf(ch)));
                }
                return 1 / type1.getFontMatrix().get(3).doubleValue();
            }
        }
        TrueTypeFont ttf = file.endsWith(".otf")
                ? new OTFParser().parse(new RandomAccessReadBufferedFile(file))
                : new TTFParser().parse(new RandomAccessReadBufferedFile(file));
        try (ttf) {
            boolean cff = ttf instanceof OpenTypeFont && ((OpenTypeFont) ttf).isPostScript();
            CFFFont cffFont = cff ? ((OpenTypeFont) ttf).getCFF().getFont() : null;
            for (char ch : PROBE.toCharArray()) {
                int gid = ttf.getUnicodeCmapLookup().getGlyphId(ch);
                paths.add(cff ? cffFont.getType2CharString(gid).getPath() : ttf.getGlyph().getGlyph(gid).getPath());
            }
            return cff ? 1 / cffFont.getFontMatrix().get(3).doubleValue() : ttf.getUnitsPerEm();
        }
    }

    /** "median stem 0.0903 em, median slant 0.000 -> weight 400, italic NO [l=0.0898/0.000 ...]". */
    static String describe(List<? extends Shape> glyphs, double unitsPerEm) {
        List<StemMeasurement> measurements = new ArrayList<>();
        List<Double> stems = new ArrayList<>();
        List<Double> slants = new ArrayList<>();
        StringBuilder each = new StringBuilder();
        for (Shape glyph : glyphs) {
            StemMeasurement m = GlyphStemMeter.measure(glyph, unitsPerEm);
            measurements.add(m);
            each.append(String.format(Locale.ROOT, " %.4f/%.3f", m.stemWidthEm(), m.slant()));
            if (m.isMeasured()) {
                stems.add(m.stemWidthEm());
            }
            if (Double.isFinite(m.slant())) {
                slants.add(m.slant());
            }
        }
        StyleVote vote = OutlineEvidence.vote(measurements, "");
        return String.format(Locale.ROOT, "median stem %.4f em, median slant %.3f -> weight %d, italic %s [%s ]",
                stems.isEmpty() ? Double.NaN : OutlineEvidence.median(stems),
                slants.isEmpty() ? Double.NaN : OutlineEvidence.median(slants), vote.weight(), vote.italic(),
                each);
    }
}
