package dev.pdfstyles;

/**
 * Where a bold/italic vote comes from, in order of trust (issue #4): the first source with an opinion
 * on a property decides it. The declaration order is the trust order.
 */
public enum EvidenceSource {
    /** The embedded font program: OS/2, head, post; CFF Top DICT; Type 1 FontInfo. */
    PROGRAM("program"),
    /** The PDF font descriptor: Italic flag, ItalicAngle, FontWeight, ForceBold. */
    DESCRIPTOR("descriptor"),
    /** Standard-14 metrics (AFM Weight and ItalicAngle) for non-embedded base-14 fonts and their aliases. */
    STANDARD14("standard14"),
    /** Glyph outlines: stem thickness and stem slant measured on a few glyphs. */
    OUTLINES("outlines"),
    /** The font name, subset tag removed and tokenized. */
    NAME("name");

    private final String label;

    EvidenceSource(String label) {
        this.label = label;
    }

    /**
     * The source with this label (case-insensitive), for settings written as text.
     *
     * @throws IllegalArgumentException naming the value and the accepted labels
     */
    public static EvidenceSource fromLabel(String text) {
        for (EvidenceSource source : values()) {
            if (source.label.equalsIgnoreCase(text == null ? "" : text.trim())) {
                return source;
            }
        }
        StringBuilder accepted = new StringBuilder();
        for (EvidenceSource source : values()) {
            accepted.append(accepted.length() == 0 ? "" : ", ").append(source.label);
        }
        throw new IllegalArgumentException("evidence source '" + text + "' is not one of: " + accepted);
    }

    /** Lower-case label used in evidence strings and settings. */
    public String label() {
        return label;
    }
}
