package dev.pdfstyles.tika.fallback;

import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.tika.parser.pdf.PDFParserConfig;

/**
 * The one text setting younger than the oldest Tika 3.x: {@code ignoreContentStreamSpaceGlyphs}, added by
 * Tika 3.1.0 ({@code PDFParserConfig}) and PDFBox 3.0.4 ({@code PDFTextStripper}). On Tika 3.0.0 neither
 * method exists and calling either throws {@link NoSuchMethodError} on every parse; there the setting does
 * not exist, so the stock text is the one without it. Whether both exist is read once, by reflection; the
 * calls below are made only where they do, so they never link elsewhere.
 */
final class SpaceGlyphSetting {

    /** Whether this runtime's Tika and PDFBox both have the setting. */
    static final boolean AVAILABLE = hasMethod(PDFParserConfig.class, "isIgnoreContentStreamSpaceGlyphs")
            && hasMethod(PDFTextStripper.class, "setIgnoreContentStreamSpaceGlyphs", boolean.class);

    private SpaceGlyphSetting() {
    }

    /** The configured value; false where the setting does not exist. */
    static boolean of(PDFParserConfig config) {
        return AVAILABLE && config.isIgnoreContentStreamSpaceGlyphs();
    }

    /** Sets it on {@code stripper} where it exists; elsewhere only false is possible, the stripper's own. */
    static void applyTo(PDFTextStripper stripper, boolean ignore) {
        if (AVAILABLE) {
            stripper.setIgnoreContentStreamSpaceGlyphs(ignore);
        }
    }

    private static boolean hasMethod(Class<?> type, String name, Class<?>... parameters) {
        try {
            type.getMethod(name, parameters);
            return true;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }
}
