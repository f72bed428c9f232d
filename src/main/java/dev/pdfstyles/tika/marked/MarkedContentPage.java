package dev.pdfstyles.tika.marked;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.documentinterchange.markedcontent.PDMarkedContent;
import org.apache.pdfbox.text.TextPosition;

import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.model.TextStyle;
import dev.pdfstyles.page.PageStyleRecorder;

/**
 * One page read as Tika's marked-content writer reads it, into the pieces of text that writer writes for
 * it, each with its characters' styles. The pieces follow Tika 3.x's rules
 * ({@code PDFMarkedContent2XHTML.loadTextByMCID}, the one Tika detail the marked-content splice depends on):
 * <ul>
 * <li>a top-level marked-content sequence's text is its own glyphs' Unicode, in content order (the text of
 *     sequences nested in it is not written);</li>
 * <li>a sequence tagged {@code P} is trimmed as {@link String#trim} trims;</li>
 * <li>a later sequence with a page's MCID replaces the earlier one;</li>
 * <li>the sequences without an MCID (artifacts, most often; {@link PDMarkedContent#getMCID()} is negative)
 *     are one piece a page, joined by a line feed.</li>
 * </ul>
 * A Tika whose writer builds its text otherwise writes pieces that no segment equals: those are written
 * unstyled, never mis-styled ({@code dev.pdfstyles.xhtml.SegmentedCharacterStream}).
 */
final class MarkedContentPage {

    /** The marked-content tag whose text Tika trims. */
    private static final String TRIMMED_TAG = "P";
    /** What Tika writes between the pieces of a page that have no MCID. */
    private static final char UNMARKED_SEPARATOR = '\n';
    private MarkedContentPage() {
    }

    /** One top-level sequence: its glyphs as the extractor kept them, and their text. */
    private static final class Sequence {
        final String tag;
        final int mcid;
        final List<TextPosition> glyphs = new ArrayList<>();
        final String text;

        Sequence(PDMarkedContent content) {
            tag = content.getTag();
            mcid = content.getMCID();
            StringBuilder chars = new StringBuilder();
            for (Object item : content.getContents()) {
                if (item instanceof TextPosition && ((TextPosition) item).getUnicode() != null) {
                    TextPosition glyph = (TextPosition) item;
                    glyphs.add(glyph);
                    chars.append(glyph.getUnicode());
                }
            }
            text = chars.toString();
        }
    }

    /**
     * Reads {@code page} with {@code recorder} listening; the recorder decides the page's styles and maps
     * each sequence's text to them.
     *
     * @return the page's pieces in content order (those with an MCID, then the one without)
     * @throws IOException where the extractor fails on the page: Tika writes none of its text then
     */
    static List<StyledText> read(PDPage page, PageStyleRecorder recorder) throws IOException {
        RecordingMarkedContentExtractor extractor = new RecordingMarkedContentExtractor(recorder);
        List<Sequence> sequences = new ArrayList<>();
        StyledText written;
        recorder.beginPage(page);
        try {
            extractor.processPage(page);
            recorder.decide();
            for (PDMarkedContent content : extractor.getMarkedContents()) {
                Sequence sequence = new Sequence(content);
                sequences.add(sequence);
                recorder.writeString(sequence.text, sequence.glyphs);
                recorder.writeParagraphBreak();
            }
        } finally {
            written = recorder.finishPage();   // always: the page's glyphs are released
        }
        return pieces(sequences, written);
    }

    /** The pieces Tika writes, from the sequences and the characters the recorder styled (null: unstyled). */
    private static List<StyledText> pieces(List<Sequence> sequences, StyledText written) {
        int total = 0;
        for (Sequence sequence : sequences) {
            total += sequence.text.length();
        }
        boolean styled = written != null && written.length() == total;
        Map<Integer, StyledText> marked = new LinkedHashMap<>();
        Map<Integer, StyledText.Builder> unmarked = new LinkedHashMap<>();
        int offset = 0;
        for (Sequence sequence : sequences) {
            int end = offset + sequence.text.length();
            StyledText piece = styled ? written.subText(offset, end)
                    : new StyledText.Builder().append(sequence.text, TextStyle.PLAIN).build();
            offset = end;
            if (TRIMMED_TAG.equals(sequence.tag)) {
                piece = trimmed(piece);
            }
            if (sequence.mcid >= 0) {
                marked.put(sequence.mcid, piece);
            } else {
                StyledText.Builder joined = unmarked.get(sequence.mcid);
                if (joined == null) {
                    unmarked.put(sequence.mcid, new StyledText.Builder().append(piece));
                } else {
                    joined.paragraphBreak().append(UNMARKED_SEPARATOR, TextStyle.PLAIN).paragraphBreak().append(piece);
                }
            }
        }
        List<StyledText> pieces = new ArrayList<>(marked.values());
        for (StyledText.Builder joined : unmarked.values()) {
            pieces.add(joined.build());
        }
        return pieces;
    }

    /** {@link String#trim}: characters up to U+0020 off both ends. */
    static StyledText trimmed(StyledText piece) {
        String text = piece.text();
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) <= ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) <= ' ') {
            end--;
        }
        return piece.subText(start, end);
    }
}
