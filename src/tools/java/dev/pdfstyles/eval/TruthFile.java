package dev.pdfstyles.eval;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@code NAME.truth.json} file as docs/truth-format.md defines it. Reading is strict: a missing or
 * mistyped required key, a style that is not 0 or 1, or a word with whitespace in it is an
 * {@link IllegalArgumentException} naming the file and the word index, because a silently wrong truth file
 * makes every figure built on it wrong. Extra top-level keys are kept in {@link #extras()}.
 */
public final class TruthFile {
    /** File name suffix that pairs {@code NAME.pdf} with its truth file. */
    public static final String SUFFIX = ".truth.json";

    private static final Set<String> REQUIRED_KEYS = Set.of("generator", "variant", "source", "words");
    private static final String TEXT_KEY = "t";

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final String generator;
    private final String variant;
    private final String source;
    private final List<StyledWord> words;
    private final Map<String, JsonNode> extras;

    public TruthFile(String generator, String variant, String source, List<StyledWord> words,
            Map<String, JsonNode> extras) {
        this.generator = generator;
        this.variant = variant;
        this.source = source;
        this.words = Collections.unmodifiableList(new ArrayList<>(words));
        this.extras = Collections.unmodifiableMap(new LinkedHashMap<>(extras));
    }

    /** The truth file beside {@code pdf}: {@code dir/NAME.pdf} -> {@code dir/NAME.truth.json}. */
    public static Path besidePdf(Path pdf) {
        String name = pdf.getFileName().toString();
        String stem = name.toLowerCase(java.util.Locale.ROOT).endsWith(".pdf") ? name.substring(0, name.length() - 4) : name;
        return pdf.resolveSibling(stem + SUFFIX);
    }

    public static TruthFile read(Path path) throws IOException {
        try {
            return parse(new String(Files.readAllBytes(path), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
        }
    }

    public static TruthFile parse(String json) throws IOException {
        JsonNode root = JSON.readTree(json);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("the top level must be a JSON object");
        }
        for (String key : REQUIRED_KEYS) {
            if (!root.has(key)) {
                throw new IllegalArgumentException("missing key '" + key + "'");
            }
        }
        Map<String, JsonNode> extras = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = root.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!REQUIRED_KEYS.contains(field.getKey())) {
                extras.put(field.getKey(), field.getValue());
            }
        }
        return new TruthFile(text(root, "generator"), text(root, "variant"), text(root, "source"),
                words(root.get("words")), extras);
    }

    private static String text(JsonNode node, String key) {
        JsonNode value = node.get(key);
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw new IllegalArgumentException("'" + key + "' must be a non-empty string, got " + value);
        }
        return value.asText();
    }

    private static List<StyledWord> words(JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException("'words' must be an array");
        }
        List<StyledWord> words = new ArrayList<>(array.size());
        for (int index = 0; index < array.size(); index++) {
            try {
                words.add(word(array.get(index)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("words[" + index + "]: " + e.getMessage(), e);
            }
        }
        return words;
    }

    private static StyledWord word(JsonNode node) {
        if (!node.isObject()) {
            throw new IllegalArgumentException("a word must be an object, got " + node);
        }
        String text = text(node, TEXT_KEY);
        if (text.codePoints().anyMatch(StyledWordBuilder::isWordSeparator)) {
            throw new IllegalArgumentException("'" + text + "' contains whitespace; a word is a maximal run of"
                    + " non-whitespace characters");
        }
        EnumSet<Style> styles = EnumSet.noneOf(Style.class);
        for (Style style : Style.values()) {
            JsonNode flag = node.get(style.key());
            if (flag == null || !flag.isInt() || (flag.intValue() != 0 && flag.intValue() != 1)) {
                throw new IllegalArgumentException("'" + style.key() + "' must be 0 or 1, got " + flag);
            }
            if (flag.intValue() == 1) {
                styles.add(style);
            }
        }
        return new StyledWord(text, styles);
    }

    public String generator() {
        return generator;
    }

    public String variant() {
        return variant;
    }

    public String source() {
        return source;
    }

    public List<StyledWord> words() {
        return words;
    }

    /** Top-level keys beyond the four FORMAT.md requires (font family, notes...), in file order. */
    public Map<String, JsonNode> extras() {
        return extras;
    }
}
