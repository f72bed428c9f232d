package dev.pdfstyles.page;

import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.OperatorName;
import org.apache.pdfbox.contentstream.operator.OperatorProcessor;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDColorSpace;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceCMYK;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceGray;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;

/**
 * The colour operators a text stripper runs for us: fill+stroke bold needs to know whether the stroke
 * is in the fill colour, and an over-printed copy whether it is in the same colour as the first.
 *
 * <p>They record colours as written (colour space and components), not as painted. PDFBox's own colour
 * operators build each resource colour space, which for an ICC-based one loads its profile into the JDK's
 * colour management: about 10 ms per document, more than the stock parse of a small PDF. Here a resource
 * colour space is only named and counted ({@link WrittenColourSpace}); the graphics state keeps the
 * colours, so they follow q/Q like any other state.
 */
final class ColourOperators {

    private ColourOperators() {
    }

    private enum Kind { SPACE, GRAY, RGB, CMYK, COMPONENTS }

    static List<OperatorProcessor> all(PDFStreamEngine engine) {
        List<OperatorProcessor> operators = new ArrayList<>();
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLORSPACE, true, Kind.SPACE));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_COLORSPACE, false, Kind.SPACE));
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLOR, true, Kind.COMPONENTS));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_COLOR, false, Kind.COMPONENTS));
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLOR_N, true, Kind.COMPONENTS));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_COLOR_N, false, Kind.COMPONENTS));
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLOR_GRAY, true, Kind.GRAY));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_GRAY, false, Kind.GRAY));
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLOR_RGB, true, Kind.RGB));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_RGB, false, Kind.RGB));
        operators.add(new ColourOperator(engine, OperatorName.STROKING_COLOR_CMYK, true, Kind.CMYK));
        operators.add(new ColourOperator(engine, OperatorName.NON_STROKING_CMYK, false, Kind.CMYK));
        return operators;
    }

    /**
     * Whether two colours look the same: written the same way, or, in gray, RGB or CMYK-like spaces, the
     * same within a step of 8-bit output (0 g and 0 0 0 RG are both black).
     */
    static boolean lookTheSame(PDColor a, PDColor b) {
        if (a == null || b == null) {
            return false;
        }
        if (sameSpace(a.getColorSpace(), b.getColorSpace())
                && java.util.Arrays.equals(a.getComponents(), b.getComponents())
                && java.util.Objects.equals(a.getPatternName(), b.getPatternName())) {
            return true;
        }
        float[] rgbA = approximateRgb(a);
        float[] rgbB = approximateRgb(b);
        if (rgbA == null || rgbB == null) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            if (Math.abs(rgbA[i] - rgbB[i]) > ONE_OUTPUT_STEP) {
                return false;
            }
        }
        return true;
    }

    /** One step of 8-bit colour output: closer colours print the same. */
    private static final float ONE_OUTPUT_STEP = 1f / 255f;

    private static boolean sameSpace(PDColorSpace a, PDColorSpace b) {
        return a == b || (a != null && b != null && a.getName().equals(b.getName()));
    }

    /** Naive RGB of a colour in a 1-, 3- or 4-component space without a pattern; null for others. */
    static float[] approximateRgb(PDColor colour) {
        float[] c = colour.getComponents();
        if (colour.getPatternName() != null || c == null) {
            return null;
        }
        for (float v : c) {
            if (!(v >= 0 && v <= 1)) {
                return null;
            }
        }
        switch (c.length) {
            case 1:
                return new float[] {c[0], c[0], c[0]};
            case 3:
                return c.clone();
            case 4:
                return new float[] {(1 - c[0]) * (1 - c[3]), (1 - c[1]) * (1 - c[3]), (1 - c[2]) * (1 - c[3])};
            default:
                return null;
        }
    }

    /**
     * Whether PDFBox tells when colour operators are to be ignored ({@code isShouldProcessColorOperators},
     * public since PDFBox 3.0.4). PDFBox 3.0.3, which Tika 3.0.0 brings, has no such switch and processes
     * every colour operator; there the call would throw {@link NoSuchMethodError}, so it is made only here.
     */
    private static final boolean HAS_COLOUR_SWITCH = hasColourSwitch();

    private static boolean hasColourSwitch() {
        try {
            PDFStreamEngine.class.getMethod("isShouldProcessColorOperators");
            return true;
        } catch (NoSuchMethodException | SecurityException e) {
            return false;
        }
    }

    private static final class ColourOperator extends OperatorProcessor {
        private final String name;
        private final boolean stroking;
        private final Kind kind;

        ColourOperator(PDFStreamEngine engine, String name, boolean stroking, Kind kind) {
            super(engine);
            this.name = name;
            this.stroking = stroking;
            this.kind = kind;
        }

        @Override
        public void process(Operator operator, List<COSBase> operands) {
            PDFStreamEngine engine = getContext();
            if (HAS_COLOUR_SWITCH && !engine.isShouldProcessColorOperators()) {
                return;   // inside an uncoloured Type 3 glyph or tiling pattern: colours are ignored there
            }
            PDGraphicsState state = engine.getGraphicsState();
            PDColorSpace space;
            switch (kind) {
                case SPACE:
                    if (operands.isEmpty() || !(operands.get(0) instanceof COSName)) {
                        return;
                    }
                    space = WrittenColourSpace.named((COSName) operands.get(0), engine.getResources());
                    set(state, space, new PDColor(new float[space.getNumberOfComponents()], space));
                    return;
                case GRAY:
                    space = PDDeviceGray.INSTANCE;
                    break;
                case RGB:
                    space = PDDeviceRGB.INSTANCE;
                    break;
                case CMYK:
                    space = PDDeviceCMYK.INSTANCE;
                    break;
                default:
                    space = stroking ? state.getStrokingColorSpace() : state.getNonStrokingColorSpace();
                    break;
            }
            float[] components = numbers(operands);
            COSName pattern = !operands.isEmpty() && operands.get(operands.size() - 1) instanceof COSName
                    ? (COSName) operands.get(operands.size() - 1) : null;
            set(state, space, pattern == null ? new PDColor(components, space)
                    : new PDColor(components, pattern, space));
        }

        private void set(PDGraphicsState state, PDColorSpace space, PDColor colour) {
            if (stroking) {
                state.setStrokingColorSpace(space);
                state.setStrokingColor(colour);
            } else {
                state.setNonStrokingColorSpace(space);
                state.setNonStrokingColor(colour);
            }
        }

        private static float[] numbers(List<COSBase> operands) {
            int count = 0;
            for (COSBase operand : operands) {
                if (operand instanceof COSNumber) {
                    count++;
                }
            }
            float[] values = new float[count];
            int i = 0;
            for (COSBase operand : operands) {
                if (operand instanceof COSNumber) {
                    values[i++] = ((COSNumber) operand).floatValue();
                }
            }
            return values;
        }

        @Override
        public String getName() {
            return name;
        }
    }

    /**
     * A colour space as the content stream names it: its name and component count, read from the
     * resource dictionary without building it. Never used to convert colours.
     */
    static final class WrittenColourSpace extends PDColorSpace {
        private final String name;
        private final int components;

        private WrittenColourSpace(String name, int components) {
            this.name = name;
            this.components = components;
        }

        static PDColorSpace named(COSName name, PDResources resources) {
            if (COSName.DEVICEGRAY.equals(name) || COSName.G.equals(name)) {
                return PDDeviceGray.INSTANCE;
            } else if (COSName.DEVICERGB.equals(name) || COSName.RGB.equals(name)) {
                return PDDeviceRGB.INSTANCE;
            } else if (COSName.DEVICECMYK.equals(name) || COSName.CMYK.equals(name)) {
                return PDDeviceCMYK.INSTANCE;
            } else if (COSName.PATTERN.equals(name)) {
                return new WrittenColourSpace(name.getName(), 0);
            }
            COSBase definition = null;
            if (resources != null) {
                COSDictionary spaces = resources.getCOSObject().getCOSDictionary(COSName.COLORSPACE);
                definition = spaces == null ? null : spaces.getDictionaryObject(name);
            }
            return new WrittenColourSpace(name.getName(), componentCount(definition));
        }

        /** Components of a colour space definition; 1 when it cannot be told (a damaged resource). */
        private static int componentCount(COSBase definition) {
            if (definition instanceof COSName) {
                COSName family = (COSName) definition;
                return COSName.DEVICERGB.equals(family) ? 3 : COSName.DEVICECMYK.equals(family) ? 4
                        : COSName.PATTERN.equals(family) ? 0 : 1;
            }
            if (!(definition instanceof COSArray) || ((COSArray) definition).size() == 0) {
                return 1;
            }
            COSArray array = (COSArray) definition;
            COSBase family = array.getObject(0);
            if (COSName.ICCBASED.equals(family) && array.getObject(1) instanceof COSStream) {
                int n = ((COSStream) array.getObject(1)).getInt(COSName.N, 1);
                return n >= 1 && n <= 32 ? n : 1;
            } else if (COSName.CALRGB.equals(family) || COSName.LAB.equals(family)) {
                return 3;
            } else if (COSName.DEVICEN.equals(family) && array.getObject(1) instanceof COSArray) {
                return Math.max(1, ((COSArray) array.getObject(1)).size());
            } else if (COSName.PATTERN.equals(family)) {
                return 0;
            }
            return 1;   // CalGray, Indexed, Separation
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public int getNumberOfComponents() {
            return components;
        }

        @Override
        public float[] getDefaultDecode(int bitsPerComponent) {
            float[] decode = new float[components * 2];
            for (int i = 0; i < components; i++) {
                decode[i * 2 + 1] = 1;
            }
            return decode;
        }

        @Override
        public PDColor getInitialColor() {
            return new PDColor(new float[components], this);
        }

        @Override
        public float[] toRGB(float[] value) {
            throw new UnsupportedOperationException("a written colour space converts nothing");
        }

        @Override
        public java.awt.image.BufferedImage toRGBImage(java.awt.image.WritableRaster raster) {
            throw new UnsupportedOperationException("a written colour space converts nothing");
        }

        @Override
        public java.awt.image.BufferedImage toRawImage(java.awt.image.WritableRaster raster) {
            throw new UnsupportedOperationException("a written colour space converts nothing");
        }
    }
}
