package dev.pdfstyles.page;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingColorSpace;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceGrayColor;
import org.apache.pdfbox.contentstream.operator.color.SetNonStrokingDeviceRGBColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingColorSpace;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingDeviceGrayColor;
import org.apache.pdfbox.contentstream.operator.color.SetStrokingDeviceRGBColor;
import org.apache.pdfbox.contentstream.operator.state.SetLineWidth;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.decoration.DecorationFinder;
import dev.pdfstyles.decoration.PathRuleCollector;
import dev.pdfstyles.decoration.Rule;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.font.PageFontWeights;
import dev.pdfstyles.glyph.PageGlyphs;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.synthetic.OverprintFinder;
import dev.pdfstyles.synthetic.PageSlant;

/**
 * Developer tool (issue 7), not a test: times our per-page decisions in isolation on one PDF, so a change
 * to one finder can be measured in seconds instead of a full benchmark run. It records each page's glyph
 * facts, rules and written strings once, then replays the finders on them many times.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.pdfstyles.page.DecisionCostProbe \
 *     FILE.pdf [rounds] [evict KiB]
 * </pre>
 * With a third argument, each stage's replay is preceded, untimed, by writes over a buffer of that many KiB
 * ({@link CacheEviction}): a stage then meets the processor's caches as it meets them inside a parse, where PDFBox
 * has read a content stream since the last page's decisions. Timed hot, the decoration finder costs 0.4-0.55 of
 * what it costs in a parse; after a buffer past the shared L3 (65536 KiB) it costs about that. The
 * stripper, which then meets the same caches, slows about as much, so the ratios to it move less than the times
 * (docs/benchmark.md, twenty-ninth session).
 *
 * Figures are microseconds per page (median over rounds, and the fastest round: a steadier figure for one
 * stage on a noisy machine), with a plain {@code PDFTextStripper} pass over the same pages as the unit of
 * comparison. The replay reads every page's recorded TextPositions again, long after the pass wrote them and out
 * of cache, so the mapping's figure is about twice what it costs inside a parse (113 against 45 us a page on
 * the long document, timed in place); the finders work on compact columns and read as they do in a parse.
 */
public final class DecisionCostProbe {

    private static final int DEFAULT_ROUNDS = 15;
    /** Extra facts readers per glyph when their own cost is measured. */
    private static final int EXTRA_READS = 4;

    private static final class PageInput {
        final List<TextPosition> glyphs = new ArrayList<>();
        final PageGlyphs facts = new PageGlyphs();
        final List<Rule> rules = new ArrayList<>();
        final List<String> strings = new ArrayList<>();

        final List<List<TextPosition>> stringGlyphs = new ArrayList<>();
        PageFontWeights fontWeights;
        /** As the recorder notes it: a glyph of the page is in a font of unknown weight. */
        boolean hasWeightCandidate;
        /** The keys of the fill colour numbers in the page's over-print keys. */
        java.util.function.IntUnaryOperator colourKeys;
    }

    /** Records what the style pass records; {@code read} off measures the stripper alone. */
    private static final class Recorder extends PDFTextStripper {
        private final GlyphFactsReader reader;
        private final PageFontWeights weights;
        private final boolean read;
        private final PathRuleCollector rules = new PathRuleCollector();
        private PageInput page;
        private int operation;
        private boolean inArray;
        /** Extra readers that read every glyph again: their cost is the facts reader's, measured live. */
        private final List<GlyphFactsReader> extraReaders = new ArrayList<>();
        private final PageGlyphs extraFacts = new PageGlyphs();
        long sink;

        Recorder(FontVerdictCache fonts, boolean read) {
            this(fonts, read, 0);
        }

        Recorder(FontVerdictCache fonts, boolean read, int extraReaderCount) {
            this.reader = new GlyphFactsReader(fonts, DetectionSettings.defaults());
            this.weights = new PageFontWeights(fonts);
            this.read = read;
            for (int i = 0; i < extraReaderCount; i++) {
                extraReaders.add(new GlyphFactsReader(fonts, DetectionSettings.defaults()));
            }
            setSortByPosition(false);
            addOperator(new SetStrokingColorSpace(this));
            addOperator(new SetNonStrokingColorSpace(this));
            addOperator(new SetStrokingColor(this));
            addOperator(new SetNonStrokingColor(this));
            addOperator(new SetStrokingDeviceGrayColor(this));
            addOperator(new SetNonStrokingDeviceGrayColor(this));
            addOperator(new SetStrokingDeviceRGBColor(this));
            addOperator(new SetNonStrokingDeviceRGBColor(this));
            addOperator(new SetLineWidth(this));
        }

        PageInput record(PDDocument document, PDPage pdPage) throws IOException {
            page = new PageInput();
            page.fontWeights = weights;
            page.colourKeys = reader::fillColourKey;   // (the reader is never cleared: numbers hold for every page)
            rules.reset();
            extraFacts.clear();
            this.document = document;
            this.output = java.io.Writer.nullWriter();
            processPage(pdPage);
            page.rules.addAll(rules.rules());
            return page;
        }

        @Override
        protected void processTextPosition(TextPosition text) {
            page.glyphs.add(text);
            if (read) {
                reader.read(text, getGraphicsState(), operation, page.facts);
                for (GlyphFactsReader extra : extraReaders) {
                    extra.read(text, getGraphicsState(), operation, extraFacts);
                    sink += extraFacts.isVisible(extraFacts.size() - 1) ? 1 : 0;
                }
                page.hasWeightCandidate |= reader.isLastFontWeightCandidate();   // as the recorder asks
            }
            super.processTextPosition(text);
        }

        @Override
        public void showTextStrings(COSArray array) throws IOException {
            operation++;
            inArray = true;
            try {
                super.showTextStrings(array);
            } finally {
                inArray = false;
            }
        }

        @Override
        protected void showText(byte[] string) throws IOException {
            if (!inArray) {
                operation++;
            }
            super.showText(string);
        }

        @Override
        protected void unsupportedOperator(Operator operator, List<COSBase> operands) {
            if (read) {
                PathOperators.apply(operator.getName(), operands, getGraphicsState(), 0, 0, rules);
            }
        }

        @Override
        protected void writeString(String text, List<TextPosition> textPositions) {
            page.strings.add(text);
            page.stringGlyphs.add(new ArrayList<>(textPositions));
        }
    }

    private DecisionCostProbe() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_ROUNDS;
        CacheEviction eviction = new CacheEviction(args.length > 2 ? Integer.parseInt(args[2]) : 0);
        try (PDDocument document = Loader.loadPDF(Files.readAllBytes(Paths.get(args[0])))) {
            FontVerdictCache fonts = new FontVerdictCache(DetectionSettings.defaults().fontEvidence());
            List<PageInput> pages = new ArrayList<>();
            Recorder recorder = new Recorder(fonts, true);
            for (PDPage page : document.getPages()) {
                pages.add(recorder.record(document, page));
            }
            int glyphs = 0;
            int rules = 0;
            for (PageInput page : pages) {
                glyphs += page.glyphs.size();
                rules += page.rules.size();
            }
            System.out.printf("%s: %d pages, %.0f glyphs/page, %.0f rules/page%n", args[0], pages.size(),
                    (double) glyphs / pages.size(), (double) rules / pages.size());
            String[] names = {"stripper alone (unit)", "stripper + facts/fonts/paths recorded", "PageSlant.of",
                "OverprintFinder.find", "DecorationFinder.find", "emboldened()", "GlyphStyleDecision per glyph",
                "GlyphTextMapping.append", "GlyphFactsReader.read (live, x" + EXTRA_READS + " diff)"};
            long[][] times = new long[names.length][rounds];
            long sink = 0;
            long digest = 0;
            for (int r = -2; r < rounds; r++) {
                long[] t = new long[names.length];
                long start = System.nanoTime();
                Recorder plain = new Recorder(fonts, false);
                for (PDPage page : document.getPages()) {
                    plain.record(document, page);
                }
                t[0] = System.nanoTime() - start;
                start = System.nanoTime();
                Recorder full = new Recorder(fonts, true);
                for (PDPage page : document.getPages()) {
                    full.record(document, page);
                }
                t[1] = System.nanoTime() - start;
                long roundDigest = 0;
                for (PageInput page : pages) {
                    roundDigest = roundDigest * 31 + replay(page, t, eviction);
                }
                start = System.nanoTime();
                Recorder reads = new Recorder(fonts, true, EXTRA_READS);
                for (PDPage page : document.getPages()) {
                    reads.record(document, page);
                }
                t[8] = (System.nanoTime() - start - t[1]) / EXTRA_READS;
                sink += reads.sink;
                sink += roundDigest;
                digest = roundDigest;
                if (r >= 0) {
                    for (int k = 0; k < names.length; k++) {
                        times[k][r] = t[k];
                    }
                }
            }
            double unit = median(times[0]) / pages.size();
            for (int k = 0; k < names.length; k++) {
                double perPage = median(times[k]) / pages.size();
                double fastest = java.util.Arrays.stream(times[k]).min().orElse(0) / (double) pages.size();
                System.out.printf("%-40s %9.1f us/page  %6.3f x stripper   (fastest round %9.1f us/page)%n", names[k],
                        perPage / 1000, perPage / unit, fastest / 1000);
            }
            System.out.println("result digest (must not change with a speed-up): " + Long.toHexString(digest)
                    + " (checksum " + (sink + eviction.checksum()) + ")");
            if (eviction.isOn()) {
                System.out.println("each finder's replay followed writes over " + eviction.kibibytes() + " KiB");
            }
        }
    }

    private static long replay(PageInput page, long[] t, CacheEviction eviction) {
        int count = page.glyphs.size();
        DetectionSettings settings = DetectionSettings.defaults();
        eviction.evict();
        long start = System.nanoTime();
        float pageSlant = PageSlant.of(page.facts.slants(), count);
        t[2] += System.nanoTime() - start;
        eviction.evict();
        long a = System.nanoTime();
        OverprintFinder.Result overprint = OverprintFinder.find(page.facts, page.colourKeys);
        t[3] += System.nanoTime() - a;
        eviction.evict();
        long b = System.nanoTime();
        byte[] decorations = DecorationFinder.find(page.facts, page.rules, true, true);
        t[4] += System.nanoTime() - b;
        eviction.evict();
        long c = System.nanoTime();
        Map<?, ?> emboldened = page.hasWeightCandidate ? page.fontWeights.emboldened(page.glyphs)
                : Collections.emptyMap();
        t[5] += System.nanoTime() - c;
        eviction.evict();
        long d = System.nanoTime();
        // as the recorder keeps them: per glyph index, found again from the TextPosition by an in-order cursor
        byte[] masks = new byte[count];
        boolean[] dropped = new boolean[count];
        int marked = 0;
        for (int i = 0; i < count; i++) {
            TextStyle style = GlyphStyleDecision.decide(page.facts.flags(i), page.facts.slant(i), pageSlant,
                    overprint.bold[i], decorations[i], settings);
            if (!style.isPlain()) {
                masks[i] = (byte) style.mask();
                marked++;
            }
            if (overprint.repeatsEarlierCopy[i]) {
                dropped[i] = true;
                marked++;
            }
        }
        t[6] += System.nanoTime() - d;
        eviction.evict();
        long e = System.nanoTime();
        StyledText.Builder out = new StyledText.Builder();
        boolean none = marked == 0;
        GlyphTextMapping.GlyphStyles lookup = new GlyphTextMapping.GlyphStyles() {
            private int cursor;

            @Override
            public int flagsOf(TextPosition glyph) {
                int index = indexOf(glyph);
                return index < 0 ? 0 : masks[index] | (dropped[index] ? DROPPED : 0);
            }

            private int indexOf(TextPosition glyph) {
                for (int i = cursor; i < count; i++) {
                    if (page.glyphs.get(i) == glyph) {
                        cursor = i + 1;
                        return i;
                    }
                }
                return page.glyphs.indexOf(glyph);   // out of order: rare, and a probe
            }

            @Override
            public boolean isEmpty() {
                return none;
            }
        };
        for (int s = 0; s < page.strings.size(); s++) {
            GlyphTextMapping.append(page.strings.get(s), page.stringGlyphs.get(s), lookup, out);
        }
        t[7] += System.nanoTime() - e;
        StyledText text = out.build();
        long digest = text.text().hashCode();
        for (int i = 0; i < text.length(); i++) {
            digest = digest * 31 + text.styleAt(i).mask() * 2 + (text.isDropped(i) ? 1 : 0);
        }
        return digest * 31 + java.util.Arrays.hashCode(decorations) * 7L + java.util.Arrays.hashCode(overprint.bold)
                + java.util.Arrays.hashCode(overprint.repeatsEarlierCopy) + emboldened.size()
                + Float.floatToIntBits(pageSlant);
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
