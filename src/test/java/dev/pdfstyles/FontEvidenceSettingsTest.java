package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FontEvidenceSettingsTest {
    @Test
    void defaults_threshold600AllSources() {
        FontEvidenceSettings s = FontEvidenceSettings.defaults();
        assertEquals(600, s.minBoldWeight());
        for (EvidenceSource source : EvidenceSource.values()) {
            assertTrue(s.isEnabled(source), source::toString);
        }
    }

    @ParameterizedTest
    @CsvSource({"100", "500", "700", "900"})
    void withMinBoldWeight_inRange_accepted(int weight) {
        assertEquals(weight, FontEvidenceSettings.defaults().withMinBoldWeight(weight).minBoldWeight());
    }

    @ParameterizedTest
    @CsvSource({"99", "901", "0", "-600"})
    void withMinBoldWeight_outOfRange_throwsNamingValue(int weight) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FontEvidenceSettings.defaults().withMinBoldWeight(weight));
        assertTrue(e.getMessage().contains(String.valueOf(weight)), e::getMessage);
    }

    @Test
    void withSource_off_isDisabledAndOriginalUnchanged() {
        // act
        FontEvidenceSettings off = FontEvidenceSettings.defaults().withSource(EvidenceSource.OUTLINES, false);
        FontEvidenceSettings none = off.withSource(EvidenceSource.NAME, false).withSource(EvidenceSource.PROGRAM, false)
                .withSource(EvidenceSource.DESCRIPTOR, false).withSource(EvidenceSource.STANDARD14, false);
        // assert
        assertFalse(off.isEnabled(EvidenceSource.OUTLINES));
        assertTrue(FontEvidenceSettings.defaults().isEnabled(EvidenceSource.OUTLINES));
        assertTrue(none.enabledSources().isEmpty());
        assertTrue(none.withSource(EvidenceSource.NAME, true).isEnabled(EvidenceSource.NAME));
    }

    @ParameterizedTest
    @CsvSource({"program, PROGRAM", "Descriptor, DESCRIPTOR", "STANDARD14, STANDARD14", "' outlines ', OUTLINES",
        "name, NAME"})
    void fromLabel_knownLabel_givesSource(String label, EvidenceSource expected) {
        assertEquals(expected, EvidenceSource.fromLabel(label));
    }

    @ParameterizedTest
    @CsvSource({"flags", "''", "prog"})
    void fromLabel_unknownLabel_throwsListingAccepted(String label) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EvidenceSource.fromLabel(label));
        assertTrue(e.getMessage().contains("program, descriptor, standard14, outlines, name"), e::getMessage);
    }

    @Test
    void sharedVerdictCacheSize_defaultThenChanged_copyOnly() {
        // act
        FontEvidenceSettings off = FontEvidenceSettings.defaults().withSharedVerdictCacheSize(0);
        // assert
        assertEquals(FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE,
                FontEvidenceSettings.defaults().sharedVerdictCacheSize());
        assertEquals(1024, FontEvidenceSettings.DEFAULT_SHARED_VERDICT_CACHE_SIZE);
        assertEquals(0, off.sharedVerdictCacheSize());
        assertEquals(600, off.withMinBoldWeight(700).withSharedVerdictCacheSize(5).withMinBoldWeight(600)
                .minBoldWeight());
        assertEquals(5, off.withSharedVerdictCacheSize(5).withSource(EvidenceSource.NAME, false).withMinBoldWeight(700)
                .sharedVerdictCacheSize(), "the other setters keep the size");
    }

    @ParameterizedTest
    @CsvSource({"0, true", "1, true", "1048576, true", "-1, false", "1048577, false"})
    void withSharedVerdictCacheSize_atTheBounds_acceptedOrRejectedNamingValue(int size, boolean accepted) {
        if (accepted) {
            assertEquals(size, FontEvidenceSettings.defaults().withSharedVerdictCacheSize(size).sharedVerdictCacheSize());
        } else {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> FontEvidenceSettings.defaults().withSharedVerdictCacheSize(size));
            assertTrue(e.getMessage().contains(String.valueOf(size)) && e.getMessage().contains("0.."), e::getMessage);
        }
    }
}
