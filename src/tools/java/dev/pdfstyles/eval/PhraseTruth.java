package dev.pdfstyles.eval;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * A phrase truth file of the real-world set ({@code test-documents/realworld/truth/ID.json}, format in
 * {@code test-documents/realworld/README.md}): labelled phrases with the styles the rendered page shows, and hard
 * negatives that must not get a style. Reading is strict, as {@link TruthFile} is: an unknown key, a flag that is
 * not 0 or 1, an unknown kind or a page below 1 is an {@link IllegalArgumentException} naming the entry.
 */
public final class PhraseTruth {
    /** The decorations a hard negative can stand next to; README.md says what each means. */
    public static final Set<String> NEGATIVE_KINDS = Set.of("border", "form-line", "rule", "highlight",
            "coloured-link", "overline", "shading");

    private static final Set<String> TOP_KEYS = Set.of("file", "phrases", "negatives", "notes");
    private static final Set<String> PHRASE_KEYS = Set.of("page", "text", "b", "i", "u", "s", "occurrence", "note");
    private static final Set<String> NEGATIVE_KEYS = Set.of("page", "text", "kind", "not", "occurrence", "note");
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final String file;
    private final List<Phrase> phrases;
    private final List<Phrase> negatives;

    PhraseTruth(String file, List<Phrase> phrases, List<Phrase> negatives) {
        this.file = file;
        this.phrases = Collections.unmodifiableList(new ArrayList<>(phrases));
        this.negatives = Collections.unmodifiableList(new ArrayList<>(negatives));
    }

    public static PhraseTruth read(Path path) throws IOException {
        try {
            return parse(new String(Files.readAllBytes(path), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
        }
    }

    public static PhraseTruth parse(String json) throws IOException {
        JsonNode root = JSON.readTree(json);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("the top level must be a JSON object");
        }
        checkKeys(root, TOP_KEYS, "top level");
        String file = text(root, "file", "top level");
        List<Phrase> phrases = new ArrayList<>();
        for (JsonNode node : array(root, "phrases")) {
            String where = "phrases[" + phrases.size() + "]";
            checkKeys(node, PHRASE_KEYS, where);
            EnumSet<Style> styles = EnumSet.noneOf(Style.class);
            for (Style style : Style.values()) {
                if (flag(node, style.key(), where)) {
                    styles.add(style);
                }
            }
            phrases.add(new Phrase(page(node, where), text(node, "text", where), occurrence(node, where), styles,
                    null, optionalText(node, "note")));
        }
        List<Phrase> negatives = new ArrayList<>();
        for (JsonNode node : array(root, "negatives")) {
            String where = "negatives[" + negatives.size() + "]";
            checkKeys(node, NEGATIVE_KEYS, where);
            String kind = text(node, "kind", where);
            if (!NEGATIVE_KINDS.contains(kind)) {
                throw new IllegalArgumentException(where + ": kind '" + kind + "' is not one of " + NEGATIVE_KINDS);
            }
            EnumSet<Style> forbidden = EnumSet.noneOf(Style.class);
            for (String key : text(node, "not", where).split("")) {
                forbidden.add(Style.ofKey(key));
            }
            negatives.add(new Phrase(page(node, where), text(node, "text", where), occurrence(node, where), forbidden,
                    kind, optionalText(node, "note")));
        }
        return new PhraseTruth(file, phrases, negatives);
    }

    /** The PDF's file name in the set's folder (the manifest's {@code id}). */
    public String file() {
        return file;
    }

    /** Labelled phrases: {@link Phrase#styles()} are the styles the page shows. */
    public List<Phrase> phrases() {
        return phrases;
    }

    /** Hard negatives: {@link Phrase#styles()} are the styles they must not get. */
    public List<Phrase> negatives() {
        return negatives;
    }

    private static void checkKeys(JsonNode node, Set<String> allowed, String where) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(where + " must be a JSON object");
        }
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw new IllegalArgumentException(where + ": unknown key '" + name + "', accepted: " + allowed);
            }
        }
    }

    private static Iterable<JsonNode> array(JsonNode root, String key) {
        JsonNode node = root.get(key);
        if (node == null) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new IllegalArgumentException("'" + key + "' must be an array");
        }
        return node;
    }

    private static String text(JsonNode node, String key, String where) {
        JsonNode value = node.get(key);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw new IllegalArgumentException(where + ": '" + key + "' must be a non-blank string");
        }
        return value.asText();
    }

    private static String optionalText(JsonNode node, String key) {
        JsonNode value = node.get(key);
        return value == null ? null : value.asText();
    }

    private static boolean flag(JsonNode node, String key, String where) {
        JsonNode value = node.get(key);
        if (value == null || !value.isInt() || (value.asInt() != 0 && value.asInt() != 1)) {
            throw new IllegalArgumentException(where + ": '" + key + "' must be 0 or 1, got " + value);
        }
        return value.asInt() == 1;
    }

    private static int page(JsonNode node, String where) {
        JsonNode value = node.get("page");
        if (value == null || !value.isInt() || value.asInt() < 1) {
            throw new IllegalArgumentException(where + ": 'page' must be an integer >= 1, got " + value);
        }
        return value.asInt();
    }

    private static int occurrence(JsonNode node, String where) {
        JsonNode value = node.get("occurrence");
        if (value == null) {
            return 1;
        }
        if (!value.isInt() || value.asInt() < 1) {
            throw new IllegalArgumentException(where + ": 'occurrence' must be an integer >= 1, got " + value);
        }
        return value.asInt();
    }

    /**
     * One labelled phrase or hard negative. For a phrase, {@link #styles()} are the styles every word of it shows
     * and {@link #kind()} is null; for a hard negative, the styles it must not get and the decoration beside it.
     */
    public static final class Phrase {
        private final int page;
        private final String text;
        private final int occurrence;
        private final Set<Style> styles;
        private final String kind;
        private final String note;

        public Phrase(int page, String text, int occurrence, Set<Style> styles, String kind, String note) {
            this.page = page;
            this.text = text;
            this.occurrence = occurrence;
            this.styles = Collections.unmodifiableSet(styles.isEmpty() ? EnumSet.noneOf(Style.class)
                    : EnumSet.copyOf(styles));
            this.kind = kind;
            this.note = note;
        }

        public int page() {
            return page;
        }

        public String text() {
            return text;
        }

        public int occurrence() {
            return occurrence;
        }

        public Set<Style> styles() {
            return styles;
        }

        public String kind() {
            return kind;
        }

        public String note() {
            return note;
        }
    }
}
