// Checks that each PDF's extracted words equal its truth words, in order, the way Tika reads them by default
// (PDFBox PDFTextStripper, sortByPosition=false), except that duplicate overlapping glyphs are suppressed:
// the truth lists an over-printed word once, while Tika's default (suppressDuplicateOverlappingText=false)
// repeats it. That difference is printed as information, not as a failure.
//
//   java -cp "$(cat target/pdfbox-cp.txt)" test-documents/scripts/pdfbox_cases/VerifyCases.java a.pdf b.pdf ...
//
// The truth file of x.pdf is x.truth.json, or for a variant x.names-stripped.pdf, x.names-stripped.truth.json.
// When poppler's pdftotext is on the PATH, its content-order output (-raw) is compared too, as a second reader
// (with immediately repeated words collapsed, since it keeps over-printed copies).
// Exit status 1 when any file differs (PDFBox or pdftotext).

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

public class VerifyCases
{
    private static final Pattern WORD_TEXT = Pattern.compile("\\{\\s*\"t\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    public static void main(String[] args) throws Exception
    {
        int bad = 0;
        for (String arg : args)
        {
            File pdf = new File(arg);
            File truth = new File(pdf.getPath().replaceAll("\\.pdf$", ".truth.json"));
            if (!truth.isFile())
            {
                System.out.println("NO TRUTH " + pdf);
                bad++;
                continue;
            }
            List<String> expected = truthWords(Files.readString(truth.toPath(), StandardCharsets.UTF_8));
            List<String> deduped;
            List<String> stock;
            try (PDDocument doc = Loader.loadPDF(pdf))
            {
                deduped = words(doc, true);
                stock = words(doc, false);
            }
            List<String> poppler = popplerWords(pdf);
            // pdftotext -raw keeps every copy of an over-printed word as its own word: compare with runs of
            // one repeated word collapsed on both sides.
            if (poppler != null && !collapseRepeats(poppler).equals(collapseRepeats(expected)))
            {
                bad++;
                System.out.println("DIFF " + pdf + " (pdftotext -raw)");
                System.out.println("  truth:     " + expected);
                System.out.println("  pdftotext: " + poppler);
            }
            if (deduped.equals(expected))
            {
                String info = stock.equals(expected) ? "" : "  (without duplicate suppression, as Tika's "
                        + "default, PDFBox reads: " + stock + ")";
                System.out.println("OK   " + pdf + "  " + expected.size() + " words" + info);
            }
            else
            {
                bad++;
                System.out.println("DIFF " + pdf);
                System.out.println("  truth:     " + expected);
                System.out.println("  extracted: " + deduped);
            }
        }
        System.exit(bad == 0 ? 0 : 1);
    }

    static List<String> words(PDDocument doc, boolean suppressDuplicates) throws Exception
    {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setSortByPosition(false);
        stripper.setSuppressDuplicateOverlappingText(suppressDuplicates);
        String text = stripper.getText(doc).trim();
        return text.isEmpty() ? List.of() : new ArrayList<>(Arrays.asList(text.split("\\s+")));
    }

    /** Words of `pdftotext -raw` (content-stream order), or null when pdftotext is not installed. */
    static List<String> popplerWords(File pdf) throws Exception
    {
        Process p;
        try
        {
            p = new ProcessBuilder("pdftotext", "-raw", "-enc", "UTF-8", pdf.getPath(), "-").start();
        }
        catch (java.io.IOException notInstalled)
        {
            return null;
        }
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        p.waitFor();
        return text.isEmpty() ? List.of() : new ArrayList<>(Arrays.asList(text.split("\\s+")));
    }

    static List<String> collapseRepeats(List<String> words)
    {
        List<String> out = new ArrayList<>();
        for (String w : words)
        {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(w))
            {
                out.add(w);
            }
        }
        return out;
    }

    static List<String> truthWords(String json)
    {
        List<String> out = new ArrayList<>();
        Matcher m = WORD_TEXT.matcher(json);
        while (m.find())
        {
            out.add(m.group(1).replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        return out;
    }
}
