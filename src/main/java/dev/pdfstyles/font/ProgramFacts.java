package dev.pdfstyles.font;

/**
 * The style fields read from an embedded font program by {@link FontProgramAdapter}: plain numbers and strings,
 * so {@link ProgramEvidence} can judge them without PDFBox. Immutable; build with the {@code with...} methods.
 */
final class ProgramFacts {
    /** The kind of program the fields come from. */
    enum Kind {
        /** No embedded program (or it could not be read: see {@link #problem()}). */
        NONE,
        /** TrueType or OpenType (sfnt): OS/2, head, post. */
        SFNT,
        /** CFF (FontFile3 Type1C / CIDFontType0C, or the CFF table of an OpenType font). */
        CFF,
        /** Type 1 (FontFile). */
        TYPE1
    }

    /** Marks an absent integer field. */
    static final int ABSENT = -1;

    static final ProgramFacts NONE = new ProgramFacts(Kind.NONE, "", ABSENT, ABSENT, ABSENT, Double.NaN,
            null, Double.NaN, Double.NaN, "no embedded program");

    private final Kind kind;
    private final String programName;
    private final int os2WeightClass;
    private final int os2FsSelection;
    private final int headMacStyle;
    private final double postItalicAngle;
    private final String weightString;
    private final double italicAngle;
    private final double fontMatrixSlant;
    private final String problem;
    /** A table or the program could not be read: {@link #problem()} holds the exception's text. */
    private final boolean readFailure;

    private ProgramFacts(Kind kind, String programName, int os2WeightClass, int os2FsSelection, int headMacStyle,
            double postItalicAngle, String weightString, double italicAngle, double fontMatrixSlant, String problem) {
        this(kind, programName, os2WeightClass, os2FsSelection, headMacStyle, postItalicAngle, weightString,
                italicAngle, fontMatrixSlant, problem, false);
    }

    private ProgramFacts(Kind kind, String programName, int os2WeightClass, int os2FsSelection, int headMacStyle,
            double postItalicAngle, String weightString, double italicAngle, double fontMatrixSlant, String problem,
            boolean readFailure) {
        this.kind = kind;
        this.programName = programName == null ? "" : programName;
        this.os2WeightClass = os2WeightClass;
        this.os2FsSelection = os2FsSelection;
        this.headMacStyle = headMacStyle;
        this.postItalicAngle = postItalicAngle;
        this.weightString = weightString;
        this.italicAngle = italicAngle;
        this.fontMatrixSlant = fontMatrixSlant;
        this.problem = problem == null ? "" : problem;
        this.readFailure = readFailure;
    }

    /** Facts of a program of this kind, all fields absent so far. */
    static ProgramFacts of(Kind kind, String programName) {
        return new ProgramFacts(kind, programName, ABSENT, ABSENT, ABSENT, Double.NaN, null, Double.NaN,
                Double.NaN, "");
    }

    /** No usable program, with the reason (e.g. "broken OS/2 table: EOF"). */
    static ProgramFacts unreadable(String reason) {
        return new ProgramFacts(Kind.NONE, "", ABSENT, ABSENT, ABSENT, Double.NaN, null, Double.NaN, Double.NaN,
                reason, true);
    }

    ProgramFacts withOs2(int weightClass, int fsSelection) {
        return new ProgramFacts(kind, programName, weightClass, fsSelection, headMacStyle, postItalicAngle,
                weightString, italicAngle, fontMatrixSlant, problem, readFailure);
    }

    ProgramFacts withMacStyle(int macStyle) {
        return new ProgramFacts(kind, programName, os2WeightClass, os2FsSelection, macStyle, postItalicAngle,
                weightString, italicAngle, fontMatrixSlant, problem, readFailure);
    }

    ProgramFacts withPostItalicAngle(double angle) {
        return new ProgramFacts(kind, programName, os2WeightClass, os2FsSelection, headMacStyle, angle,
                weightString, italicAngle, fontMatrixSlant, problem, readFailure);
    }

    /** CFF Top DICT or Type 1 FontInfo fields; a null weight or NaN angle/slant means absent. */
    ProgramFacts withFontInfo(String weight, double angle, double matrixSlant) {
        return new ProgramFacts(kind, programName, os2WeightClass, os2FsSelection, headMacStyle, postItalicAngle,
                weight, angle, matrixSlant, problem, readFailure);
    }

    /** A copy that records a partial read problem (a table that could not be read). */
    ProgramFacts withProblem(String text) {
        String joined = problem.isEmpty() ? text : problem + "; " + text;
        return new ProgramFacts(kind, programName, os2WeightClass, os2FsSelection, headMacStyle, postItalicAngle,
                weightString, italicAngle, fontMatrixSlant, joined, true);
    }

    Kind kind() {
        return kind;
    }

    String programName() {
        return programName;
    }

    boolean hasOs2() {
        return os2WeightClass != ABSENT || os2FsSelection != ABSENT;
    }

    int os2WeightClass() {
        return os2WeightClass;
    }

    int os2FsSelection() {
        return os2FsSelection;
    }

    boolean hasMacStyle() {
        return headMacStyle != ABSENT;
    }

    int headMacStyle() {
        return headMacStyle;
    }

    double postItalicAngle() {
        return postItalicAngle;
    }

    String weightString() {
        return weightString;
    }

    double italicAngle() {
        return italicAngle;
    }

    double fontMatrixSlant() {
        return fontMatrixSlant;
    }

    String problem() {
        return problem;
    }

    /** Whether reading the program or one of its tables threw (see {@link #problem()}). */
    boolean isReadFailure() {
        return readFailure;
    }
}
