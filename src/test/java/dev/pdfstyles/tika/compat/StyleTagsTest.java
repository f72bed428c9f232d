package dev.pdfstyles.tika.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StyleTagsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<p>The <b>lessee</b> shall</p>|<p>The lessee shall</p>",
            "<p><u><s><i><b>this lease</b></i></s></u></p>|<p>this lease</p>",
            "<p><bold>x</bold><br/><body/><span>y</span></p>|<p><bold>x</bold><br/><body/><span>y</span></p>",
            "<div class=\"annotation\"><a href=\"u\">l</a></div>|<div class=\"annotation\"><a href=\"u\">l</a></div>",
            "<b> a </b>|' a '",
    })
    void strip_mixedMarkup_removesOnlyStyleElements(String styled, String expected) {
        // act
        String stripped = StyleTags.strip(styled);

        // assert
        assertEquals(expected, stripped);
    }
}
