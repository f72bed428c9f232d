/**
 * Font verdicts (issue #4): is a font bold (weight 100..900 against a threshold, default 600) and is it italic,
 * decided once per font dictionary per document, with the evidence that decided it.
 *
 * <p>Use: one {@link dev.pdfstyles.font.FontVerdictCache} per parsed document, asked per glyph:
 * <pre>
 * FontVerdictCache fonts = new FontVerdictCache(FontEvidenceSettings.defaults());
 * FontVerdict v = fonts.verdictFor(textPosition.getFont());
 * boolean bold = v.isBold(fonts.settings().minBoldWeight());
 * boolean italic = v.isItalic();
 * fonts.describeAll();   // one debug line per font: name | subtype | embedded | weight | italic | evidence
 * </pre>
 *
 * <p>Evidence, in order of trust (the first source with an opinion decides each property):
 * <ol>
 *   <li>the embedded program ({@code FontProgramAdapter}, the one class that reads fontbox tables:
 *       OS/2, head, post; CFF Top DICT; Type 1 FontInfo) judged by {@code ProgramEvidence};</li>
 *   <li>the descriptor ({@code DescriptorEvidence}); ForceBold only adds;</li>
 *   <li>base-14 metrics for non-embedded fonts ({@code Standard14Evidence});</li>
 *   <li>glyph outlines, read by {@code ProbeGlyphReader}: stem width and slant ({@code StemWeightRule},
 *       {@code OutlineEvidence}, measured in {@code font.outline} by {@code GlyphStemMeter} with
 *       {@code ScanCurveFlattener} and {@code ScanLineCrossings}; probe codes found by {@code ProbeCodeScan};
 *       Type 3 char procs via {@code Type3GlyphOutlines});</li>
 *   <li>the name ({@code FontNameClassifier} over {@code FontNameTokens}, {@code WeightWords}).</li>
 * </ol>
 * {@code VoteCombiner} joins the votes and explains the refinements (coarse program weights, stems against a
 * descriptor). Symbol and dingbat fonts are never styled; math italic (cmmi) is italic.
 */
package dev.pdfstyles.font;
