package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.pdfstyles.DetectionSettings;
import dev.pdfstyles.FontEvidenceSettings;
import dev.pdfstyles.font.FontVerdictCache;

class PageStyleRecorderTraceTest {

    @Test
    void new_nullTrace_failsNamingTheNoneTrace() {
        // act
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PageStyleRecorder(DetectionSettings.defaults(),
                        new FontVerdictCache(FontEvidenceSettings.defaults()), null));
        // assert
        assertTrue(e.getMessage().contains("PageDecisionTrace.NONE"), e.getMessage());
    }
}
