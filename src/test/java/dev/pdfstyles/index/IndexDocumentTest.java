package dev.pdfstyles.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class IndexDocumentTest {

    @Test
    void constructor_fields_idFirstEmptyOnesDropped() {
        // arrange
        Map<String, List<String>> fields = new LinkedHashMap<>();
        fields.put("content", List.of("text"));
        fields.put("bold", List.of());
        fields.put("title", List.of("T"));

        // act
        IndexDocument document = new IndexDocument("d1", fields);

        // assert
        assertEquals(List.of("id", "content", "title"), List.copyOf(document.fields().keySet()));
        assertEquals(List.of("d1"), document.values("id"));
        assertEquals(List.of(), document.values("bold"));
    }

    @Test
    void constructor_emptyId_illegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> new IndexDocument("", Map.of()));
    }

    @Test
    void constructor_idAmongFields_illegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> new IndexDocument("a", Map.of("id", List.of("b"))));
    }

    @Test
    void fields_returned_cannotBeChanged() {
        // arrange
        IndexDocument document = new IndexDocument("a", Map.of("bold", List.of("x")));

        // act + assert
        assertThrows(UnsupportedOperationException.class, () -> document.fields().put("italic", List.of("y")));
        assertThrows(UnsupportedOperationException.class, () -> document.values("bold").add("z"));
    }
}
