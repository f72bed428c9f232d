package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/** Test notation for word lists: space-separated words, styles after {@code |}: {@code "The lessee|b not|u|i"}. */
final class WordLists {
    private WordLists() {
    }

    static List<StyledWord> parse(String notation) {
        List<StyledWord> words = new ArrayList<>();
        if (notation == null || notation.isBlank()) {
            return words;
        }
        for (String token : notation.trim().split(" +")) {
            String[] parts = token.split("\\|");
            EnumSet<Style> styles = EnumSet.noneOf(Style.class);
            for (int index = 1; index < parts.length; index++) {
                styles.add(Style.ofKey(parts[index]));
            }
            words.add(new StyledWord(parts[0], styles));
        }
        return words;
    }
}
