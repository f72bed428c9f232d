// Writes the adversarial variants of labelled PDFs, so that a style detector can be scored without the help of
// font names and font descriptors:
//   <name>.names-stripped.pdf        every /BaseFont and /FontName of an embedded font (the font, its descendant
//                                    CIDFont and their descriptors) replaced by a meaningless id ABCDEF+F1,
//                                    ABCDEG+F2, ..., the same id for the same original name; /FontFamily removed.
//   <name>.descriptors-stripped.pdf  the same, and in every such descriptor /Flags 32 (4 if it was symbolic),
//                                    /ItalicAngle 0, /StemV 80, /FontWeight and /Style (Panose) removed; the ForceBold
//                                    and Italic flag bits go with the old /Flags.
// each with a copy of the truth file whose "variant" is names-stripped / descriptors-stripped (same words).
//
// What is never touched: font programs (FontFile, FontFile2, FontFile3 and the names inside them), Type 3 glyph
// procedures, encodings, widths, ToUnicode maps, content streams. Fonts that are NOT embedded keep their names and
// descriptors: for them the name and the descriptor choose the substitute font a viewer draws with, so changing
// them would change what a reader sees (the truth). Each variant truth file lists such kept fonts.
//
//   java -cp "$(cat target/pdfbox-cp.txt)" test-documents/scripts/variants_tool/MakeVariants.java \
//        <corpus folder> <variants folder> a.pdf [b.pdf ...]
// A PDF at <corpus>/<dir>/x.pdf with truth <corpus>/<dir>/x.truth.json gets its variants in <variants>/<dir>/.

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSObject;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.text.PDFTextStripper;

public class MakeVariants
{
    static final String TOOL = "scripts/variants_tool/MakeVariants.java";

    /** Font dictionary subtypes (PDF 32000-1:2008, 9.5-9.7). */
    static final Set<String> FONT_SUBTYPES = Set.of("Type0", "Type1", "MMType1", "Type3", "TrueType",
            "CIDFontType0", "CIDFontType2");

    /** Descriptor /Flags bit 3, Symbolic (PDF 32000-1 Table 123): it selects the glyph lookup, so it is kept. */
    static final int FLAG_SYMBOLIC = 4;
    /** Descriptor /Flags bit 6, Nonsymbolic: the neutral value the variant writes. */
    static final int FLAG_NONSYMBOLIC = 32;
    /** A middle-of-the-road stem width, the value many producers write when they do not know. */
    static final int NEUTRAL_STEM_V = 80;

    static final Pattern VARIANT_FIELD = Pattern.compile("\"variant\"\\s*:\\s*\"[^\"]*\"");

    enum Variant
    {
        NAMES_STRIPPED("names-stripped", false),
        DESCRIPTORS_STRIPPED("descriptors-stripped", true);

        final String label;
        final boolean neutralDescriptors;

        Variant(String label, boolean neutralDescriptors)
        {
            this.label = label;
            this.neutralDescriptors = neutralDescriptors;
        }
    }

    public static void main(String[] args) throws Exception
    {
        if (args.length < 3)
        {
            System.err.println("usage: MakeVariants <corpus folder> <variants folder> a.pdf [b.pdf ...]");
            System.exit(2);
        }
        Path corpus = Path.of(args[0]).toAbsolutePath().normalize();
        Path variants = Path.of(args[1]).toAbsolutePath().normalize();
        int failed = 0;
        for (int i = 2; i < args.length; i++)
        {
            Path pdf = Path.of(args[i]).toAbsolutePath().normalize();
            try
            {
                makeVariants(corpus, variants, pdf);
            }
            catch (InvalidPasswordException e)
            {
                System.out.println("SKIPPED " + pdf + ": needs a password");
            }
            catch (IOException | RuntimeException e)
            {
                failed++;
                System.out.println("FAILED " + pdf + ": " + e);
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }

    static void makeVariants(Path corpus, Path variantsRoot, Path pdf) throws IOException
    {
        String base = pdf.getFileName().toString().replaceAll("\\.pdf$", "");
        Path truth = pdf.resolveSibling(base + ".truth.json");
        String truthJson = Files.readString(truth, StandardCharsets.UTF_8);
        Path relDir = corpus.relativize(pdf.getParent());
        Path outDir = variantsRoot.resolve(relDir);
        Files.createDirectories(outDir);
        String derivedFrom = corpus.relativize(pdf).toString().replace(File.separatorChar, '/');
        String originalText;
        try (PDDocument doc = Loader.loadPDF(pdf.toFile()))
        {
            originalText = text(doc);
        }
        for (Variant v : Variant.values())
        {
            Report report;
            Path out = outDir.resolve(base + "." + v.label + ".pdf");
            try (PDDocument doc = Loader.loadPDF(pdf.toFile()))
            {
                if (doc.isEncrypted())
                {
                    // opened with the empty user password; write the variant without encryption
                    doc.setAllSecurityToBeRemoved(true);
                }
                report = rewriteFonts(doc, v);
                doc.save(out.toFile());
            }
            try (PDDocument doc = Loader.loadPDF(out.toFile()))
            {
                if (!text(doc).equals(originalText))
                {
                    throw new IOException("the variant's extracted text differs from the original's: " + out);
                }
            }
            Files.writeString(outDir.resolve(base + "." + v.label + ".truth.json"),
                    variantTruth(truthJson, v, derivedFrom, report), StandardCharsets.UTF_8);
            System.out.println("wrote " + relDir + "/" + base + "." + v.label + ".pdf  (" + report.renamed.size()
                    + " fonts renamed, " + report.keptNotEmbedded.size() + " non-embedded kept)");
        }
    }

    /** The text Tika's default order gives (a guard: renaming fonts must not change a single character). */
    static String text(PDDocument doc) throws IOException
    {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setSortByPosition(false);
        return stripper.getText(doc);
    }

    /** What a variant changed, for its truth file. */
    static final class Report
    {
        final Map<String, String> renamed = new LinkedHashMap<>();
        final Set<String> keptNotEmbedded = new TreeSet<>();
    }

    static Report rewriteFonts(PDDocument doc, Variant v)
    {
        List<COSDictionary> fonts = findFontDictionaries(doc.getDocument().getTrailer());
        Report report = new Report();
        Map<COSDictionary, Boolean> done = new IdentityHashMap<>();
        for (COSDictionary font : fonts)
        {
            if (isDescendant(font) || done.containsKey(font))
            {
                continue;
            }
            done.put(font, true);
            List<COSDictionary> parts = new ArrayList<>();
            parts.add(font);
            COSArray descendants = font.getCOSArray(COSName.DESCENDANT_FONTS);
            if (descendants != null)
            {
                for (int i = 0; i < descendants.size(); i++)
                {
                    if (descendants.getObject(i) instanceof COSDictionary)
                    {
                        parts.add((COSDictionary) descendants.getObject(i));
                        done.put((COSDictionary) descendants.getObject(i), true);
                    }
                }
            }
            List<COSDictionary> descriptors = new ArrayList<>();
            for (COSDictionary part : parts)
            {
                COSDictionary fd = part.getCOSDictionary(COSName.FONT_DESC);
                if (fd != null)
                {
                    descriptors.add(fd);
                }
            }
            String original = originalName(parts, descriptors);
            boolean type3 = COSName.TYPE3.equals(font.getCOSName(COSName.SUBTYPE));
            if (!type3 && !isEmbedded(descriptors))
            {
                report.keptNotEmbedded.add(original == null ? "(unnamed font)" : original);
                continue;
            }
            if (original == null)
            {
                // a Type 3 font without BaseFont or FontName: nothing to rename
                if (v.neutralDescriptors)
                {
                    descriptors.forEach(MakeVariants::neutralize);
                }
                continue;
            }
            String id = report.renamed.computeIfAbsent(original, k -> meaninglessId(report.renamed.size()));
            for (COSDictionary part : parts)
            {
                if (part.containsKey(COSName.BASE_FONT))
                {
                    part.setName(COSName.BASE_FONT, id);
                }
            }
            for (COSDictionary fd : descriptors)
            {
                fd.setName(COSName.FONT_NAME, id);
                fd.removeItem(COSName.FONT_FAMILY);
                if (v.neutralDescriptors)
                {
                    neutralize(fd);
                }
            }
        }
        return report;
    }

    static void neutralize(COSDictionary fd)
    {
        int flags = fd.getInt(COSName.FLAGS, 0);
        fd.setInt(COSName.FLAGS, (flags & FLAG_SYMBOLIC) != 0 ? FLAG_SYMBOLIC : FLAG_NONSYMBOLIC);
        fd.setInt(COSName.ITALIC_ANGLE, 0);
        fd.setInt(COSName.STEM_V, NEUTRAL_STEM_V);
        fd.removeItem(COSName.FONT_WEIGHT);
        fd.removeItem(COSName.STYLE);
    }

    static boolean isEmbedded(List<COSDictionary> descriptors)
    {
        for (COSDictionary fd : descriptors)
        {
            if (fd.containsKey(COSName.FONT_FILE) || fd.containsKey(COSName.FONT_FILE2)
                    || fd.containsKey(COSName.FONT_FILE3))
            {
                return true;
            }
        }
        return false;
    }

    /** The name a font is known by: its descendant's BaseFont for Type 0, else its own, else the descriptor's. */
    static String originalName(List<COSDictionary> parts, List<COSDictionary> descriptors)
    {
        for (int i = parts.size() - 1; i >= 0; i--)
        {
            COSName n = parts.get(i).getCOSName(COSName.BASE_FONT);
            if (n != null)
            {
                return n.getName();
            }
        }
        for (COSDictionary fd : descriptors)
        {
            COSName n = fd.getCOSName(COSName.FONT_NAME);
            if (n != null)
            {
                return n.getName();
            }
        }
        return null;
    }

    /** ABCDEF+F1, ABCDEG+F2, ...: shaped like a subset tag and a name, saying nothing about the font. */
    static String meaninglessId(int index)
    {
        char[] tag = "ABCDEF".toCharArray();
        int carry = index;
        for (int pos = tag.length - 1; pos >= 0 && carry > 0; pos--)
        {
            int value = tag[pos] - 'A' + carry;
            tag[pos] = (char) ('A' + value % 26);
            carry = value / 26;
        }
        return new String(tag) + "+F" + (index + 1);
    }

    /** CIDFonts are handled with the Type 0 font that uses them (an orphan CIDFont is left alone). */
    static boolean isDescendant(COSDictionary font)
    {
        String subtype = font.getNameAsString(COSName.SUBTYPE);
        return "CIDFontType0".equals(subtype) || "CIDFontType2".equals(subtype);
    }

    /** Every font dictionary reachable from the trailer (pages, forms, annotations, AcroForm, Type 3 resources). */
    static List<COSDictionary> findFontDictionaries(COSDictionary trailer)
    {
        List<COSDictionary> fonts = new ArrayList<>();
        Set<COSBase> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<COSBase> todo = new ArrayDeque<>();
        todo.push(trailer);
        while (!todo.isEmpty())
        {
            COSBase item = todo.pop();
            if (item instanceof COSObject)
            {
                item = ((COSObject) item).getObject();
            }
            if (item == null || !seen.add(item))
            {
                continue;
            }
            if (item instanceof COSDictionary)
            {
                COSDictionary dict = (COSDictionary) item;
                if (isFontDictionary(dict))
                {
                    fonts.add(dict);
                }
                for (COSBase value : dict.getValues())
                {
                    todo.push(value);
                }
            }
            else if (item instanceof COSArray)
            {
                for (COSBase value : (COSArray) item)
                {
                    todo.push(value);
                }
            }
        }
        return fonts;
    }

    static boolean isFontDictionary(COSDictionary dict)
    {
        String subtype = dict.getNameAsString(COSName.SUBTYPE);
        if (subtype == null || !FONT_SUBTYPES.contains(subtype))
        {
            return false;
        }
        return COSName.FONT.equals(dict.getCOSName(COSName.TYPE)) || dict.containsKey(COSName.BASE_FONT)
                || dict.containsKey(COSName.CHAR_PROCS);
    }

    /** The truth file with "variant" replaced and where the variant came from added after the opening brace. */
    static String variantTruth(String json, Variant v, String derivedFrom, Report report)
    {
        Matcher m = VARIANT_FIELD.matcher(json);
        if (!m.find())
        {
            throw new IllegalArgumentException("truth file has no \"variant\" field");
        }
        String out = m.replaceFirst(Matcher.quoteReplacement("\"variant\": \"" + v.label + "\""));
        StringBuilder extra = new StringBuilder();
        extra.append("\n  \"derived_from\": \"").append(derivedFrom).append("\",");
        extra.append("\n  \"variant_tool\": \"").append(TOOL).append("\",");
        extra.append("\n  \"variant_fonts_renamed\": ").append(report.renamed.size()).append(',');
        extra.append("\n  \"variant_fonts_kept_not_embedded\": [");
        String sep = "";
        for (String name : report.keptNotEmbedded)
        {
            extra.append(sep).append('"').append(name.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
            sep = ", ";
        }
        extra.append("],");
        int brace = out.indexOf('{');
        return out.substring(0, brace + 1) + extra + out.substring(brace + 1);
    }
}
