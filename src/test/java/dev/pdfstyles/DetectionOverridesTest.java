package dev.pdfstyles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.apache.tika.config.Field;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DetectionOverridesTest {

    /** Each setting by its parameter name, and how to read it from the settings it ends up in. */
    private static final Map<String, Function<DetectionSettings, Object>> READ = new LinkedHashMap<>();

    static {
        READ.put("detectBold", DetectionSettings::isBold);
        READ.put("detectItalic", DetectionSettings::isItalic);
        READ.put("detectUnderline", DetectionSettings::isUnderline);
        READ.put("detectStrikethrough", DetectionSettings::isStrikethrough);
        READ.put("syntheticBold", DetectionSettings::isSyntheticBold);
        READ.put("syntheticItalic", DetectionSettings::isSyntheticItalic);
        READ.put("backSlantItalic", DetectionSettings::isBackSlantItalic);
        READ.put("minBoldWeight", s -> s.fontEvidence().minBoldWeight());
        READ.put("mergeOverprintedCopies", DetectionSettings::isMergeOverprintedCopies);
        READ.put("annotationDecorations", DetectionSettings::isAnnotationDecorations);
        READ.put("listFontVerdicts", DetectionSettings::isListFontVerdicts);
    }

    @Test
    void settingNames_sameAsTheParsersParameters() {
        // arrange: every @Field setter of the parser, setDetectBold -> detectBold, but the size of the parser's
        // own font verdict cache: the cache is the parser's, shared by its requests, and changes no output
        List<String> parameters = new ArrayList<>();
        for (Method method : StyledPdfParser.class.getDeclaredMethods()) {
            if (method.isAnnotationPresent(Field.class)) {
                String name = method.getName().substring("set".length());
                parameters.add(Character.toLowerCase(name.charAt(0)) + name.substring(1));
            }
        }
        assertTrue(parameters.remove("fontVerdictCacheSize"), "the parser sizes its cache: " + parameters);

        // act
        List<String> names = DetectionOverrides.SETTING_NAMES;

        // assert
        assertEquals(parameters.stream().sorted().collect(Collectors.toList()),
                names.stream().sorted().collect(Collectors.toList()));
        assertEquals(READ.keySet().stream().sorted().collect(Collectors.toList()),
                names.stream().sorted().collect(Collectors.toList()));
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource({
        "detectBold, false",
        "detectItalic, false",
        "detectUnderline, false",
        "detectStrikethrough, false",
        "syntheticBold, false",
        "syntheticItalic, false",
        "backSlantItalic, true",
        "minBoldWeight, 700",
        "mergeOverprintedCopies, false",
        "annotationDecorations, true",
        "listFontVerdicts, true",
    })
    void put_eachSetting_changesThatSettingOnly(String name, String value) {
        // arrange
        DetectionSettings defaults = DetectionSettings.defaults();
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        overrides.put(name, value);
        DetectionSettings applied = overrides.applyTo(defaults);

        // assert
        for (Map.Entry<String, Function<DetectionSettings, Object>> setting : READ.entrySet()) {
            Object expected = setting.getKey().equals(name) ? parsed(value) : setting.getValue().apply(defaults);
            assertEquals(expected, setting.getValue().apply(applied), setting.getKey() + " after " + name);
        }
    }

    private static Object parsed(String value) {
        return value.equals("true") || value.equals("false") ? Boolean.valueOf(value) : Integer.valueOf(value);
    }

    @Test
    void put_nameAndValueInAnyCaseWithBlanks_accepted() {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        overrides.put("DETECTUNDERLINE", " False ");
        overrides.put(" minboldweight", "900 ");

        // assert
        assertEquals(Boolean.FALSE, overrides.getDetectUnderline());
        assertEquals(900, overrides.getMinBoldWeight());
    }

    @Test
    void put_unknownName_throwsListingTheNames() {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> overrides.put("detectUnderlines", "false"));

        // assert
        assertTrue(thrown.getMessage().contains("'detectUnderlines'"), thrown.getMessage());
        assertTrue(thrown.getMessage().contains(String.join(", ", DetectionOverrides.SETTING_NAMES)),
                thrown.getMessage());
    }

    @ParameterizedTest(name = "detectBold=''{0}''")
    @ValueSource(strings = {"", "yes", "1", "on", "truee", "maybe"})
    void put_booleanNotTrueOrFalse_throwsNamingTheValue(String value) {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> overrides.put("detectBold", value));

        // assert
        assertEquals("detectBold must be true or false, not '" + value + "'", thrown.getMessage());
        assertNull(overrides.getDetectBold());
    }

    @ParameterizedTest(name = "minBoldWeight=''{0}''")
    @ValueSource(strings = {"99", "901", "-600", "600.5", "bold", "", "99999999999"})
    void put_weightNotAWholeNumberFrom100To900_throws(String value) {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> overrides.put("minBoldWeight", value));

        // assert
        assertTrue(thrown.getMessage().startsWith("minBoldWeight must be a whole number from 100 to 900, not "),
                thrown.getMessage());
        assertNull(overrides.getMinBoldWeight());
    }

    @ParameterizedTest(name = "minBoldWeight={0}")
    @ValueSource(ints = {100, 900})
    void setMinBoldWeight_atTheEndsOfTheRange_accepted(int weight) {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();

        // act
        overrides.setMinBoldWeight(weight);

        // assert
        assertEquals(weight, overrides.applyTo(DetectionSettings.defaults()).fontEvidence().minBoldWeight());
    }

    @Test
    void applyTo_nothingSet_returnsTheBaseItself() {
        // arrange
        DetectionSettings base = DetectionSettings.defaults().withUnderline(false);

        // act
        DetectionSettings applied = new DetectionOverrides().applyTo(base);

        // assert
        assertSame(base, applied);
    }

    @Test
    void applyTo_settingSetThenCleared_keepsTheBase() {
        // arrange
        DetectionOverrides overrides = new DetectionOverrides();
        overrides.setDetectItalic(false);
        overrides.setMinBoldWeight(800);

        // act
        overrides.setDetectItalic(null);
        overrides.setMinBoldWeight(null);

        // assert
        assertSame(DetectionSettings.defaults(), overrides.applyTo(DetectionSettings.defaults()));
    }

    @Test
    void applyTo_customBase_keepsWhatTheOverridesLeaveUnset() {
        // arrange: the parser configured with underlines off and weight 700; the request turns bold off
        DetectionSettings base = DetectionSettings.defaults().withUnderline(false)
                .withFontEvidence(FontEvidenceSettings.defaults().withMinBoldWeight(700));
        DetectionOverrides overrides = new DetectionOverrides();
        overrides.setDetectBold(false);

        // act
        DetectionSettings applied = overrides.applyTo(base);

        // assert
        assertEquals(false, applied.isBold());
        assertEquals(false, applied.isUnderline());
        assertEquals(700, applied.fontEvidence().minBoldWeight());
        assertEquals(true, applied.isItalic());
    }

    @Test
    void javaSerialization_roundTrip_keepsTheSettings() throws Exception {
        // arrange: the pipes client sends each FetchEmitTuple, ParseContext included, to its fork this way
        DetectionOverrides overrides = new DetectionOverrides();
        overrides.setDetectUnderline(false);
        overrides.setMinBoldWeight(700);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(overrides);
        }

        // act
        DetectionOverrides read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            read = (DetectionOverrides) in.readObject();
        }

        // assert
        assertEquals(overrides.toString(), read.toString());
        assertEquals(Boolean.FALSE, read.getDetectUnderline());
        assertNull(read.getDetectBold());
    }
}
