package dev.pdfstyles.font;

import java.lang.reflect.Method;

import org.apache.fontbox.cmap.CMap;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * The ToUnicode CMap PDFBox already read for a font, through the protected {@code PDFont.getToUnicodeCMap()}.
 * Reading the stream again would draw 8% of the font judge's samples in a profile of {@code FontVerdictCost} for
 * simple fonts, and a Type 0 font's probe-letter lookup would read it once more. PDFBox 3.0.8 parses the stream with
 * a plain {@code CMapParser}, as this project would; it keeps null when the stream cannot be read, and puts the
 * predefined Identity-H in place of a stream without Unicode mappings.
 *
 * <p>This is the project's only reflective access to PDFBox. If a PDFBox version lacks the method,
 * {@link #of} answers null and callers read the stream themselves or ask PDFBox code by code.
 * {@code QuietSimpleFontUnicodeTest} checks the method is found.
 */
final class PdfboxToUnicodeCMap {
    private static final Method GET_TO_UNICODE_CMAP = findGetToUnicodeCMap();

    private PdfboxToUnicodeCMap() {
    }

    /** Whether PDFBox's CMap can be fetched at all with this PDFBox. */
    static boolean isAvailable() {
        return GET_TO_UNICODE_CMAP != null;
    }

    /**
     * PDFBox's ToUnicode CMap of the font: null when it holds none, or when it cannot be fetched (see
     * {@link #isAvailable()}).
     */
    static CMap of(PDFont font) {
        if (GET_TO_UNICODE_CMAP == null) {
            return null;
        }
        try {
            return (CMap) GET_TO_UNICODE_CMAP.invoke(font);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static Method findGetToUnicodeCMap() {
        try {
            Method method = PDFont.class.getDeclaredMethod("getToUnicodeCMap");
            method.setAccessible(true);
            return CMap.class.isAssignableFrom(method.getReturnType()) ? method : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
