package dev.pdfstyles.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FontNameClassifierTest {
    @ParameterizedTest(name = "{0} -> weight {1}, italic {2}")
    @CsvSource(delimiter = '|', value = {
        // plain style suffixes
        "Arial-BoldMT                  | 700 | NO",
        "ABCDEF+Arial-BoldMT           | 700 | NO",
        "TimesNewRomanPS-BoldItalicMT  | 700 | YES",
        "TimesNewRomanPS-ItalicMT      | 400 | YES",
        "NimbusSans-Bold               | 700 | NO",
        "DejaVuSans-BoldOblique        | 700 | YES",
        "dejavusans-boldoblique        | 700 | YES",
        "LiberationSerif-Regular       | 400 | NO",
        // comma styles of non-embedded TrueType (PDF 32000-1 9.6.3)
        "'Arial,Bold'                  | 700 | NO",
        "'Arial,Italic'                | 400 | YES",
        "'Arial,BoldItalic'            | 700 | YES",
        // weight words around the 600 threshold
        "MyriadPro-Semibold            | 600 | NO",
        "SourceSansPro-SemiBold        | 600 | NO",
        "Foo-DemiBold                  | 600 | NO",
        "Foo-Demi                      | 600 | NO",
        "Foo-Medium                    | 500 | NO",
        "HYGoThic-Medium               | 500 | NO",
        "Foo-ExtraBold                 | 800 | NO",
        "Foo-UltraBold                 | 800 | NO",
        "Foo-Black                     | 900 | NO",
        "franklingothic-heavy          | 900 | NO",
        "Foo-Light                     | 300 | NO",
        "Foo-ExtraLight                | 200 | NO",
        "Foo-Thin                      | 100 | NO",
        "Foo-Book                      | 400 | NO",
        "Foo-Roman                     | 400 | NO",
        // abbreviations as whole parts
        "HelveticaNeueLTStd-Bd         | 700 | NO",
        "HelveticaNeueLTStd-BdIt       | 700 | YES",
        "HelveticaNeueLTStd-BdCn       | 700 | NO",
        "HelveticaNeueLTStd-Blk        | 900 | NO",
        "MinionPro-It                  | 400 | YES",
        "MyriadPro-SemiboldIt          | 600 | YES",
        "Foo-BI                        | 700 | YES",
        "Foo-B                         | 700 | NO",
        "Foo-I                         | 400 | YES",
        "Foo-Obl                       | 400 | YES",
        "Foo-Slanted                   | 400 | YES",
        "Foo-Inclined                  | 400 | YES",
        "Foo-Kursiv                    | 400 | YES",
        // URW and lmodern
        "NimbusRomNo9L-Medi            | 700 | NO",
        "NimbusRomNo9L-Regu            | 400 | NO",
        "NimbusRomNo9L-ReguItal        | 400 | YES",
        "NimbusRomNo9L-MediItal        | 700 | YES",
        "URWPalladioL-Ital             | 400 | YES",
        "URWGothicL-DemiObli           | 600 | YES",
        "lmroman10-bold                | 700 | NO",
        "LMRoman10-Italic              | 400 | YES",
        "LMRoman10-BoldItalic          | 700 | YES",
        "LMRomanSlant10-Regular        | 400 | YES",
        // TeX families
        "CMBX10                        | 700 | NO",
        "XYZABC+CMBX12                 | 700 | NO",
        "YDQBHA+CMBX10~4a              | 700 | NO",
        "NJJJTM+CMR6~5c                | 400 | NO",
        "cmb10                         | 700 | NO",
        "CMTI10                        | 400 | YES",
        "CMSL10                        | 400 | YES",
        "CMBXTI10                      | 700 | YES",
        "CMBXSL10                      | 700 | YES",
        "CMSSBX10                      | 700 | NO",
        "CMSSI10                       | 400 | YES",
        "CMITT10                       | 400 | YES",
        "CMR10                         | 400 | NO",
        "CMMI10                        | 400 | YES",
        "CMMIB10                       | 700 | YES",
        "CMSY10                        | 400 | NO",
        "SFBX1000                      | 700 | NO",
        "SFTI1095                      | 400 | YES",
        "SFRM1000                      | 400 | NO",
        "ECBX1200                      | 700 | NO",
        // txfonts / pxfonts
        "Rpxr                          | 400 | NO",
        "rtxmi                         | 400 | YES",
        "Rpxmi                         | 400 | YES",
        "txsy                          | 400 | NO",
        "Pxex                          | 400 | NO",
        // symbol policy
        "Symbol                        | 400 | NO",
        "ZapfDingbats                  | 400 | NO",
        "ABCDEF+Wingdings-Regular      | 400 | NO",
    })
    void classify_styledName_givesWeightAndItalic(String name, int weight, Tristate italic) {
        // arrange / act
        NameStyle style = FontNameClassifier.classify(name);
        // assert
        assertEquals(weight, style.weight(), style::toString);
        assertEquals(italic, style.italic(), style::toString);
    }

    @ParameterizedTest(name = "{0} carries no vote")
    @CsvSource({
        "HelveticaNeueLTPro",     // LT is not Light
        "SimHei",                 // Hei = heavy gothic, not bold
        "BOLDXY+Helvetica",       // tag letters don't count
        "ITALIC+Foo",
        "F1",
        "Font12",
        "Tc1",
        "AdvP6960",
        "GJDBJN+AdvP6960",
        "LinLibertineTB",         // TB is not an abbreviation here
        "SimSun-ExtB",            // CJK Extension B: a variant's letter beside a width word, not Bold
        "MingLiU-ExtB",
        "PMingLiU-ExtB",
        "MingLiU_HKSCS-ExtB",
        "Bookman",                // family word, not Book
        "Blackadder",             // not Black
        "It",                     // an abbreviation as the first part is a family name
        "UltraSans",
        "'   '",
    })
    void classify_opaqueName_hasNoVote(String name) {
        // act
        NameStyle style = FontNameClassifier.classify(name);
        // assert
        assertEquals(FontVerdict.UNKNOWN_WEIGHT, style.weight(), style::toString);
        assertEquals(Tristate.UNKNOWN, style.italic(), style::toString);
    }

    @ParameterizedTest(name = "{0} symbol font: {1}")
    @CsvSource({"LMMathSymbols10-Regular, true", "MathDesign-CH-Regular-Symbol-10, true",
        "Fourier-Math-Symbols, true", "StandardSymbolsPS, true", "LMMathItalic10-Regular, false",
        "MSAM7, true", "msbm10, true", "msam, false", "txsya, true", "Pxsy, true", "rtxmi, false",
        "Symbol, true", "CMSY10, true", "cmbsy10, true", "CMEX10, true", "ZapfDingbats, true",
        "SymbolMT, true", "CMMI10, false", "CMR10, false", "SymbolicSans-Bold, false", "Arial, false"})
    void classify_symbolFamilies_flaggedAsSymbol(String name, boolean symbol) {
        assertEquals(symbol, FontNameClassifier.classify(name).isSymbolFont(), name);
    }

    @ParameterizedTest
    @CsvSource({
        "ABCDEF+Foo, Foo",
        "ABCDE+Foo, ABCDE+Foo",     // five letters: not a tag
        "abcdef+Foo, abcdef+Foo",   // lower case: not a tag
        "ABCDEFG+Foo, ABCDEFG+Foo", // seven letters: not a tag
    })
    void stripSubsetTag_sixCapitals_removed(String name, String expected) {
        assertEquals(expected, FontNameClassifier.stripSubsetTag(name));
    }

    @Test
    void segment_everyWeightWordAndCompound_isFound() {
        // arrange: the weight table's words, alone and followed by an italic word
        for (String word : WeightWords.words()) {
            // act / assert
            assertEquals(List.of(word), FontNameClassifier.segment(word), word);
            assertEquals(List.of(word, "oblique"), FontNameClassifier.segment(word + "oblique"), word);
        }
    }

    @ParameterizedTest
    @CsvSource({"italic", "ital", "oblique", "obli", "slanted", "inclined", "kursiv"})
    void segment_italicWordThenWeight_splitsInTwo(String word) {
        assertEquals(List.of(word, "bold"), FontNameClassifier.segment(word + "bold"), word);
    }

    @ParameterizedTest
    @CsvSource({"liberation", "times", "serif", "sans", "helvetica", "bo", "it", "boi", "ligbold", "x"})
    void segment_wordNoStyleWordStarts_isNull(String word) {
        assertNull(FontNameClassifier.segment(word), word);
    }
}
