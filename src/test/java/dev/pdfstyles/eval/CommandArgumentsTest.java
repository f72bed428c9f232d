package dev.pdfstyles.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CommandArgumentsTest {
    private static final Set<String> VALUES = Set.of("--out", "--set");
    private static final Set<String> FLAGS = Set.of("--all");

    private static CommandArguments parse(boolean wordsAccepted, String... args) {
        return CommandArguments.parse(args, VALUES, FLAGS, wordsAccepted, "usage");
    }

    @Test
    void parse_valuesFlagsAndWords_inAnyOrder() {
        // act
        CommandArguments arguments = parse(true, "tika", "--out", "-", "--all", "pymupdf");

        // assert
        assertEquals("-", arguments.value("--out", "x"));
        assertEquals("default", arguments.value("--set", "default"));
        assertTrue(arguments.has("--all"));
        assertEquals(List.of("tika", "pymupdf"), arguments.words());
    }

    @Test
    void parse_nothing_defaults() {
        // act
        CommandArguments arguments = parse(false);

        // assert
        assertFalse(arguments.has("--all"));
        assertEquals(List.of(), arguments.words());
        assertEquals("d", arguments.value("--out", "d"));
    }

    @Test
    void parse_optionAsLastArgument_throwsIllegalArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(true, "--out"));
        assertTrue(e.getMessage().contains("--out needs a value"), e.getMessage());
    }

    @Test
    void parse_unknownOptionOrRefusedWord_throwsIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> parse(true, "--outt", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse(false, "tika"));
    }
}
