package dev.pdfstyles.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class StyledSegmentsTest {

    private static final TextStyle BOLD = TextStyle.of(true, false, false, false);

    private static StyledText text(String chars, TextStyle style) {
        return new StyledText.Builder().append(chars, style).build();
    }

    @Test
    void take_textOfOneSegment_thatSegmentOnce() {
        // arrange
        StyledText bold = text("Storage room", BOLD);
        StyledSegments segments = new StyledSegments.Builder().add(text("Boiler", TextStyle.PLAIN)).add(bold).build();
        // act
        List<StyledText> first = segments.take("Storage room");
        List<StyledText> again = segments.take("Storage room");
        // assert
        assertEquals(1, first.size());
        assertSame(bold, first.get(0));
        assertTrue(again.isEmpty(), "a segment is taken once");
    }

    @Test
    void take_equalTexts_theOneAfterTheLastTakenFirst() {
        // arrange: "Note" plain on page 1, bold on page 2; the writer has just written page 2's heading
        StyledText plainNote = text("Note", TextStyle.PLAIN);
        StyledText heading = text("Page two", TextStyle.PLAIN);
        StyledText boldNote = text("Note", BOLD);
        StyledSegments segments = new StyledSegments.Builder().add(plainNote).add(text("x", TextStyle.PLAIN))
                .add(heading).add(boldNote).build();
        segments.take("Page two");
        // act
        List<StyledText> taken = segments.take("Note");
        List<StyledText> next = segments.take("Note");
        // assert
        assertSame(boldNote, taken.get(0));
        assertSame(plainNote, next.get(0), "then the first untaken one");
    }

    @Test
    void take_equalTextsFarBehindTheLastTaken_firstUntakenOne() {
        // arrange: more segments between the cursor and the next equal text than are looked ahead
        StyledSegments.Builder builder = new StyledSegments.Builder();
        StyledText first = text(" ", TextStyle.PLAIN);
        builder.add(first).add(text("start", TextStyle.PLAIN));
        for (int i = 0; i < 40; i++) {
            builder.add(text("w" + i, TextStyle.PLAIN));
        }
        builder.add(text(" ", BOLD));
        StyledSegments segments = builder.build();
        segments.take("start");
        // act
        List<StyledText> taken = segments.take(" ");
        // assert
        assertSame(first, taken.get(0));
    }

    @Test
    void take_linkTextOfConsecutiveSegments_allOfThemInOrder() {
        // arrange: a link whose structure element holds two sequences, written as one string
        StyledText help = text("help", BOLD);
        StyledText pages = text("pages", TextStyle.PLAIN);
        StyledSegments segments = new StyledSegments.Builder().add(text("The ", TextStyle.PLAIN)).add(help)
                .add(pages).add(text(" are", TextStyle.PLAIN)).build();
        segments.take("The ");
        // act
        List<StyledText> taken = segments.take("helppages");
        // assert
        assertEquals(List.of(help, pages), taken);
        assertEquals(1, segments.take(" are").size());
    }

    @Test
    void take_textNoSegmentsMake_nothingTaken() {
        // arrange
        StyledSegments segments = new StyledSegments.Builder().add(text("help", BOLD)).add(text("pages", BOLD))
                .build();
        // act
        List<StyledText> missing = segments.take("helpless");
        List<StyledText> partial = segments.take("help pages");
        // assert
        assertTrue(missing.isEmpty());
        assertTrue(partial.isEmpty());
        assertEquals(1, segments.take("help").size(), "a failed match takes nothing");
    }

    @Test
    void take_emptyTextOrNoSegments_nothing() {
        assertTrue(StyledSegments.NONE.take("anything").isEmpty());
        assertTrue(new StyledSegments.Builder().add(text("a", BOLD)).build().take("").isEmpty());
        assertTrue(new StyledSegments.Builder().add(text("", BOLD)).build().isEmpty(), "empty segments are not kept");
    }
}
