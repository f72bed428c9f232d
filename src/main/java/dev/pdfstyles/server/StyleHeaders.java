package dev.pdfstyles.server;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import dev.pdfstyles.DetectionOverrides;

/**
 * Reads a request's {@code X-PdfStyles-<setting>: <value>} headers into {@link DetectionOverrides}, e.g.
 * {@code X-PdfStyles-detectUnderline: false} or {@code X-PdfStyles-minBoldWeight: 700}. Setting names are the
 * parser's parameter names ({@link DetectionOverrides#SETTING_NAMES}); header names and values are matched in
 * any letter case, since HTTP header names have none (HTTP/2 sends them in lower case).
 *
 * <p>The prefix must not start with {@code X-Tika-PDF}: tika-server maps every header with that prefix onto
 * a {@code PDFParserConfig} setter and answers 400 when there is none.
 */
public final class StyleHeaders {

    /** Header name prefix; the setting's name follows it. */
    public static final String PREFIX = "X-PdfStyles-";

    private StyleHeaders() {
    }

    /**
     * The overrides the headers ask for, or empty when no header has the prefix. A header sent more than once
     * must carry the same value each time.
     *
     * @throws IllegalArgumentException naming the header, for an unknown setting, a value the setting does
     *         not accept, or one setting given different values
     */
    public static Optional<DetectionOverrides> read(Map<String, List<String>> headers) {
        DetectionOverrides overrides = new DetectionOverrides();
        Map<String, String> valueBySetting = new HashMap<>();
        for (Map.Entry<String, List<String>> header : headers.entrySet()) {
            String name = header.getKey();
            if (name == null || !name.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
                continue;
            }
            String setting = name.substring(PREFIX.length());
            for (String value : header.getValue()) {
                String trimmed = value == null ? "" : value.trim();
                String earlier = valueBySetting.putIfAbsent(setting.toLowerCase(Locale.ROOT), trimmed);
                if (earlier != null && !earlier.equalsIgnoreCase(trimmed)) {
                    throw new IllegalArgumentException("header " + name + " given twice, with '" + earlier
                            + "' and '" + trimmed + "'");
                }
                try {
                    overrides.put(setting, trimmed);
                } catch (IllegalArgumentException invalid) {
                    throw new IllegalArgumentException("header " + name + ": " + invalid.getMessage(), invalid);
                }
            }
        }
        return valueBySetting.isEmpty() ? Optional.empty() : Optional.of(overrides);
    }
}
