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
 * <p>One cache per parsed document; not thread-safe; never throws: a font that cannot be judged gets an
 * UNKNOWN verdict whose evidence says why.
 */
public final class FontVerdictCache {
    private final FontEvidenceSettings settings;
    private final FontEvidenceCollector collector;
    /** Insertion-ordered entries for {@link #describeAll()}; the map finds them. */
    private final Map<COSDictionary, Entry> byDictionary = new IdentityHashMap<>();
    private final List<Entry> inOrder = new ArrayList<>();

    public FontVerdictCache(FontEvidenceSettings settings) {
        if (settings == null) {
            throw new IllegalArgumentException("settings is null; use FontEvidenceSettings.defaults()");
        }
        this.settings = settings;
        this.collector = new FontEvidenceCollector(settings);
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
            return new Entry(name, subtype, embedded, VoteCombiner.combine(collector.collect(font)));
        } catch (RuntimeException e) {
            return new Entry(name, subtype, embedded, FontVerdict.unknown("font could not be judged: " + e));
        }
    }

    private static final class Entry {
        final String name;
        final String subtype;
        final boolean embedded;
        final FontVerdict verdict;

        Entry(String name, String subtype, boolean embedded, FontVerdict verdict) {
            this.name = name;
            this.subtype = subtype;
            this.embedded = embedded;
            this.verdict = verdict;
        }
    }
}
