package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

/** The memo behind {@link FontNameClassifier#classify}: it must answer as a fresh classification does, and stay bounded. */
class FontNameMemoTest {
    private static final List<String> NAMES = List.of("ABCDEF+Arial-BoldMT", "GHIJKL+Arial-BoldMT", "Arial-BoldMT",
            "TimesNewRomanPS-BoldItalicMT", "NJJJTM+CMR6~5c", "YDQBHA+CMBX10~4a", "CMBX10", "cmti10",
            "Arial,Italic", "MyriadPro-Semibold", "Symbol", "ZapfDingbats", "rtxmi", "LiberationSerif",
            "f-0-0", "  Helvetica-Oblique  ", "MSAM10", "Foo-BdCn", "CairoFont-0-1", "DejaVuSans-BoldOblique");

    @Test
    void rememberedAnswersAreTheFreshOnes() {
        for (String name : NAMES) {
            NameStyle first = FontNameClassifier.classify(name);
            assertEquals(FontNameClassifier.classifyAfresh(name).toString(), first.toString(), name);
            assertSame(first, FontNameClassifier.classify(name), name);
        }
    }

    @Test
    void subsetTagsShareOneEntry() {
        assertSame(FontNameClassifier.classify("ABCDEF+LiberationSans-Italic"),
                FontNameClassifier.classify("QRSTUV+LiberationSans-Italic"));
    }

    @Test
    void longNamesAreClassifiedButNotRemembered() {
        String longName = "X".repeat(FontNameClassifier.MAX_REMEMBERED_NAME_LENGTH) + "-BoldItalic";
        NameStyle style = FontNameClassifier.classify(longName);
        assertEquals(FontNameClassifier.classifyAfresh(longName).toString(), style.toString());
        assertEquals(700, style.weight());
        assertTrue(style != FontNameClassifier.classify(longName), "a long name is classified again");
    }

    @Test
    void endlessNewNamesStayBounded() {
        for (int i = 0; i < 3 * FontNameClassifier.MAX_REMEMBERED_NAMES; i++) {
            FontNameClassifier.classify("Hostile" + i + "-Bold");
            assertTrue(FontNameClassifier.rememberedNames() <= FontNameClassifier.MAX_REMEMBERED_NAMES);
        }
        assertEquals(700, FontNameClassifier.classify("Hostile12345-Bold").weight());
    }

    @Test
    void threadsGetTheFreshAnswers() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                results.add(pool.submit(() -> {
                    for (int round = 0; round < 2_000; round++) {
                        String name = NAMES.get((round + offset) % NAMES.size());
                        String fresh = FontNameClassifier.classifyAfresh(name).toString();
                        if (!fresh.equals(FontNameClassifier.classify(name).toString())) {
                            return false;
                        }
                        if (round % 500 == 0) {
                            FontNameClassifier.classify("Churn" + offset + "x" + round);
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> result : results) {
                assertTrue(result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
