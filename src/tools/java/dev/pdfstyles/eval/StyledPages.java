package dev.pdfstyles.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * A {@link StyledTextSink} that keeps one {@link PageText} per page, for matching the real-world set's phrase truth
 * on its page. A converter calls {@link #startPage(int)} with the output's own page numbers; a page the output
 * skips (a tool that leaves out a page without text) is kept as an empty page, so page numbers stay those of the
 * PDF. Text before the first page start is refused: it would belong to no page.
 */
final class StyledPages implements StyledTextSink {
    private final List<PageText> pages = new ArrayList<>();
    private PagedStyledText.Builder page;

    @Override
    public void startPage(int number) {
        int next = pages.size() + (page == null ? 1 : 2);
        if (number < next) {
            throw new IllegalArgumentException("page " + number + " starts after page " + (next - 1));
        }
        endPage();
        while (pages.size() < number - 1) {
            pages.add(new PagedStyledText.Builder().build());
        }
        page = new PagedStyledText.Builder();
    }

    @Override
    public void append(CharSequence text, Set<Style> styles) {
        if (page == null) {
            if (text.codePoints().allMatch(StyledWordBuilder::isWordSeparator)) {
                return;
            }
            throw new IllegalStateException("text '" + text + "' before the first page");
        }
        page.append(text, styles);
    }

    @Override
    public void breakWord() {
        if (page != null) {
            page.breakWord();
        }
    }

    /** The pages so far, the open one included, first page first. */
    List<PageText> finish() {
        endPage();
        return Collections.unmodifiableList(new ArrayList<>(pages));
    }

    private void endPage() {
        if (page != null) {
            pages.add(page.build());
            page = null;
        }
    }
}
