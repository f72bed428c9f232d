package dev.pdfstyles.font;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;

/**
 * A cheap 64-bit fingerprint of a font (issue #27): its names, subtype, descriptor flags and the lengths of its
 * program, ToUnicode and glyph procedures, read from a few dictionary entries. Not a key: two different fonts may
 * share one. {@link SharedFontVerdicts} remembers the fingerprints it has met, so that a font met for the first
 * time, the usual case for a document's own subsets, costs no digest of its bytes; a font whose fingerprint
 * comes again is keyed by {@link FontDictionaryDigest}, which tells fonts apart for certain. Pure.
 */
final class FontFingerprint {
    /** The 64-bit golden ratio, a multiplier that spreads each part over all the bits. */
    private static final long SPREAD = 0x9E3779B97F4A7C15L;
    /** Fingerprint of an absent part. */
    private static final long ABSENT = -1;

    private static final COSName[] PROGRAMS = {COSName.FONT_FILE, COSName.FONT_FILE2, COSName.FONT_FILE3};

    private FontFingerprint() {
    }

    static long of(COSDictionary font) {
        long h = mix(0, text(font, COSName.SUBTYPE));
        h = mix(h, text(font, COSName.BASE_FONT));
        h = mix(h, text(font, COSName.NAME));
        h = mix(h, streamLength(font.getDictionaryObject(COSName.TO_UNICODE)));
        h = mix(h, descriptorParts(font));
        COSBase charProcs = font.getDictionaryObject(COSName.CHAR_PROCS);
        h = mix(h, charProcs instanceof COSDictionary ? ((COSDictionary) charProcs).size() : ABSENT);
        COSBase descendants = font.getDictionaryObject(COSName.DESCENDANT_FONTS);
        if (descendants instanceof COSArray && ((COSArray) descendants).size() > 0
                && ((COSArray) descendants).getObject(0) instanceof COSDictionary) {
            COSDictionary descendant = (COSDictionary) ((COSArray) descendants).getObject(0);
            h = mix(h, text(descendant, COSName.BASE_FONT));
            h = mix(h, descriptorParts(descendant));
        }
        return finish(h);
    }

    private static long descriptorParts(COSDictionary font) {
        COSBase descriptor = font.getDictionaryObject(COSName.FONT_DESC);
        if (!(descriptor instanceof COSDictionary)) {
            return ABSENT;
        }
        COSDictionary d = (COSDictionary) descriptor;
        long h = mix(0, d.getInt(COSName.FLAGS, (int) ABSENT));
        for (COSName program : PROGRAMS) {
            h = mix(h, streamLength(d.getDictionaryObject(program)));
        }
        return h;
    }

    private static long streamLength(COSBase stream) {
        return stream instanceof COSStream ? ((COSStream) stream).getLength() : ABSENT;
    }

    private static long text(COSDictionary dictionary, COSName key) {
        String value = dictionary.getNameAsString(key);
        return value == null ? ABSENT : value.hashCode();
    }

    private static long mix(long h, long part) {
        return (h ^ part) * SPREAD;
    }

    /** The last step of a 64-bit mix (Stafford's variant 13): every input bit reaches every output bit. */
    private static long finish(long h) {
        long x = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
