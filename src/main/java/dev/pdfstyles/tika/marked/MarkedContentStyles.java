package dev.pdfstyles.tika.marked;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.font.FontVerdictCache;
import dev.pdfstyles.model.StyledSegments;
import dev.pdfstyles.model.StyledText;
import dev.pdfstyles.page.PageStyleRecorder;

/**
 * The styles of a tagged document's text as Tika's marked-content writer writes it
 * ({@code extractMarkedContent=true}): every page read once by our own marked-content pass
 * ({@link MarkedContentPage}), before the stock writer writes any text.
 *
 * <p>A second reading of each page, by design: Tika's marked-content writer is a class whose constructor is
 * private, and the extractor it reads each page with is made inside it, so no code of ours can listen to
 * its reading (docs/design.md section 9). What it costs is in docs/benchmark.md.
 */
public final class MarkedContentStyles {

    private static final Logger LOG = LoggerFactory.getLogger(MarkedContentStyles.class);

    private MarkedContentStyles() {
    }

    /**
     * Reads every page of {@code document}.
     *
     * @return the document's pieces in content order, or {@link StyledSegments#NONE} when no character is
     *         styled or dropped (then the stock text needs nothing from us)
     */
    public static StyledSegments of(PDDocument document, DetectionSettings settings, FontVerdictCache fonts) {
        PageStyleRecorder recorder = new PageStyleRecorder(settings, fonts);
        StyledSegments.Builder segments = new StyledSegments.Builder();
        boolean anyStyle = false;
        int pageNumber = 0;
        try {
            for (PDPage page : document.getPages()) {
                pageNumber++;
                try {
                    List<StyledText> pieces = MarkedContentPage.read(page, recorder);
                    for (StyledText piece : pieces) {
                        anyStyle |= piece.hasAnyStyle();
                    }
                    segments.addAll(pieces);
                } catch (IOException | RuntimeException | LinkageError | StackOverflowError e) {
                    // The page's text stays as the stock writer writes it. No warning metadata: the stock
                    // parser reports its own failures, and metadata must stay identical to its output.
                    LOG.debug("marked-content page {} left unstyled", pageNumber, e);
                }
            }
        } catch (RuntimeException e) {
            LOG.debug("page tree unreadable after page {}: the rest stays unstyled", pageNumber, e);
        } finally {
            recorder.endDocument();
        }
        return anyStyle ? segments.build() : StyledSegments.NONE;
    }
}
