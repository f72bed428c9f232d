package dev.pdfstyles.font;

import java.util.LinkedHashMap;
import java.util.Map;

import dev.pdfstyles.FontVerdictCacheStatistics;

/**
 * Font verdicts shared across the documents one parser reads (issue #27): a server that meets the same font
 * again (the same letterhead font, the same producer's subset, the same file resubmitted) measures its glyph
 * outlines once. Keyed by {@link FontKey}, a digest of everything in the PDF the verdict reads and of the
 * settings it is judged with, so a verdict found here is the one judging the font again would give, evidence
 * text included.
 *
 * <p>Only verdicts that measure glyph outlines are shared ({@link FontVerdictCache}), and those of fonts whose
 * stroke widths were measured (below): they are most of the cost of judging fonts, and the others cost less to
 * judge than to key. A font is keyed only from its second sighting on: the first time a font that measures its
 * outlines is met, its {@link FontFingerprint} is only remembered (a subset made for one document, the usual
 * case, then costs no digest at all); when a font with that fingerprint comes again it is keyed before anything
 * else is done, judged and kept if not found, and found from the third time on, with nothing judged at all.
 *
 * <p>Beside the verdicts, the stroke widths {@link PageFontWeights} measured on those fonts' glyphs are shared under
 * the same keys, and a font whose verdict measured nothing but whose widths were measured is keyed from its
 * second sighting on as well ({@link #rememberWidthsMeasured}). A font whose bold is drawn (an emboldened CJK
 * copy, a Type 3 copy) is compared with its page's regular fonts by glyph outlines again in every document that
 * shows it, and those widths cost as much as its verdict (a glyph's width is a function of the bytes the key
 * digests, so the width found is the one measuring gives). At most {@link #STROKE_WIDTHS_PER_ENTRY} widths per
 * verdict held, the least recently used dropped first; a width is a key of about 32 bytes, a boxed double and a
 * map entry, under 100 bytes.
 *
 * <p>What is kept is the verdict with its votes, whose evidence text is written only if a listing asks for it:
 * numbers, strings and this package's value objects, no PDFBox or COS object, so nothing of a document outlives
 * its parse ({@code SharedVerdictsInCacheTest} walks what the cache holds). Bounded: at most {@code maxEntries}
 * verdicts, the least recently used dropped first, and no verdict whose texts (the font's name, the program's
 * Weight string) are longer than {@link #MAX_TEXT_CHARS} characters; the fingerprints remembered are bounded
 * as well ({@link #FINGERPRINTS_PER_ENTRY} per entry). Measured on the 338 verdicts of Tika's and the corpus's
 * PDFs, the cache held 0.4 KiB a verdict, fingerprints included (the votes' lambdas and numbers, the key, the
 * map entries; names are mostly strings PDFBox keeps anyway); a verdict with names at the length bound holds
 * about 8 KiB. 1,024 entries are about 0.4 MiB in practice, 8 MiB at worst.
 *
 * <p>Thread-safe: every method takes this object's lock, held for a hash-map access. A document asks about the
 * few fonts whose outlines it would measure, so many threads parsing at once do not queue on it.
 */
public final class SharedFontVerdicts {
    /**
     * Longest name or program Weight string a shared verdict may carry: 1,000 characters. The corpus's are under
     * 70; the votes repeat them in their texts, and a hostile file can make them as long as it likes.
     */
    static final int MAX_TEXT_CHARS = 1000;

    /**
     * Fingerprints remembered per verdict held: 4. A server meets many fonts once (per-document subsets) between
     * the ones it meets again; remembering four times as many first sightings as it keeps verdicts lets a font
     * come back after a few hundred others and still be kept. A fingerprint is a long in a map entry, about 64
     * bytes.
     */
    static final int FINGERPRINTS_PER_ENTRY = 4;

    /**
     * Glyph stroke widths held per verdict held: 8. {@link PageFontWeights} measures up to
     * {@link PageFontWeights#MAX_GLYPHS_MEASURED} glyphs of a font per script, and a font shows one script or two.
     */
    static final int STROKE_WIDTHS_PER_ENTRY = 8;

    /** Initial capacity and load factor of the maps: HashMap's defaults; all three in access order. */
    private static final int INITIAL_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;

    private final int maxEntries;
    private final int maxFingerprints;
    private final Map<FontKey, FontVerdict> verdicts;
    private final Map<Long, Boolean> fingerprints;
    private final Map<GlyphKey, Double> strokeWidths;
    private long asked;
    private long lookups;
    private long hits;
    private long unkeyed;
    private long notKept;
    private long evictions;

    /**
     * @param maxEntries verdicts held at most, at least 1
     * @throws IllegalArgumentException if maxEntries is below 1
     */
    public SharedFontVerdicts(int maxEntries) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("a shared verdict cache holds at least 1 verdict, not " + maxEntries
                    + " (size 0 means no cache: do not make one)");
        }
        this.maxEntries = maxEntries;
        this.maxFingerprints = (int) Math.min(Integer.MAX_VALUE, (long) maxEntries * FINGERPRINTS_PER_ENTRY);
        this.verdicts = new LinkedHashMap<>(INITIAL_CAPACITY, LOAD_FACTOR, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<FontKey, FontVerdict> eldest) {
                boolean full = size() > SharedFontVerdicts.this.maxEntries;
                if (full) {
                    evictions++;
                }
                return full;
            }
        };
        this.fingerprints = new LinkedHashMap<>(INITIAL_CAPACITY, LOAD_FACTOR, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
                return size() > maxFingerprints;
            }
        };
        int maxStrokeWidths = (int) Math.min(Integer.MAX_VALUE, (long) maxEntries * STROKE_WIDTHS_PER_ENTRY);
        this.strokeWidths = new LinkedHashMap<>(INITIAL_CAPACITY, LOAD_FACTOR, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<GlyphKey, Double> eldest) {
                return size() > maxStrokeWidths;
            }
        };
    }

    /** The stroke width measured before on this glyph of a font whose verdict is shared, or null. */
    synchronized Double strokeWidth(FontKey font, int code, char character) {
        return strokeWidths.get(new GlyphKey(font, code, character));
    }

    /** Keeps the stroke width measured on this glyph of a font whose verdict is shared. */
    synchronized void putStrokeWidth(FontKey font, int code, char character, double widthEm) {
        strokeWidths.put(new GlyphKey(font, code, character), widthEm);
    }

    /** Whether a font with this fingerprint measured its outlines before (and is worth keying now). */
    synchronized boolean wasMeasured(long fingerprint) {
        return fingerprints.get(fingerprint) != null;
    }

    /** Remembers the fingerprint of a font met for the first time that measured its outlines. */
    synchronized void rememberMeasured(long fingerprint) {
        asked++;
        fingerprints.put(fingerprint, Boolean.TRUE);
    }

    /**
     * Remembers the fingerprint of a font whose stroke widths were measured while its verdict measured nothing
     * (a regular face that {@link PageFontWeights} compares with an emboldened copy): it is keyed from its next
     * sighting on, so that its widths are shared as a measured font's are. Not counted as asked: its verdict is
     * not what was measured.
     */
    synchronized void rememberWidthsMeasured(long fingerprint) {
        fingerprints.put(fingerprint, Boolean.TRUE);
    }

    /** The verdict judged before for this key, or null; counts the lookup. */
    synchronized FontVerdict find(FontKey key) {
        asked++;
        lookups++;
        FontVerdict verdict = verdicts.get(key);
        if (verdict != null) {
            hits++;
        }
        return verdict;
    }

    /**
     * Keeps a verdict for the key, unless its texts are too long ({@link #MAX_TEXT_CHARS}).
     *
     * @param textChars the longest name or Weight string the verdict's votes carry
     */
    synchronized void put(FontKey key, FontVerdict verdict, int textChars) {
        if (textChars > MAX_TEXT_CHARS) {
            notKept++;
            return;
        }
        verdicts.put(key, verdict);
    }

    /** Counts a font that would have been looked up but was too large to key. */
    synchronized void countUnkeyed() {
        asked++;
        unkeyed++;
    }

    /** The most verdicts held. */
    public int maxEntries() {
        return maxEntries;
    }

    /** Lookups, hits and size so far. */
    public synchronized FontVerdictCacheStatistics statistics() {
        return new FontVerdictCacheStatistics(asked, lookups, hits, unkeyed, notKept, evictions, verdicts.size(),
                maxEntries);
    }

    /** One glyph of a shared font: its code and the character the page showed it as. */
    private static final class GlyphKey {
        private final FontKey font;
        private final int code;
        private final char character;

        GlyphKey(FontKey font, int code, char character) {
            this.font = font;
            this.code = code;
            this.character = character;
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof GlyphKey)) {
                return false;
            }
            GlyphKey key = (GlyphKey) other;
            return code == key.code && character == key.character && font.equals(key.font);
        }

        @Override
        public int hashCode() {
            return (font.hashCode() * 31 + code) * 31 + character;
        }
    }
}
