package dev.pdfstyles.font.outline;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.io.ByteArrayOutputStream;
import java.util.Map;

/** Hand-built charstrings and their paths as text, for the tests of the two charstring readers. */
final class CharStringPrograms {
    /** Which format's encoding a number outside -1131..1131 takes. */
    enum Format {
        /** Byte 255 and a 32-bit integer (Type 1 Font Format, 6.2). */
        TYPE1,
        /** Byte 28 and a 16-bit integer (TN 5177, Table 3). */
        TYPE2
    }

    private CharStringPrograms() {
    }

    /** Encodes a program of integers and the operator names the map knows. */
    static byte[] encode(String program, Map<String, int[]> operators, Format format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String token : program.trim().split("\\s+")) {
            int[] operator = operators.get(token);
            if (operator != null) {
                for (int b : operator) {
                    out.write(b);
                }
                continue;
            }
            int v = Integer.parseInt(token);
            if (v >= -107 && v <= 107) {
                out.write(v + 139);
            } else if (v >= 108 && v <= 1131) {
                out.write((v - 108) / 256 + 247);
                out.write((v - 108) % 256);
            } else if (v >= -1131 && v <= -108) {
                out.write((-v - 108) / 256 + 251);
                out.write((-v - 108) % 256);
            } else if (format == Format.TYPE1) {
                out.write(255);
                out.write((v >> 24) & 0xFF);
                out.write((v >> 16) & 0xFF);
                out.write((v >> 8) & 0xFF);
                out.write(v & 0xFF);
            } else {
                out.write(28);
                out.write((v >> 8) & 0xFF);
                out.write(v & 0xFF);
            }
        }
        return out.toByteArray();
    }

    /** The path as "M x y", "L x y", "C x1 y1 x2 y2 x y" and "Z", coordinates rounded to integers. */
    static String segments(GeneralPath path) {
        StringBuilder text = new StringBuilder();
        double[] c = new double[6];
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            int points = type == PathIterator.SEG_CUBICTO ? 3 : type == PathIterator.SEG_CLOSE ? 0 : 1;
            text.append(text.length() == 0 ? "" : " ").append("MLQCZ".charAt(type));
            for (int k = 0; k < points * 2; k++) {
                text.append(' ').append(Math.round(c[k]));
            }
        }
        return text.toString();
    }
}
