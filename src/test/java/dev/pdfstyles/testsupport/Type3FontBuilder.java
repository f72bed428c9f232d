package dev.pdfstyles.testsupport;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;

/**
 * A Type 3 font dictionary drawn by hand for tests: glyph procedures by code and glyph name (the Differences
 * array names them), a FontMatrix of {@code [s 0 0 s 0 0]}, and a descriptor only when a FontWeight or the Italic
 * flag is given. Codes between the glyphs have width 0.
 */
public final class Type3FontBuilder {
    private static final float DEFAULT_SCALE = 0.001f;
    /** Descriptor flags: Nonsymbolic (32), plus Italic (64) when asked for. */
    private static final int NONSYMBOLIC_FLAG = 32;
    private static final int ITALIC_FLAG = 64;

    private float scale = DEFAULT_SCALE;
    private int[] bbox = {0, 0, 1000, 1000};
    private String name;
    private Integer fontWeight;
    private boolean italicFlag;
    private final TreeMap<Integer, Glyph> glyphs = new TreeMap<>();

    private static final class Glyph {
        final String name;
        final int width;
        final String operators;

        Glyph(String name, int width, String operators) {
            this.name = name;
            this.width = width;
            this.operators = operators;
        }
    }

    /** FontMatrix [scale 0 0 scale 0 0]; 0.001 unless set. */
    public Type3FontBuilder matrixScale(float matrixScale) {
        this.scale = matrixScale;
        return this;
    }

    public Type3FontBuilder bbox(int llx, int lly, int urx, int ury) {
        this.bbox = new int[] {llx, lly, urx, ury};
        return this;
    }

    /** The font's /Name, and its descriptor's FontName when it has a descriptor. */
    public Type3FontBuilder name(String fontName) {
        this.name = fontName;
        return this;
    }

    /** A descriptor with this FontWeight. */
    public Type3FontBuilder fontWeight(int weight) {
        this.fontWeight = weight;
        return this;
    }

    /** A descriptor with the Italic flag set. */
    public Type3FontBuilder italicFlag() {
        this.italicFlag = true;
        return this;
    }

    /** A glyph procedure of these operators (a well-formed one starts with d0 or d1) for this code, under this name. */
    public Type3FontBuilder glyph(int code, String glyphName, int width, String operators) {
        glyphs.put(code, new Glyph(glyphName, width, operators));
        return this;
    }

    public COSDictionary build() throws IOException {
        if (glyphs.isEmpty()) {
            throw new IllegalStateException("a Type 3 font needs at least one glyph");
        }
        COSDictionary font = new COSDictionary();
        font.setItem(COSName.TYPE, COSName.FONT);
        font.setItem(COSName.SUBTYPE, COSName.TYPE3);
        if (name != null) {
            font.setName(COSName.NAME, name);
        }
        font.setItem(COSName.FONT_MATRIX, new COSArray(List.of(new COSFloat(scale), COSInteger.ZERO,
                COSInteger.ZERO, new COSFloat(scale), COSInteger.ZERO, COSInteger.ZERO)));
        font.setItem(COSName.FONT_BBOX, new COSArray(List.of(COSInteger.get(bbox[0]), COSInteger.get(bbox[1]),
                COSInteger.get(bbox[2]), COSInteger.get(bbox[3]))));
        COSDictionary charProcs = new COSDictionary();
        List<COSBase> differences = new ArrayList<>();
        for (Map.Entry<Integer, Glyph> glyph : glyphs.entrySet()) {
            COSName glyphName = COSName.getPDFName(glyph.getValue().name);
            charProcs.setItem(glyphName, ContentStreams.stream(null, glyph.getValue().operators));
            differences.add(COSInteger.get(glyph.getKey()));
            differences.add(glyphName);
        }
        font.setItem(COSName.CHAR_PROCS, charProcs);
        COSDictionary encoding = new COSDictionary();
        encoding.setItem(COSName.TYPE, COSName.ENCODING);
        encoding.setItem(COSName.DIFFERENCES, new COSArray(differences));
        font.setItem(COSName.ENCODING, encoding);
        int firstChar = glyphs.firstKey();
        int lastChar = glyphs.lastKey();
        font.setInt(COSName.FIRST_CHAR, firstChar);
        font.setInt(COSName.LAST_CHAR, lastChar);
        List<COSBase> widths = new ArrayList<>();
        for (int code = firstChar; code <= lastChar; code++) {
            Glyph glyph = glyphs.get(code);
            widths.add(COSInteger.get(glyph == null ? 0 : glyph.width));
        }
        font.setItem(COSName.WIDTHS, new COSArray(widths));
        font.setItem(COSName.RESOURCES, new COSDictionary());
        if (fontWeight != null || italicFlag) {
            COSDictionary descriptor = new COSDictionary();
            descriptor.setItem(COSName.TYPE, COSName.FONT_DESC);
            if (name != null) {
                descriptor.setName(COSName.FONT_NAME, name);
            }
            descriptor.setInt(COSName.FLAGS, NONSYMBOLIC_FLAG | (italicFlag ? ITALIC_FLAG : 0));
            if (fontWeight != null) {
                descriptor.setInt(COSName.FONT_WEIGHT, fontWeight);
            }
            font.setItem(COSName.FONT_DESC, descriptor);
        }
        return font;
    }
}
