package dev.pdfstyles.glyph;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The facts of one page's glyphs, in painting order, column by column: the decision flags
 * ({@link #VISIBLE} and the bits after it), the slant, where each visible glyph sits (its frame, see {@link GlyphFrame})
 * and how over-printed copies of it are matched ({@link dev.pdfstyles.synthetic.OverprintFinder}).
 *
 * <p>Columns of numbers rather than an object per glyph: each decision at page end is a pass over every
 * glyph of the page, and on text-dense pages a pass over objects scattered through the heap costs a cache
 * miss a glyph, more than the decision itself (docs/benchmark.md, "Where the time goes"). Glyph {@code i}'s
 * frame is {@code frames[i * FRAME_FIELDS ...]}; its over-print key {@code keys[i * KEY_FIELDS ...]}.
 *
 * <p>Only visible glyphs (the {@link #VISIBLE} flag: painted, with a usable matrix) have
 * a frame, a slant and possibly a key; the others are in the columns only to keep the page's indexes. One
 * instance serves a document page after page; it is not thread-safe.
 */
public final class PageGlyphs {

    /** Painted (not render mode 3 or 7: OCR layers) with a usable matrix: the glyph has a frame. */
    public static final byte VISIBLE = 1;
    /** Its font's verdict is bold at the configured weight. */
    public static final byte FONT_BOLD = 2;
    /** Its font's verdict is italic. */
    public static final byte FONT_ITALIC = 4;
    /** Filled and stroked in one colour with a line width that emboldens ({@code SyntheticStyleRules}). */
    public static final byte FILL_STROKE_BOLD = 8;
    /**
     * A space: its Unicode text is whitespace. It has an advance but no ink, so it does not count as text
     * over a rule between words set far apart (see dev.pdfstyles.decoration.RuleAcceptor).
     */
    public static final byte BLANK = 16;
    /**
     * A mathematical symbol: its Unicode text is one character of category Sm ({@code =}, {@code +}, {@code −},
     * {@code ≤}, {@code ∈}...). Typesetters space a formula around relations and operators by position, wider
     * than a word space at times, so a gap beside one is no word space (see
     * dev.pdfstyles.decoration.FractionBars).
     */
    public static final byte MATH_SYMBOL = 32;

    /** A frame is {originX, originY, dirX, dirY, em, advance}: the six numbers of a {@link GlyphFrame}. */
    static final int FRAME_FIELDS = 6;
    /** An over-print key is {font, code, colour, operation} (see {@link dev.pdfstyles.synthetic.OverprintFinder}). */
    static final int KEY_FIELDS = 4;

    /** Key kinds: the glyph is not matched (not filled, no code); a filled glyph; a filled space. */
    static final byte NO_KEY = 0;
    public static final byte INK_KEY = 1;
    static final byte BLANK_KEY = 2;

    private static final int INITIAL_CAPACITY = 256;

    /**
     * Columns up to this many glyphs are kept from page to page; a larger page's are dropped at its end,
     * so one flood page does not hold its memory for the rest of the document.
     */
    private static final int KEPT_CAPACITY = 1 << 14;

    /**
     * Column sets of finished documents kept for the next documents' first pages, at most this many. A
     * document's columns otherwise grow from empty by doubling: on a one-page document of 1,330 glyphs that
     * allocating, zeroing and copying cost 0.02 of a stock parse, and a server parses one small document
     * after another. Each set holds up to {@link #KEPT_CAPACITY} glyphs (750 KB), so the spares stay under
     * 3 MB however many threads parse.
     */
    static final int SPARE_SETS = 4;

    /** The spare column sets; any thread takes one (first glyph of a document) or gives one back (its end). */
    private static final AtomicReferenceArray<Columns> SPARES = new AtomicReferenceArray<>(SPARE_SETS);

    /** One set of columns, as a finished document leaves them: no glyph is in them any more. */
    private static final class Columns {
        final byte[] flags;
        final float[] slants;
        final float[] frames;
        final byte[] keyKinds;
        final int[] keys;

        Columns(byte[] flags, float[] slants, float[] frames, byte[] keyKinds, int[] keys) {
            this.flags = flags;
            this.slants = slants;
            this.frames = frames;
            this.keyKinds = keyKinds;
            this.keys = keys;
        }
    }

    private int size;
    private boolean slantedByTransform;
    /** The columns, empty until the first glyph: a document without text pays nothing. */
    private byte[] flags = new byte[0];
    private float[] slants = new float[0];
    private float[] frames = new float[0];
    private byte[] keyKinds = new byte[0];
    private int[] keys = new int[0];

    /** A page of these frames, all visible with plain flags: for callers that hold frames (tests, tools). */
    public static PageGlyphs of(GlyphFrame... glyphFrames) {
        PageGlyphs glyphs = new PageGlyphs();
        for (GlyphFrame frame : glyphFrames) {
            if (frame == null) {
                glyphs.add((byte) 0);
            } else {
                int i = glyphs.add(VISIBLE);
                glyphs.place(i, frame.originX(), frame.originY(), frame.dirX(), frame.dirY(), frame.em(),
                        frame.advance());
            }
        }
        return glyphs;
    }

    /**
     * Appends a glyph with these flags and returns its index; a visible glyph
     * must then be {@link #place placed}.
     */
    public int add(byte glyphFlags) {
        if (size == flags.length && !(size == 0 && takeSpare())) {
            grow(Math.max(INITIAL_CAPACITY, size * 2));
        }
        int i = size++;
        flags[i] = glyphFlags;
        slants[i] = Float.NaN;
        keyKinds[i] = NO_KEY;
        return i;
    }

    /** Sets a visible glyph's frame; {@code dirX, dirY} a unit vector, {@code em} positive (as in GlyphFrame). */
    public void place(int i, float originX, float originY, float dirX, float dirY, float em, float advance) {
        int f = i * FRAME_FIELDS;
        frames[f] = originX;
        frames[f + 1] = originY;
        frames[f + 2] = dirX;
        frames[f + 3] = dirY;
        frames[f + 4] = em;
        frames[f + 5] = Math.max(0f, advance);
    }

    public void setSlant(int i, float slant) {
        slants[i] = slant;
    }

    /**
     * Notes that a glyph of this page is slanted by the page's transformation (the CTM), not by its text
     * matrix or font: only then can a slant the whole page shares be the page's ({@code PageSlant}).
     */
    public void markSlantedByTransform() {
        slantedByTransform = true;
    }

    /** Whether {@link #markSlantedByTransform} was called since the page began. */
    public boolean isSlantedByTransform() {
        return slantedByTransform;
    }

    /** Sets the over-print key of a filled glyph; {@code blank} for a space, which has no ink to repeat. */
    public void setOverprintKey(int i, int font, int code, int colour, int operation, boolean blank) {
        int k = i * KEY_FIELDS;
        keys[k] = font;
        keys[k + 1] = code;
        keys[k + 2] = colour;
        keys[k + 3] = operation;
        keyKinds[i] = blank ? BLANK_KEY : INK_KEY;
    }

    /** Forgets every glyph (the next page starts); a flood page's large columns are let go. */
    public void clear() {
        size = 0;
        slantedByTransform = false;
        if (flags.length > KEPT_CAPACITY) {
            dropColumns();
        }
    }

    /** Lets the columns go: the next glyph starts from a spare set or from empty ones. */
    private void dropColumns() {
        flags = new byte[0];
        slants = new float[0];
        frames = new float[0];
        keyKinds = new byte[0];
        keys = new int[0];
    }

    /**
     * The document is done: its columns, unless a flood page made them larger than pages keep, become a spare
     * set for another document (when a place is free), and this instance starts again from empty. Only the
     * instance's owner may call it, once no glyph of it is read any more.
     */
    public void release() {
        clear();
        if (flags.length == 0) {
            return;
        }
        Columns columns = new Columns(flags, slants, frames, keyKinds, keys);
        dropColumns();
        for (int s = 0; s < SPARE_SETS; s++) {
            if (SPARES.compareAndSet(s, null, columns)) {
                return;
            }
        }
    }

    /**
     * Takes a spare column set, if one is free, for a document's first glyph. Its entries hold another
     * document's glyphs, as a page's columns hold the page before's: every column is written before it is read
     * (see the class comment).
     */
    private boolean takeSpare() {
        for (int s = 0; s < SPARE_SETS; s++) {
            Columns columns = SPARES.getAndSet(s, null);
            if (columns != null) {
                flags = columns.flags;
                slants = columns.slants;
                frames = columns.frames;
                keyKinds = columns.keyKinds;
                keys = columns.keys;
                return true;
            }
        }
        return false;
    }

    private void grow(int capacity) {
        flags = Arrays.copyOf(flags, capacity);
        slants = Arrays.copyOf(slants, capacity);
        frames = Arrays.copyOf(frames, capacity * FRAME_FIELDS);
        keyKinds = Arrays.copyOf(keyKinds, capacity);
        keys = Arrays.copyOf(keys, capacity * KEY_FIELDS);
    }

    public int size() {
        return size;
    }

    /** How many glyphs the columns hold before they grow (tests). */
    int capacity() {
        return flags.length;
    }

    public byte flags(int i) {
        return flags[i];
    }

    /** Visible and placed: the glyphs that can be decorated, emboldened or slanted. */
    public boolean isVisible(int i) {
        return (flags[i] & VISIBLE) != 0;
    }

    /** Whether glyph i is a space ({@link #BLANK}). */
    public boolean isBlank(int i) {
        return (flags[i] & BLANK) != 0;
    }

    /** Whether glyph i is a mathematical symbol ({@link #MATH_SYMBOL}). */
    public boolean isMathSymbol(int i) {
        return (flags[i] & MATH_SYMBOL) != 0;
    }

    /** The slant of a visible glyph's matrix (NaN when unknown or invisible). */
    public float slant(int i) {
        return slants[i];
    }

    /** The slant column: {@link #size} entries are the page's (the array may be longer). */
    public float[] slants() {
        return slants;
    }

    public float originX(int i) {
        return frames[i * FRAME_FIELDS];
    }

    public float originY(int i) {
        return frames[i * FRAME_FIELDS + 1];
    }

    public float dirX(int i) {
        return frames[i * FRAME_FIELDS + 2];
    }

    public float dirY(int i) {
        return frames[i * FRAME_FIELDS + 3];
    }

    public float em(int i) {
        return frames[i * FRAME_FIELDS + 4];
    }

    public float advance(int i) {
        return frames[i * FRAME_FIELDS + 5];
    }

    /** Distance of a page point along glyph i's baseline from its origin, in page units. */
    public float along(int i, float x, float y) {
        int f = i * FRAME_FIELDS;
        return (x - frames[f]) * frames[f + 2] + (y - frames[f + 1]) * frames[f + 3];
    }

    /** Distance of a page point above glyph i's baseline (negative: below), in page units. */
    public float above(int i, float x, float y) {
        int f = i * FRAME_FIELDS;
        return -(x - frames[f]) * frames[f + 3] + (y - frames[f + 1]) * frames[f + 2];
    }

    /**
     * Axis-aligned page box {minX, minY, maxX, maxY} around glyph i's advance, grown by {@code reachEm} in
     * every direction: where a rule that decorates it can be. Written at {@code zone[at..at+3]} (called per
     * glyph and page: no array is made).
     */
    public void decorationZone(int i, float reachEm, float[] zone, int at) {
        int f = i * FRAME_FIELDS;
        float originX = frames[f];
        float originY = frames[f + 1];
        float advance = frames[f + 5];
        float reach = reachEm * frames[f + 4];
        float endX = originX + frames[f + 2] * advance;
        float endY = originY + frames[f + 3] * advance;
        zone[at] = Math.min(originX, endX) - reach;
        zone[at + 1] = Math.min(originY, endY) - reach;
        zone[at + 2] = Math.max(originX, endX) + reach;
        zone[at + 3] = Math.max(originY, endY) + reach;
    }

    public byte keyKind(int i) {
        return keyKinds[i];
    }

    public int keyFont(int i) {
        return keys[i * KEY_FIELDS];
    }

    public int keyCode(int i) {
        return keys[i * KEY_FIELDS + 1];
    }

    /** Its fill colour as its reader numbered it: glyphs of one number are of one colour, not always the reverse. */
    public int keyColour(int i) {
        return keys[i * KEY_FIELDS + 2];
    }

    public int keyOperation(int i) {
        return keys[i * KEY_FIELDS + 3];
    }
}
