package dev.pdfstyles.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDColorSpace;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceCMYK;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceGray;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ColourOperatorsTest {

    @ParameterizedTest(name = "{0} vs {1}: {2}")
    @CsvSource({
            "gray 0, gray 0, true",
            "gray 0, rgb 0 0 0, true",
            "rgb 0 0 0, cmyk 0 0 0 1, true",
            "gray 1, cmyk 0 0 0 0, true",
            "gray 0, gray 1, false",
            "rgb 1 0 0, rgb 0.99 0 0, false",
            "rgb 1 0 0, rgb 0.999 0 0, true",
            "rgb 0 0 1, cmyk 1 1 0 0, true",
            "rgb 1 0 0, cmyk 0 1 1 0.5, false"
    })
    void lookTheSame_comparesWhatPrints(String a, String b, boolean expected) {
        assertEquals(expected, ColourOperators.lookTheSame(colour(a), colour(b)));
        assertEquals(expected, ColourOperators.lookTheSame(colour(b), colour(a)));
    }

    @Test
    void lookTheSame_resourceSpacesCompareByNameAndComponents() {
        PDResources resources = resourcesWith("CS0", iccBased(3));
        PDColorSpace space = ColourOperators.WrittenColourSpace.named(COSName.getPDFName("CS0"), resources);
        PDColor red = new PDColor(new float[] {1, 0, 0}, space);
        assertTrue(ColourOperators.lookTheSame(red, new PDColor(new float[] {1, 0, 0}, space)));
        // a 3-component ICC colour reads as RGB-like: red there is red in DeviceRGB
        assertTrue(ColourOperators.lookTheSame(red, new PDColor(new float[] {1, 0, 0}, PDDeviceRGB.INSTANCE)));
        assertFalse(ColourOperators.lookTheSame(red, new PDColor(new float[] {0, 0, 0}, space)));
        assertFalse(ColourOperators.lookTheSame(red, null));
    }

    @Test
    void lookTheSame_patternsOnlyWhenWrittenTheSame() {
        PDColorSpace pattern = ColourOperators.WrittenColourSpace.named(COSName.PATTERN, new PDResources());
        PDColor p1 = new PDColor(new float[0], COSName.getPDFName("P1"), pattern);
        assertTrue(ColourOperators.lookTheSame(p1, new PDColor(new float[0], COSName.getPDFName("P1"), pattern)));
        assertFalse(ColourOperators.lookTheSame(p1, new PDColor(new float[0], COSName.getPDFName("P2"), pattern)));
        assertFalse(ColourOperators.lookTheSame(p1, colour("gray 0")));
    }

    @ParameterizedTest(name = "{0}: {1} components")
    @CsvSource({"icc1, 1", "icc4, 4", "calrgb, 3", "lab, 3", "separation, 1", "devicen3, 3", "alias-rgb, 3",
            "missing, 1"})
    void writtenColourSpace_countsComponentsWithoutBuildingTheSpace(String kind, int expected) {
        COSArray devicen = new COSArray();
        devicen.add(COSName.DEVICEN);
        COSArray names = new COSArray();
        names.add(COSName.getPDFName("a"));
        names.add(COSName.getPDFName("b"));
        names.add(COSName.getPDFName("c"));
        devicen.add(names);
        PDResources resources = new PDResources();
        COSDictionary spaces = new COSDictionary();
        spaces.setItem("icc1", iccBased(1));
        spaces.setItem("icc4", iccBased(4));
        spaces.setItem("calrgb", array(COSName.CALRGB, new COSDictionary()));
        spaces.setItem("lab", array(COSName.LAB, new COSDictionary()));
        spaces.setItem("separation", array(COSName.SEPARATION, COSName.getPDFName("Gold")));
        spaces.setItem("devicen3", devicen);
        spaces.setItem("alias-rgb", COSName.DEVICERGB);
        resources.getCOSObject().setItem(COSName.COLORSPACE, spaces);
        PDColorSpace space = ColourOperators.WrittenColourSpace.named(COSName.getPDFName(kind), resources);
        assertEquals(expected, space.getNumberOfComponents());
        assertEquals(expected, space.getInitialColor().getComponents().length);
    }

    @Test
    void writtenColourSpace_deviceNamesAreTheDeviceSpaces() {
        assertTrue(ColourOperators.WrittenColourSpace.named(COSName.DEVICEGRAY, null) == PDDeviceGray.INSTANCE);
        assertTrue(ColourOperators.WrittenColourSpace.named(COSName.DEVICERGB, null) == PDDeviceRGB.INSTANCE);
        assertTrue(ColourOperators.WrittenColourSpace.named(COSName.DEVICECMYK, null) == PDDeviceCMYK.INSTANCE);
    }

    private static PDResources resourcesWith(String name, COSArray definition) {
        PDResources resources = new PDResources();
        COSDictionary spaces = new COSDictionary();
        spaces.setItem(name, definition);
        resources.getCOSObject().setItem(COSName.COLORSPACE, spaces);
        return resources;
    }

    private static COSArray iccBased(int n) {
        COSStream profile = new COSStream();
        profile.setInt(COSName.N, n);
        return array(COSName.ICCBASED, profile);
    }

    private static COSArray array(COSName family, org.apache.pdfbox.cos.COSBase operand) {
        COSArray array = new COSArray();
        array.add(family);
        array.add(operand);
        return array;
    }

    private static PDColor colour(String spec) {
        String[] parts = spec.trim().split(" ");
        float[] values = new float[parts.length - 1];
        for (int i = 1; i < parts.length; i++) {
            values[i - 1] = Float.parseFloat(parts[i]);
        }
        PDColorSpace space = "gray".equals(parts[0]) ? PDDeviceGray.INSTANCE
                : "rgb".equals(parts[0]) ? PDDeviceRGB.INSTANCE : PDDeviceCMYK.INSTANCE;
        return new PDColor(values, space);
    }
}
