package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

class DetectionSettingsTest {

    /** Each setting: how to read it and how to change it. */
    private static final List<Setting> SETTINGS = Arrays.asList(
            new Setting("bold", DetectionSettings::isBold, s -> s.withBold(!s.isBold())),
            new Setting("italic", DetectionSettings::isItalic, s -> s.withItalic(!s.isItalic())),
            new Setting("underline", DetectionSettings::isUnderline, s -> s.withUnderline(!s.isUnderline())),
            new Setting("strikethrough", DetectionSettings::isStrikethrough,
                    s -> s.withStrikethrough(!s.isStrikethrough())),
            new Setting("syntheticBold", DetectionSettings::isSyntheticBold,
                    s -> s.withSyntheticBold(!s.isSyntheticBold())),
            new Setting("syntheticItalic", DetectionSettings::isSyntheticItalic,
                    s -> s.withSyntheticItalic(!s.isSyntheticItalic())),
            new Setting("backSlantItalic", DetectionSettings::isBackSlantItalic,
                    s -> s.withBackSlantItalic(!s.isBackSlantItalic())),
            new Setting("listFontVerdicts", DetectionSettings::isListFontVerdicts,
                    s -> s.withListFontVerdicts(!s.isListFontVerdicts())),
            new Setting("mergeOverprintedCopies", DetectionSettings::isMergeOverprintedCopies,
                    s -> s.withMergeOverprintedCopies(!s.isMergeOverprintedCopies())),
            new Setting("annotationDecorations", DetectionSettings::isAnnotationDecorations,
                    s -> s.withAnnotationDecorations(!s.isAnnotationDecorations())));

    private static final class Setting {
        final String name;
        final Predicate<DetectionSettings> get;
        final Function<DetectionSettings, DetectionSettings> flip;

        Setting(String name, Predicate<DetectionSettings> get, Function<DetectionSettings, DetectionSettings> flip) {
            this.name = name;
            this.get = get;
            this.flip = flip;
        }
    }

    @Test
    void with_eachSetting_changesThatOneOnly() {
        DetectionSettings defaults = DetectionSettings.defaults();
        for (Setting changed : SETTINGS) {
            DetectionSettings after = changed.flip.apply(defaults);
            for (Setting other : SETTINGS) {
                boolean expected = other == changed ? !other.get.test(defaults) : other.get.test(defaults);
                assertEquals(expected, other.get.test(after), changed.name + " changed " + other.name);
            }
            assertEquals(defaults.fontEvidence(), after.fontEvidence());
        }
    }

    @Test
    void defaults_detectAllFourStylesAndMergeCopies_annotationsAndListingOff() {
        DetectionSettings defaults = DetectionSettings.defaults();
        assertTrue(defaults.isBold() && defaults.isItalic() && defaults.isUnderline() && defaults.isStrikethrough());
        assertTrue(defaults.isSyntheticBold() && defaults.isSyntheticItalic() && defaults.isMergeOverprintedCopies());
        assertTrue(!defaults.isBackSlantItalic() && !defaults.isAnnotationDecorations() && !defaults.isListFontVerdicts());
        assertTrue(defaults.withBold(false).withItalic(false).withUnderline(false).withStrikethrough(false)
                .isAnyStyleEnabled() == false);
    }

    @Test
    void withFontEvidence_null_throwsNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DetectionSettings.defaults().withFontEvidence(null));
        assertTrue(e.getMessage().contains("font evidence"));
    }
}
