package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;

import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.FontVerdictCacheStatistics;
import dev.pdfstyles.testsupport.DocumentFonts;
import dev.pdfstyles.testsupport.TestDocuments;
import dev.pdfstyles.testsupport.Type3FontBuilder;

/**
 * Verdicts taken from the cache shared across documents (issue #27) are the verdicts judging the font gives,
 * evidence included; only fonts that would measure outlines use it; a font whose reading threw is not shared;
 * the cache holds nothing of a document.
 */
class SharedVerdictsInCacheTest {
    private static final FontEvidenceSettings DEFAULTS = FontEvidenceSettings.defaults();

    @Test
    void verdictFor_everyCorpusFontFoundAgainInALaterLoad_sameVerdictAsJudgedAlone() throws IOException {
        // arrange: one shared cache; a first load of each document remembers its fonts, a second keeps their
        // verdicts, a third finds them
        SharedFontVerdicts shared = new SharedFontVerdicts(100_000);
        int fonts = 0;
        int measured = 0;
        List<String> differences = new ArrayList<>();
        for (Path pdf : TestDocuments.corpusPdfs()) {
            byte[] bytes = Files.readAllBytes(pdf);
            for (int load = 0; load < 2; load++) {
                try (PDDocument earlier = Loader.loadPDF(bytes)) {
                    FontVerdictCache filling = new FontVerdictCache(DEFAULTS, shared);
                    for (PDFont font : DocumentFonts.of(earlier)) {
                        filling.verdictFor(font);
                    }
                }
            }
            try (PDDocument again = Loader.loadPDF(bytes); PDDocument alone = Loader.loadPDF(bytes)) {
                FontVerdictCache fromShared = new FontVerdictCache(DEFAULTS, shared);
                FontVerdictCache judged = new FontVerdictCache(DEFAULTS);
                List<PDFont> againFonts = DocumentFonts.of(again);
                List<PDFont> aloneFonts = DocumentFonts.of(alone);
                long hitsBefore = shared.statistics().hits();
                // act
                for (int i = 0; i < againFonts.size(); i++) {
                    FontVerdict found = fromShared.verdictFor(againFonts.get(i));
                    FontVerdict expected = judged.verdictFor(aloneFonts.get(i));
                    fonts++;
                    if (found.weight() != expected.weight() || found.italic() != expected.italic()
                            || !found.evidence().equals(expected.evidence())) {
                        differences.add(pdf + " " + againFonts.get(i).getName() + ":\n  " + found + "\n  " + expected);
                    }
                    if (expected.evidence().contains("outlines: ")
                            && !expected.evidence().contains("outlines: [not measured")) {
                        measured++;
                    }
                }
                assertEquals(fromShared.describeAll(), judged.describeAll(), pdf.toString());
                assertTrue(shared.statistics().hits() >= hitsBefore, pdf.toString());
            }
        }
        // assert
        assertEquals(List.of(), differences);
        // enough fonts that measure outlines, the only ones shared, for the comparison to mean something (182 of
        // 781 fonts when written)
        assertTrue(fonts > 500 && measured > 150, fonts + " fonts, " + measured + " measured by outlines");
        assertTrue(shared.statistics().hits() >= measured, shared.statistics() + ", " + measured + " measured");
    }

    @Test
    void verdictFor_fontDecidedByItsProgram_notLookedUp() throws IOException {
        try (PDDocument doc = FontFixtures.load("truetype-simple.pdf")) {
            // arrange: OS/2 states weight and italic: no outlines, so no key and no lookup
            SharedFontVerdicts shared = new SharedFontVerdicts(16);
            FontVerdictCache cache = new FontVerdictCache(DEFAULTS, shared);
            // act
            FontVerdict verdict = cache.verdictFor(FontFixtures.fontsByName(doc).get("LiberationSerif-Bold"));
            // assert
            assertTrue(verdict.evidence().contains("from program"), verdict::evidence);
            assertEquals(0, shared.statistics().lookups());
            assertEquals(0, shared.statistics().entries());
        }
    }

    @Test
    void verdictFor_fontMeasuredByOutlines_rememberedThenKeptThenFound() throws IOException {
        try (PDDocument first = FontFixtures.load("type1c-urw.pdf");
             PDDocument second = FontFixtures.load("type1c-urw.pdf");
             PDDocument third = FontFixtures.load("type1c-urw.pdf")) {
            // arrange: Ghostscript's CFF subsets state no weight: the outlines decide
            SharedFontVerdicts shared = new SharedFontVerdicts(16);
            FontVerdict once = new FontVerdictCache(DEFAULTS, shared)
                    .verdictFor(FontFixtures.fontsByName(first).get("NimbusSans-Bold"));
            FontVerdictCacheStatistics afterFirst = shared.statistics();
            FontVerdict kept = new FontVerdictCache(DEFAULTS, shared)
                    .verdictFor(FontFixtures.fontsByName(second).get("NimbusSans-Bold"));
            // act
            FontVerdict found = new FontVerdictCache(DEFAULTS, shared)
                    .verdictFor(FontFixtures.fontsByName(third).get("NimbusSans-Bold"));
            // assert
            assertTrue(once.evidence().contains("from outlines"), once::evidence);
            assertEquals(0, afterFirst.lookups(), "a first sighting is remembered, not keyed");
            assertEquals(1, afterFirst.asked());
            assertSame(kept, found, "the third document gets the verdict the second one kept");
            assertEquals(3, shared.statistics().asked());
            assertEquals(2, shared.statistics().lookups());
            assertEquals(1, shared.statistics().hits());
        }
    }

    @Test
    void verdictFor_otherSettings_notTheVerdictOfTheFirst() throws IOException {
        try (PDDocument first = FontFixtures.load("type1c-urw.pdf");
             PDDocument second = FontFixtures.load("type1c-urw.pdf");
             PDDocument third = FontFixtures.load("type1c-urw.pdf")) {
            // arrange: the font is met, then kept under the default settings
            SharedFontVerdicts shared = new SharedFontVerdicts(16);
            new FontVerdictCache(DEFAULTS, shared).verdictFor(FontFixtures.fontsByName(first).get("NimbusSans-Bold"));
            new FontVerdictCache(DEFAULTS, shared).verdictFor(FontFixtures.fontsByName(second).get("NimbusSans-Bold"));
            // act: the fingerprint is the same, the key is not
            new FontVerdictCache(DEFAULTS.withMinBoldWeight(800), shared)
                    .verdictFor(FontFixtures.fontsByName(third).get("NimbusSans-Bold"));
            // assert
            assertEquals(2, shared.statistics().lookups());
            assertEquals(0, shared.statistics().hits());
            assertEquals(2, shared.statistics().entries());
        }
    }

    @Test
    void verdictFor_glyphOutlineUnreadable_verdictNotShared() throws IOException {
        // arrange: a Type 3 font whose 'l' procedure runs past the operator budget, so reading it throws
        PDFont font = type3FontWithL("0 0 1 1 re f\n" + "0 0 m\n".repeat(10_001));
        SharedFontVerdicts shared = new SharedFontVerdicts(16);
        new FontVerdictCache(DEFAULTS, shared).verdictFor(font);
        // act: met the second time, it is keyed and judged, and would be kept
        FontVerdict verdict = new FontVerdictCache(DEFAULTS, shared).verdictFor(font);
        // assert
        assertTrue(verdict.evidence().contains("unreadable"), verdict::evidence);
        assertEquals(1, shared.statistics().lookups(), verdict::evidence);
        assertEquals(0, shared.statistics().entries(), verdict::evidence);
    }

    @Test
    void verdictFor_type3GlyphReadable_verdictShared() throws IOException {
        // arrange: the same font with a plain 'l' stem: the control for the test above
        PDFont font = type3FontWithL("0 0 100 700 re f\n");
        SharedFontVerdicts shared = new SharedFontVerdicts(16);
        new FontVerdictCache(DEFAULTS, shared).verdictFor(font);
        // act
        FontVerdict verdict = new FontVerdictCache(DEFAULTS, shared).verdictFor(font);
        // assert
        assertFalse(verdict.evidence().contains("unreadable"), verdict::evidence);
        assertEquals(1, shared.statistics().entries(), verdict::evidence);
    }

    /** A Type 3 font that maps code 108 to a glyph procedure 'l' with this content. */
    private static PDFont type3FontWithL(String content) throws IOException {
        return FontFixtures.recreate(new Type3FontBuilder().name("T3Test").glyph('l', "l", 500, content).build());
    }

    @Test
    void sharedCache_afterTheCorpus_holdsOnlyStringsAndItsOwnValues() throws IOException {
        // arrange
        SharedFontVerdicts shared = new SharedFontVerdicts(100_000);
        for (Path pdf : TestDocuments.corpusPdfs()) {
            for (int load = 0; load < 2; load++) {
                try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(pdf))) {
                    FontVerdictCache cache = new FontVerdictCache(DEFAULTS, shared);
                    for (PDFont font : DocumentFonts.of(doc)) {
                        cache.verdictFor(font);
                    }
                }
            }
        }
        // act
        Set<String> classes = reachableClasses(shared);
        // assert
        assertTrue(shared.statistics().entries() > 100, shared.statistics()::toString);
        for (String name : classes) {
            boolean ours = name.startsWith("dev.pdfstyles.");
            boolean value = name.startsWith("java.lang.") || name.startsWith("java.util.") || name.startsWith("[");
            if (!ours && !value) {
                fail("the shared cache reaches a " + name + " (all: " + classes + ")");
            }
        }
        assertFalse(classes.stream().anyMatch(n -> n.contains("pdfbox")), classes::toString);
    }

    /**
     * The classes of every object reachable from the root: the fields of this project's objects (its lambdas
     * included), and the entries of maps and collections through their own interface (the JDK's fields are closed
     * to reflection).
     */
    private static Set<String> reachableClasses(Object root) {
        Set<String> classes = new java.util.TreeSet<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Object> todo = new ArrayList<>(List.of(root));
        while (!todo.isEmpty()) {
            Object object = todo.remove(todo.size() - 1);
            if (object == null || !seen.add(object)) {
                continue;
            }
            Class<?> type = object.getClass();
            classes.add(type.getName());
            if (object instanceof Map) {
                for (Map.Entry<?, ?> entry : ((Map<?, ?>) object).entrySet()) {
                    todo.add(entry.getKey());
                    todo.add(entry.getValue());
                }
            } else if (object instanceof Collection) {
                todo.addAll((Collection<?>) object);
            } else if (object instanceof Object[]) {
                todo.addAll(Arrays.asList((Object[]) object));
            } else if (type.getName().startsWith("dev.pdfstyles.") && !type.isEnum()) {
                for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                    if (!c.getName().startsWith("dev.pdfstyles.")) {
                        classes.add(c.getName());   // a superclass of the JDK's, e.g. a map's: named, not opened
                        break;
                    }
                    for (Field field : c.getDeclaredFields()) {
                        if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                            continue;
                        }
                        try {
                            field.setAccessible(true);
                            todo.add(field.get(object));
                        } catch (ReflectiveOperationException | RuntimeException e) {
                            throw new IllegalStateException("cannot read " + field, e);
                        }
                    }
                }
            }
        }
        return classes;
    }
}
