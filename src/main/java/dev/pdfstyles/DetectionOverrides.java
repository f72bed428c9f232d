package dev.pdfstyles;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;

/**
 * One request's changes to the parser's style settings: each setting left unset (null) keeps what the
 * parser was configured with (tika-config.xml or its setters), each one set replaces it for this request
 * only. Put it in the request's {@code ParseContext}; {@link StyledPdfParser} reads it at every parse and
 * applies it with {@link #applyTo}, so nothing of one request reaches the parser's shared state (#28).
 *
 * <p>It is a mutable bean, unlike {@link DetectionSettings}, because that is the shape Tika's own carriers
 * of a request need: tika-server's {@code /pipes} and {@code /async} build the objects of a FetchEmitTuple's
 * {@code "parseContext"} JSON with a public no-argument constructor and {@code setX} methods (and write them
 * back through matching {@code getX} methods), and the pipes client hands the tuple to its forked JVM with
 * Java serialization. Build one per request; the setting names are the parser's parameter names,
 * {@link #SETTING_NAMES}. Invalid values fail at once with an {@link IllegalArgumentException} naming the
 * setting, the value and what is accepted.
 */
public final class DetectionOverrides implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * The settings, by the names of the parser's parameters (tika-config.xml, {@link StyledPdfParser}): all of
     * them but {@code fontVerdictCacheSize}, which sizes a cache the parser shares among its requests and
     * changes no output.
     */
    public static final List<String> SETTING_NAMES = List.of("detectBold", "detectItalic", "detectUnderline",
            "detectStrikethrough", "syntheticBold", "syntheticItalic", "backSlantItalic", "minBoldWeight",
            "mergeOverprintedCopies", "annotationDecorations", "listFontVerdicts");

    private static final String TRUE = "true";
    private static final String FALSE = "false";

    private Boolean detectBold;
    private Boolean detectItalic;
    private Boolean detectUnderline;
    private Boolean detectStrikethrough;
    private Boolean syntheticBold;
    private Boolean syntheticItalic;
    private Boolean backSlantItalic;
    private Integer minBoldWeight;
    private Boolean mergeOverprintedCopies;
    private Boolean annotationDecorations;
    private Boolean listFontVerdicts;

    /** No setting changed. */
    public DetectionOverrides() {
    }

    /**
     * Sets one setting from its text form, as an HTTP header carries it: a name of {@link #SETTING_NAMES}
     * (any letter case) and {@code true}/{@code false} (any case) or, for {@code minBoldWeight}, a whole
     * number from 100 to 900. Surrounding blanks are ignored.
     *
     * @throws IllegalArgumentException for an unknown name or a value the setting does not accept
     */
    public void put(String name, String text) {
        String setting = canonicalName(name);
        String value = text == null ? "" : text.trim();
        switch (setting) {
            case "detectBold":
                setDetectBold(parseBoolean(setting, value));
                break;
            case "detectItalic":
                setDetectItalic(parseBoolean(setting, value));
                break;
            case "detectUnderline":
                setDetectUnderline(parseBoolean(setting, value));
                break;
            case "detectStrikethrough":
                setDetectStrikethrough(parseBoolean(setting, value));
                break;
            case "syntheticBold":
                setSyntheticBold(parseBoolean(setting, value));
                break;
            case "syntheticItalic":
                setSyntheticItalic(parseBoolean(setting, value));
                break;
            case "backSlantItalic":
                setBackSlantItalic(parseBoolean(setting, value));
                break;
            case "minBoldWeight":
                setMinBoldWeight(parseWeight(setting, value));
                break;
            case "mergeOverprintedCopies":
                setMergeOverprintedCopies(parseBoolean(setting, value));
                break;
            case "annotationDecorations":
                setAnnotationDecorations(parseBoolean(setting, value));
                break;
            case "listFontVerdicts":
                setListFontVerdicts(parseBoolean(setting, value));
                break;
            default:
                throw new IllegalStateException("a name of SETTING_NAMES without a case in put: " + setting);
        }
    }

    /** The settings of {@code base} with every setting this object sets replaced. */
    public DetectionSettings applyTo(DetectionSettings base) {
        DetectionSettings settings = base;
        if (detectBold != null) {
            settings = settings.withBold(detectBold);
        }
        if (detectItalic != null) {
            settings = settings.withItalic(detectItalic);
        }
        if (detectUnderline != null) {
            settings = settings.withUnderline(detectUnderline);
        }
        if (detectStrikethrough != null) {
            settings = settings.withStrikethrough(detectStrikethrough);
        }
        if (syntheticBold != null) {
            settings = settings.withSyntheticBold(syntheticBold);
        }
        if (syntheticItalic != null) {
            settings = settings.withSyntheticItalic(syntheticItalic);
        }
        if (backSlantItalic != null) {
            settings = settings.withBackSlantItalic(backSlantItalic);
        }
        if (minBoldWeight != null) {
            settings = settings.withFontEvidence(settings.fontEvidence().withMinBoldWeight(minBoldWeight));
        }
        if (mergeOverprintedCopies != null) {
            settings = settings.withMergeOverprintedCopies(mergeOverprintedCopies);
        }
        if (annotationDecorations != null) {
            settings = settings.withAnnotationDecorations(annotationDecorations);
        }
        if (listFontVerdicts != null) {
            settings = settings.withListFontVerdicts(listFontVerdicts);
        }
        return settings;
    }

    private static String canonicalName(String name) {
        for (String known : SETTING_NAMES) {
            if (known.equalsIgnoreCase(name == null ? "" : name.trim())) {
                return known;
            }
        }
        throw new IllegalArgumentException("unknown pdf-styles setting '" + name + "'; accepted: "
                + String.join(", ", SETTING_NAMES));
    }

    private static boolean parseBoolean(String name, String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        if (lower.equals(TRUE) || lower.equals(FALSE)) {
            return lower.equals(TRUE);
        }
        throw new IllegalArgumentException(name + " must be true or false, not '" + value + "'");
    }

    private static int parseWeight(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(name + " must be a whole number from "
                    + FontEvidenceSettings.MIN_WEIGHT_SETTING + " to " + FontEvidenceSettings.MAX_WEIGHT_SETTING
                    + ", not '" + value + "'", notANumber);
        }
    }

    /** Detect bold text; null keeps the parser's setting. */
    public Boolean getDetectBold() {
        return detectBold;
    }

    public void setDetectBold(Boolean value) {
        detectBold = value;
    }

    /** Detect italic text; null keeps the parser's setting. */
    public Boolean getDetectItalic() {
        return detectItalic;
    }

    public void setDetectItalic(Boolean value) {
        detectItalic = value;
    }

    /** Detect underlines; null keeps the parser's setting. */
    public Boolean getDetectUnderline() {
        return detectUnderline;
    }

    public void setDetectUnderline(Boolean value) {
        detectUnderline = value;
    }

    /** Detect strike-through; null keeps the parser's setting. */
    public Boolean getDetectStrikethrough() {
        return detectStrikethrough;
    }

    public void setDetectStrikethrough(Boolean value) {
        detectStrikethrough = value;
    }

    /** Count fill+stroke and over-printed text as bold; null keeps the parser's setting. */
    public Boolean getSyntheticBold() {
        return syntheticBold;
    }

    public void setSyntheticBold(Boolean value) {
        syntheticBold = value;
    }

    /** Count sheared text as italic; null keeps the parser's setting. */
    public Boolean getSyntheticItalic() {
        return syntheticItalic;
    }

    public void setSyntheticItalic(Boolean value) {
        syntheticItalic = value;
    }

    /** Count backward-sheared text as italic too; null keeps the parser's setting. */
    public Boolean getBackSlantItalic() {
        return backSlantItalic;
    }

    public void setBackSlantItalic(Boolean value) {
        backSlantItalic = value;
    }

    /** Font weight from which a font is bold; null keeps the parser's setting. */
    public Integer getMinBoldWeight() {
        return minBoldWeight;
    }

    /**
     * @throws IllegalArgumentException if the weight is outside
     *         {@value FontEvidenceSettings#MIN_WEIGHT_SETTING}..{@value FontEvidenceSettings#MAX_WEIGHT_SETTING}
     */
    public void setMinBoldWeight(Integer weight) {
        if (weight != null && (weight < FontEvidenceSettings.MIN_WEIGHT_SETTING
                || weight > FontEvidenceSettings.MAX_WEIGHT_SETTING)) {
            throw new IllegalArgumentException("minBoldWeight must be a whole number from "
                    + FontEvidenceSettings.MIN_WEIGHT_SETTING + " to " + FontEvidenceSettings.MAX_WEIGHT_SETTING
                    + ", not " + weight);
        }
        minBoldWeight = weight;
    }

    /** Leave out the text of glyphs painted again over themselves; null keeps the parser's setting. */
    public Boolean getMergeOverprintedCopies() {
        return mergeOverprintedCopies;
    }

    public void setMergeOverprintedCopies(Boolean value) {
        mergeOverprintedCopies = value;
    }

    /** Count markup annotations and underline-bordered links as decorations; null keeps the parser's setting. */
    public Boolean getAnnotationDecorations() {
        return annotationDecorations;
    }

    public void setAnnotationDecorations(Boolean value) {
        annotationDecorations = value;
    }

    /** Add one metadata value per font with its verdict; null keeps the parser's setting. */
    public Boolean getListFontVerdicts() {
        return listFontVerdicts;
    }

    public void setListFontVerdicts(Boolean value) {
        listFontVerdicts = value;
    }

    @Override
    public String toString() {
        return "DetectionOverrides[detectBold=" + detectBold + ", detectItalic=" + detectItalic
                + ", detectUnderline=" + detectUnderline + ", detectStrikethrough=" + detectStrikethrough
                + ", syntheticBold=" + syntheticBold + ", syntheticItalic=" + syntheticItalic
                + ", backSlantItalic=" + backSlantItalic + ", minBoldWeight=" + minBoldWeight
                + ", mergeOverprintedCopies=" + mergeOverprintedCopies + ", annotationDecorations="
                + annotationDecorations + ", listFontVerdicts=" + listFontVerdicts + "]";
    }
}
