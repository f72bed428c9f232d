package dev.pdfstyles.robustness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;

import dev.pdfstyles.testsupport.TestDocuments;

/**
 * The malformed and hostile inputs of issue 8, made on the fly from real PDFs and from PDFBox objects.
 * Sizes are chosen so that every case means something (millions of operators, hundreds of thousands of
 * rules or glyphs) while the whole set parses twice in about two minutes on a 2-core machine.
 */
final class MalformedCorpus {

    /** Real PDFs that byte-level damage starts from: Tika's classic, and four generators' font kinds. */
    static final String TIKA_SOURCE = "testPDF.pdf";
    static final String[] CORPUS_SOURCES = {
        "cairo/combos.pdf", "libreoffice/combos.pdf", "pdflatex/combos.pdf", "ps2pdf/combos.pdf"};

    /** Cut points as fractions of the file: every region (header, objects, xref, trailer) gets cut. */
    private static final int TRUNCATION_STEPS = 16;

    /** "%PDF-1.x" and a newline: a file that is nothing but its header. */
    private static final int HEADER_ONLY_BYTES = 9;
    /** "%%EOF" and its line ends: the end marker cut off. */
    private static final int EOF_MARKER_BYTES = 7;
    /** Enough of the tail to cut into "startxref", its offset and "%%EOF". */
    private static final int TRAILER_TAIL_BYTES = 40;

    /** Seeds per source for byte flips, and how many bytes each flips. */
    private static final int FLIP_SEEDS = 4;
    private static final int[] FLIP_COUNTS = {1, 16, 256};

    /** Operators in the "millions of operators" stream: 3 per q/cm/Q triple. */
    static final int MANY_OPERATORS = 3_000_000;
    /** Rules (re f) on one page. */
    static final int MANY_RULES = 300_000;
    /** Glyphs on one page: lines times glyphs per line. */
    static final int MANY_GLYPH_LINES = 1_360;
    static final int GLYPHS_PER_LINE = 150;
    static final String GLYPH_FLOOD_NAME = MANY_GLYPH_LINES * GLYPHS_PER_LINE + "-glyphs";

    static byte[] glyphFlood() {
        return HostilePdfs.page(HostilePdfs.manyGlyphs(MANY_GLYPH_LINES, GLYPHS_PER_LINE));
    }

    /** Glyphs painted on the same spot (overprint bold detection stress). */
    static final int OVERPRINTS = 50_000;
    /**
     * Nesting depths for chains of forms, each drawing the next. PDFBox's DrawObject stops at level 50
     * (PDFBOX-4021-era guard), so 40 is drawn to the bottom and the others check that guard holds.
     */
    static final int[] FORM_DEPTHS = {40, 64, 1_000};

    static final class Case {
        final String category;
        final String name;
        final Supplier<byte[]> bytes;

        Case(String category, String name, Supplier<byte[]> bytes) {
            this.category = category;
            this.name = name;
            this.bytes = bytes;
        }

        @Override
        public String toString() {
            return category + "/" + name;
        }
    }

    private MalformedCorpus() {
    }

    static List<NamedPdf> sources() {
        List<NamedPdf> sources = new ArrayList<>();
        sources.add(new NamedPdf("tika-" + TIKA_SOURCE, TestDocuments.tikaTestPdf(TIKA_SOURCE)));
        for (String name : CORPUS_SOURCES) {
            Path path = TestDocuments.corpusRoot().resolve(name);
            try {
                sources.add(new NamedPdf(name.replace('/', '-'), Files.readAllBytes(path)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sources;
    }

    static final class NamedPdf {
        final String name;
        final byte[] bytes;

        NamedPdf(String name, byte[] bytes) {
            this.name = name;
            this.bytes = bytes;
        }
    }

    /** Every case, in the order of the categories above. */
    static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        cases.addAll(truncations());
        cases.addAll(byteFlips());
        cases.addAll(brokenXref());
        cases.addAll(damagedFonts());
        cases.addAll(lyingFonts());
        cases.addAll(forms());
        cases.addAll(numbers());
        cases.addAll(floods());
        return cases;
    }

    static List<Case> truncations() {
        List<Case> cases = new ArrayList<>();
        for (NamedPdf source : sources()) {
            int length = source.bytes.length;
            int[] cuts = new int[TRUNCATION_STEPS + 4];
            for (int i = 0; i < TRUNCATION_STEPS; i++) {
                cuts[i] = (int) ((long) length * i / TRUNCATION_STEPS);
            }
            cuts[TRUNCATION_STEPS] = HEADER_ONLY_BYTES;
            cuts[TRUNCATION_STEPS + 1] = length - 1;
            cuts[TRUNCATION_STEPS + 2] = length - EOF_MARKER_BYTES;
            cuts[TRUNCATION_STEPS + 3] = Math.max(0, length - TRAILER_TAIL_BYTES);
            for (int cut : cuts) {
                cases.add(new Case("truncated", source.name + "@" + cut, () -> ByteDamage.truncate(source.bytes, cut)));
            }
        }
        return cases;
    }

    static List<Case> byteFlips() {
        List<Case> cases = new ArrayList<>();
        for (NamedPdf source : sources()) {
            for (int seed = 1; seed <= FLIP_SEEDS; seed++) {
                for (int count : FLIP_COUNTS) {
                    long fixedSeed = seed * 1_000L + count;
                    cases.add(new Case("flipped", source.name + "-" + count + "-seed" + fixedSeed,
                            () -> ByteDamage.flipBytes(source.bytes, new Random(fixedSeed), count)));
                }
            }
        }
        return cases;
    }

    static List<Case> brokenXref() {
        List<Case> cases = new ArrayList<>();
        for (NamedPdf source : sources()) {
            byte[] pdf = source.bytes;
            String name = source.name;
            cases.add(new Case("xref", name + "-startxref-0", () -> ByteDamage.withStartXref(pdf, "0")));
            cases.add(new Case("xref", name + "-startxref-beyond", () -> ByteDamage.withStartXref(pdf, "999999999")));
            cases.add(new Case("xref", name + "-startxref-mid", () -> ByteDamage.withStartXref(pdf,
                    String.valueOf(pdf.length / 2))));
            cases.add(new Case("xref", name + "-startxref-garbage", () -> ByteDamage.withStartXref(pdf, "x#1")));
            cases.add(new Case("xref", name + "-offsets-scrambled",
                    () -> ByteDamage.scrambleXrefOffsets(pdf, new Random(name.hashCode()))));
            cases.add(new Case("xref", name + "-keyword-gone", () -> ByteDamage.replaceAll(pdf, "xref", "xreF")));
            cases.add(new Case("xref", name + "-root-gone", () -> ByteDamage.replaceAll(pdf, "/Root", "/Roo_")));
            cases.add(new Case("xref", name + "-obj-keyword-gone", () -> ByteDamage.replaceAll(pdf, " obj", " ob_")));
            cases.add(new Case("xref", name + "-endstream-gone",
                    () -> ByteDamage.replaceAll(pdf, "endstream", "endstreaX")));
            cases.add(new Case("xref", name + "-lengths-lie", () -> ByteDamage.replaceAll(pdf, "/Length ", "/Length 1")));
            cases.add(new Case("xref", name + "-chunk-removed",
                    () -> ByteDamage.removeChunk(pdf, pdf.length / 3, pdf.length / 10)));
            cases.add(new Case("xref", name + "-chunk-doubled",
                    () -> ByteDamage.duplicateChunk(pdf, pdf.length / 2, pdf.length / 8)));
        }
        return cases;
    }

    static List<Case> damagedFonts() {
        List<Case> cases = new ArrayList<>();
        for (NamedPdf source : sources()) {
            cases.add(new Case("font-program", source.name + "-flip1pc",
                    () -> FontDamage.damagePrograms(source.bytes, 11, FontDamage::flipOnePercent)));
            cases.add(new Case("font-program", source.name + "-half",
                    () -> FontDamage.damagePrograms(source.bytes, 12, FontDamage::keepFirstHalf)));
            cases.add(new Case("font-program", source.name + "-zero-header",
                    () -> FontDamage.damagePrograms(source.bytes, 13, FontDamage::zeroHeader)));
            cases.add(new Case("font-program", source.name + "-noise",
                    () -> FontDamage.damagePrograms(source.bytes, 14, FontDamage::noise)));
            cases.add(new Case("font-program", source.name + "-scrambled-body",
                    () -> FontDamage.damagePrograms(source.bytes, 15, FontDamage::scrambleBody)));
        }
        return cases;
    }

    static List<Case> lyingFonts() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("font-lies", "claims-bold-italic", () -> HostileFonts.withFont(HostileFonts::claimsBoldItalic)));
        cases.add(new Case("font-lies", "absurd-descriptor", () -> HostileFonts.withFont(HostileFonts::absurdDescriptor)));
        cases.add(new Case("font-lies", "noise-truetype", () -> HostileFonts.withFont(HostileFonts::noiseTrueType)));
        cases.add(new Case("font-lies", "type1-in-fontfile2", () -> HostileFonts.withFont(HostileFonts::wrongProgramKind)));
        cases.add(new Case("font-lies", "truncated-cff", () -> HostileFonts.withFont(HostileFonts::truncatedCff)));
        cases.add(new Case("font-lies", "type3-singular-matrix-self-drawing-glyph",
                () -> HostileFonts.withFont(HostileFonts::singularType3)));
        cases.add(new Case("font-lies", "type3-huge-matrix", () -> HostileFonts.withFont(HostileFonts::hugeType3)));
        cases.add(new Case("font-lies", "type3-glyph-shows-itself",
                () -> HostileFonts.withFont(HostileFonts::selfShowingType3)));
        return cases;
    }

    static List<Case> forms() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("forms", "self-drawing", () -> HostilePdfs.withPage(
                HostilePdfs.textAt("F2", 72, 700, "page text") + "/X0 Do\n", (document, resources) -> {
                    COSDictionary formResources = new COSDictionary();
                    formResources.setItem(COSName.FONT, resources.getDictionaryObject(COSName.FONT));
                    COSDictionary xobjects = new COSDictionary();
                    formResources.setItem(COSName.XOBJECT, xobjects);
                    COSStream form = HostilePdfs.form(document,
                            HostilePdfs.textAt("F2", 72, 600, "form text") + "0 0 100 0.5 re f /X0 Do\n",
                            formResources);
                    xobjects.setItem(COSName.getPDFName("X0"), form);
                    resources.setItem(COSName.XOBJECT, xobjects);
                })));
        cases.add(new Case("forms", "mutual-recursion", () -> HostilePdfs.withPage("/A Do\n",
                (document, resources) -> {
                    COSDictionary shared = new COSDictionary();
                    shared.setItem(COSName.FONT, resources.getDictionaryObject(COSName.FONT));
                    COSDictionary xobjects = new COSDictionary();
                    shared.setItem(COSName.XOBJECT, xobjects);
                    xobjects.setItem(COSName.getPDFName("A"), HostilePdfs.form(document,
                            HostilePdfs.textAt("F1", 72, 700, "in A") + "/B Do\n", shared));
                    xobjects.setItem(COSName.getPDFName("B"), HostilePdfs.form(document,
                            HostilePdfs.textAt("F2", 72, 690, "in B") + "/A Do\n", shared));
                    resources.setItem(COSName.XOBJECT, xobjects);
                })));
        for (int depth : FORM_DEPTHS) {
            cases.add(new Case("forms", "nested-" + depth, () -> nestedForms(depth)));
        }
        return cases;
    }

    static List<Case> numbers() {
        List<Case> cases = new ArrayList<>();
        String giant = "1000000000000000000000000000000";
        String text = HostilePdfs.textAt("F2", 72, 700, "bold words") + HostilePdfs.textAt("F1", 72, 680, "plain");
        cases.add(new Case("numbers", "giant-cm", () -> HostilePdfs.page(
                "q " + giant + " 0 0 " + giant + " 0 0 cm " + text + "Q\n" + text)));
        cases.add(new Case("numbers", "giant-td-and-rules", () -> HostilePdfs.page(
                "BT /F1 12 Tf " + giant + " " + giant + " Td (far away) Tj ET\n"
                        + giant + " " + giant + " 100 0.5 re f\n72 699 " + giant + " 0.5 re f\n" + text
                        + "-" + giant + " 698 " + giant + " 1 re f\n")));
        cases.add(new Case("numbers", "exponent-notation", () -> HostilePdfs.page(
                "q 1e30 0 0 1e30 0 0 cm " + text + "Q\n72 699 1e30 0.5 re f\n" + text)));
        cases.add(new Case("numbers", "giant-font-size", () -> HostilePdfs.page(
                "BT /F2 " + giant + " Tf 72 700 Td (huge) Tj ET\n" + text)));
        cases.add(new Case("numbers", "zero-font-size-and-scale", () -> HostilePdfs.page(
                "BT /F2 0 Tf 72 700 Td (nothing) Tj 0 Tz (squeezed) Tj ET\n" + text)));
        cases.add(new Case("numbers", "zero-matrix", () -> HostilePdfs.page(
                "q 0 0 0 0 0 0 cm " + text + "72 699 100 0.5 re f Q\n" + text)));
        cases.add(new Case("numbers", "overflow-to-infinity", () -> HostilePdfs.page(
                "q " + repeat(giant + " 0 0 " + giant + " " + giant + " " + giant + " cm ", 4) + text
                        + "0 0 100 1 re f Q\n" + text)));
        cases.add(new Case("numbers", "infinity-times-zero-is-nan", () -> HostilePdfs.page(
                "q " + repeat(giant + " 0 0 " + giant + " 0 0 cm ", 3) + "0 0 0 0 0 0 cm " + text
                        + "0 0 100 1 re f Q\n" + text)));
        cases.add(new Case("numbers", "zero-text-matrix", () -> HostilePdfs.page(
                "BT /F2 12 Tf 0 0 0 0 0 0 Tm (degenerate) Tj ET\n" + text)));
        cases.add(new Case("numbers", "giant-line-width-and-char-spacing", () -> HostilePdfs.page(
                giant + " w 2 Tr BT /F1 12 Tf " + giant + " Tc 72 700 Td (spaced) Tj ET\n72 698 100 0 re S\n"
                        + text)));
        cases.add(new Case("numbers", "giant-stroked-rule-under-text", () -> HostilePdfs.page(
                text + giant + " w 72 698 m " + giant + " 698 l S\n72 698 m 72 698 l S\n")));
        return cases;
    }

    static List<Case> floods() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("flood", MANY_OPERATORS + "-operators",
                () -> HostilePdfs.page(HostilePdfs.manyOperators(MANY_OPERATORS))));
        cases.add(new Case("flood", MANY_RULES + "-rules",
                () -> HostilePdfs.page(HostilePdfs.manyRules(MANY_RULES, 80))));
        cases.add(new Case("flood", GLYPH_FLOOD_NAME, MalformedCorpus::glyphFlood));
        cases.add(new Case("flood", OVERPRINTS + "-overprints",
                () -> HostilePdfs.page(HostilePdfs.manyOverprints(OVERPRINTS))));
        return cases;
    }

    /** Stack for the thread that saves deep form chains: PDFBox's writer recurses once per level. */
    private static final long DEEP_SAVE_STACK_BYTES = 256L * 1024 * 1024;

    /** A chain of {@code depth} forms, each drawing the next; every 100th level draws a line of text. */
    static byte[] nestedForms(int depth) {
        byte[][] result = new byte[1][];
        RuntimeException[] failure = new RuntimeException[1];
        Thread saver = new Thread(null, () -> {
            try {
                result[0] = buildNestedForms(depth);
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "deep-form-saver", DEEP_SAVE_STACK_BYTES);
        saver.start();
        try {
            saver.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building nested forms", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return result[0];
    }

    private static byte[] buildNestedForms(int depth) {
        return HostilePdfs.withPage("/N0 Do\n", (document, resources) -> {
            COSStream next = null;
            for (int level = depth - 1; level >= 0; level--) {
                COSDictionary formResources = new COSDictionary();
                formResources.setItem(COSName.FONT, resources.getDictionaryObject(COSName.FONT));
                String content = "1 0 0 1 0 -0.1 cm " + (level % 100 == 0
                        ? HostilePdfs.textAt(level % 200 == 0 ? "F1" : "F2", 72, 700, "level " + level) : "");
                if (next != null) {
                    COSDictionary xobjects = new COSDictionary();
                    xobjects.setItem(COSName.getPDFName("N" + (level + 1)), next);
                    formResources.setItem(COSName.XOBJECT, xobjects);
                    content += "/N" + (level + 1) + " Do\n";
                }
                next = HostilePdfs.form(document, content, formResources);
            }
            COSDictionary xobjects = new COSDictionary();
            xobjects.setItem(COSName.getPDFName("N0"), next);
            resources.setItem(COSName.XOBJECT, xobjects);
        });
    }

    private static String repeat(String s, int times) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < times; i++) {
            out.append(s);
        }
        return out.toString();
    }
}
