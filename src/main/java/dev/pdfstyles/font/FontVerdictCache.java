package dev.pdfstyles.font;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.pdmodel.font.PDFont;

import dev.pdfstyles.FontEvidenceSettings;

/**
 * Decides once per font per document whether it is bold and italic (issue #4), keyed by the font's
 * {@link COSDictionary} identity: PDFBox can hand out several {@link PDFont} objects for one font dictionary,
 * and two dictionaries with the same name can be different fonts ({@code F1} on two pages).
 *
 * <p>A verdict that would measure glyph outlines (most of the cost of judging fonts) is first looked for among
 * the verdicts shared across documents, when the parser keeps them ({@link SharedFontVerdicts}, issue #27), by
 * a digest of the font's dictionary graph ({@link FontDictionaryDigest}), once a font like it has been met
 * before ({@link FontFingerprint}); the verdict judged here is shared in turn, unless reading the font threw.
 * A font found there is not judged at all. The stroke widths {@link PageFontWeights} measures on a font whose
 * verdict is shared are shared under the same key ({@link #strokeWidthEm}).
 *
 * <p>One cache per parsed document; not thread-safe; never throws: a font that cannot be judged gets an
 * UNKNOWN verdict whose evidence says why.
 */
public final class FontVerdictCache {
    private final FontEvidenceSettings settings;
    private final FontEvidenceCollector collector;
    /** Verdicts shared with the parser's other documents; null when the parser keeps none. */
    private final SharedFontVerdicts shared;
    /** Made at the first font that is looked up in {@link #shared}. */
    private FontDictionaryDigest digest;
    /** Insertion-ordered entries for {@link #describeAll()}; the map finds them. */
    private final Map<COSDictionary, Entry> byDictionary = new IdentityHashMap<>();
    private final List<Entry> inOrder = new ArrayList<>();

    /** A cache for one document, sharing no verdict with other documents. */
    public FontVerdictCache(FontEvidenceSettings settings) {
        this(settings, null);
    }

    /**
     * A cache for one document that looks up, and adds to, the verdicts shared across documents.
     *
     * @param shared the parser's shared verdicts, or null to share none
     */
    public FontVerdictCache(FontEvidenceSettings settings, SharedFontVerdicts shared) {
        if (settings == null) {
            throw new IllegalArgumentException("settings is null; use FontEvidenceSettings.defaults()");
        }
        this.settings = settings;
        this.collector = new FontEvidenceCollector(settings);
        this.shared = shared;
    }

    /** The settings this cache judges with (the lead passes {@code minBoldWeight()} to {@link FontVerdict#isBold}). */
    public FontEvidenceSettings settings() {
        return settings;
    }

    /** The verdict for this font, computed on first sight of its dictionary. Null font: UNKNOWN. */
    public FontVerdict verdictFor(PDFont font) {
        if (font == null) {
            return FontVerdict.unknown("no font");
        }
        COSDictionary key = font.getCOSObject();
        Entry entry = byDictionary.get(key);
        if (entry == null) {
            entry = judge(font);
            byDictionary.put(key, entry);
            inOrder.add(entry);
        }
        return entry.verdict;
    }

    /**
     * One glyph's stroke width for {@link PageFontWeights}, from {@code meter} or, for a font whose verdict is
     * shared across documents, from the widths shared beside it: measured once per glyph for all documents, as
     * its verdict is judged once. Only widths that measured something are shared; a glyph without one is asked
     * again. Call after {@link #verdictFor} has judged the font (the page comparison asks for verdicts first).
     */
    double strokeWidthEm(PDFont font, int code, char character, PageFontWeights.GlyphStrokeMeter meter) {
        Entry entry = shared == null ? null : byDictionary.get(font.getCOSObject());
        FontKey key = entry == null ? null : entry.sharedKey;
        if (key == null) {
            if (entry != null && !entry.widthsNoted) {
                // a font whose verdict measured nothing: keyed from its next sighting on, for its widths
                entry.widthsNoted = true;
                shared.rememberWidthsMeasured(FontFingerprint.of(font.getCOSObject()));
            }
            return meter.strokeWidthEm(font, code, character);
        }
        Double known = shared.strokeWidth(key, code, character);
        if (known != null) {
            return known;
        }
        double width = meter.strokeWidthEm(font, code, character);
        if (width > 0 && Double.isFinite(width)) {
            shared.putStrokeWidth(key, code, character, width);
        }
        return width;
    }

    /** Fonts judged so far. */
    public int size() {
        return inOrder.size();
    }

    /**
     * One line per font seen, in order of first sight: name, subtype, embedded, weight, italic, evidence.
     * Meant for a debug listing behind a setting (issue #4: "a way for a user to see why").
     */
    public List<String> describeAll() {
        List<String> lines = new ArrayList<>(inOrder.size());
        for (Entry entry : inOrder) {
            FontVerdict v = entry.verdict;
            lines.add(entry.name + " | " + entry.subtype + " | " + (entry.embedded ? "embedded" : "not embedded")
                    + " | weight " + (v.weight() == FontVerdict.UNKNOWN_WEIGHT ? "unknown" : v.weight())
                    + (v.isBold(settings.minBoldWeight()) ? " (bold)" : "")
                    + " | italic " + v.italic() + " | " + v.evidence());
        }
        return lines;
    }

    private Entry judge(PDFont font) {
        String name = "?";
        String subtype = "?";
        boolean embedded = false;
        try {
            name = String.valueOf(FontEvidenceCollector.nameOf(font));
            subtype = String.valueOf(font.getSubType());
            embedded = font.isEmbedded();
            return new Entry(name, subtype, embedded, verdictOf(font));
        } catch (RuntimeException e) {
            return new Entry(name, subtype, embedded,
                    new Judged(FontVerdict.unknown("font could not be judged: " + e), null));
        }
    }

    /**
     * Judges the font, or takes its verdict from the shared ones (see {@link SharedFontVerdicts}): a font whose
     * fingerprint belongs to a font that measured its outlines or its stroke widths before is keyed first, and
     * found, judges nothing.
     */
    private Judged verdictOf(PDFont font) {
        long fingerprint = shared == null ? 0 : FontFingerprint.of(font.getCOSObject());
        FontKey key = null;
        boolean metBefore = shared != null && shared.wasMeasured(fingerprint);
        if (metBefore) {
            key = sharedKeyOf(font);
            FontVerdict known = key == null ? null : shared.find(key);
            if (known != null) {
                return new Judged(known, key);
            }
        }
        FontEvidenceCollector.Judgement judgement = collector.startJudging(font);
        if (!judgement.needsOutlines()) {
            FontVerdict verdict = judgement.verdict();
            if (key != null && !judgement.hasReadFailure()) {
                // met before for its stroke widths: keyed already, so its verdict is kept beside them
                shared.put(key, verdict, judgement.longestText());
                return new Judged(verdict, key);
            }
            return new Judged(verdict, null);
        }
        judgement.measureOutlines();
        FontVerdict verdict = judgement.verdict();
        if (shared != null && !metBefore) {
            shared.rememberMeasured(fingerprint);
        } else if (key != null && !judgement.hasReadFailure()) {
            shared.put(key, verdict, judgement.longestText());
            return new Judged(verdict, key);
        }
        return new Judged(verdict, null);
    }

    /** The font's key among the shared verdicts; null when the font is too large to key. */
    private FontKey sharedKeyOf(PDFont font) {
        if (digest == null) {
            digest = new FontDictionaryDigest();
        }
        FontKey key = digest.keyOf(font.getCOSObject(), settings);
        if (key == null) {
            shared.countUnkeyed();
        }
        return key;
    }

    /** A font's verdict, and the key it is shared under across documents: null when it is not shared. */
    private static final class Judged {
        final FontVerdict verdict;
        final FontKey sharedKey;

        Judged(FontVerdict verdict, FontKey sharedKey) {
            this.verdict = verdict;
            this.sharedKey = sharedKey;
        }
    }

    private static final class Entry {
        final String name;
        final String subtype;
        final boolean embedded;
        final FontVerdict verdict;
        /** The key of the verdict, and of the stroke widths, shared across documents; null when not shared. */
        final FontKey sharedKey;
        /** Whether stroke widths were measured on this font while it had no key, and its fingerprint kept. */
        boolean widthsNoted;

        Entry(String name, String subtype, boolean embedded, Judged judged) {
            this.name = name;
            this.subtype = subtype;
            this.embedded = embedded;
            this.verdict = judged.verdict;
            this.sharedKey = judged.sharedKey;
        }
    }
}
