#!/usr/bin/env python3
"""Where the styled parser's time goes, from a JFR recording of the benchmark (issue 7).

Usage: jfr print --events jdk.ExecutionSample --stack-depth 256 rec.jfr > samples.txt
       python3 scripts/jfr-styled-breakdown.py samples.txt
       python3 scripts/jfr-styled-breakdown.py samples.txt --control    (a SamplingControl recording)

Record with -XX:FlightRecorderOptions:stackdepth=256: Tika's stacks are deeper than JFR's default 64
frames, and a truncated stack loses the parser frame that tells stock and styled parses apart.
Only the thread running the benchmark ("main") is counted.
"""
import collections
import re
import sys

FRAME = re.compile(r'^\s+([\w$.<>]+)\(')


def samples(path):
    stack, thread, in_stack = [], None, False
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            if line.startswith('jdk.ExecutionSample'):
                stack, thread, in_stack = [], None, False
            elif 'sampledThread = ' in line:
                thread = line.split('"')[1] if '"' in line else None
            elif 'stackTrace = [' in line:
                in_stack = True
            elif in_stack and line.strip() == ']':
                in_stack = False
            elif in_stack:
                m = FRAME.match(line)
                if m:
                    stack.append(m.group(1))
                elif line.strip() == '...':
                    stack.append('<truncated>')
            elif line.startswith('}'):
                yield thread, stack


def has(stack, name):
    return any(frame.startswith(name) for frame in stack)


# Buckets of the styled parse's work, checked in this order; the first that matches a sample wins.
# In the single pass (docs/design.md section 3) our code runs inside Tika's own text writer
# (StyledPDF2XHTML): what is not ours there is the stock writer's own work, done once.
SECOND_PASS = 'dev.pdfstyles.tika.fallback.PageStylePass.stylePage'
BUCKETS = [
    ('ours: font verdicts (FontVerdictCache, first glyph of each font)', 'dev.pdfstyles.font.FontVerdictCache'),
    ('ours: page font weights (emboldened copies, stroke widths)', 'dev.pdfstyles.font.PageFontWeights'),
    ('ours: glyph facts (GlyphFactsReader)', 'dev.pdfstyles.page.GlyphFactsReader'),
    ('ours: path/rule collection (PathOperators, PathRuleCollector)', ('dev.pdfstyles.page.PathOperators', 'dev.pdfstyles.decoration.PathRuleCollector')),
    ('ours: over-print copies (OverprintFinder)', 'dev.pdfstyles.synthetic.OverprintFinder'),
    ('ours: decorations (DecorationFinder, indexes, fraction bars)', 'dev.pdfstyles.decoration.DecorationFinder'),
    ('ours: other per-page decisions (PageSlant, style decision)', 'dev.pdfstyles.page.PageStyleRecorder.decide'),
    ('ours: text mapping (GlyphTextMapping, StyledText)', 'dev.pdfstyles.page.GlyphTextMapping'),
    ('ours: colour/width operators added to the writer', 'dev.pdfstyles.page.EvidenceOperator'),
    ('ours: splice (holding the page, StyledCharacterStream, style elements)', 'dev.pdfstyles.tika.PageSplicingHandler.release'),
    ('ours: other recorder hooks', 'dev.pdfstyles.page.PageStyleRecorder'),
]


def classify(stack):
    if not has(stack, 'dev.pdfstyles.StyledPdfParser.parse'):
        return 'stock parse' if has(stack, 'org.apache.tika.parser.pdf.PDFParser.parse') else None
    for label, prefix in BUCKETS:
        if has(stack, prefix):
            return label
    if has(stack, SECOND_PASS):
        return 'fallback second pass: PDFBox text stripper'
    return 'stock work inside the styled parse (loading, metadata, the text writer itself)'


def main(path):
    totals = collections.Counter()
    top_frames = collections.Counter()
    our_frames = collections.Counter()
    truncated = 0
    for thread, stack in samples(path):
        if thread != 'main' or not stack:
            continue
        if '<truncated>' in stack:
            truncated += 1
        bucket = classify(stack)
        if bucket is None:
            continue
        totals[bucket] += 1
        if bucket != 'stock parse':
            totals['= styled parse, all'] += 1
            top_frames[stack[0]] += 1
            ours = next((f for f in stack if f.startswith('dev.pdfstyles')), None)
            if ours and bucket.startswith('ours'):
                our_frames[ours] += 1
    stock = totals['stock parse']
    styled = totals['= styled parse, all']
    print(f'samples on main: stock parse {stock}, styled parse {styled} (truncated stacks: {truncated})')
    print('\nstyled parse by bucket (share of the styled parse, and in stock-parse units):')
    for bucket, n in totals.most_common():
        if bucket in ('stock parse', '= styled parse, all'):
            continue
        print(f'  {100.0 * n / styled:5.1f}%  {n / max(1, stock):5.2f}x stock  {bucket}')
    print('\ntop (innermost) frames in the styled parse:')
    for frame, n in top_frames.most_common(25):
        print(f'  {100.0 * n / styled:5.1f}%  {frame}')
    print('\ninnermost dev.pdfstyles frame, samples in our code:')
    for frame, n in our_frames.most_common(15):
        print(f'  {100.0 * n / styled:5.1f}%  {frame}')


def callers(path, frame_prefix, depth=3):
    """Who calls a frame: e.g. which of our classes the HashMap lookups come from."""
    found = collections.Counter()
    for thread, stack in samples(path):
        if thread != 'main':
            continue
        for i, frame in enumerate(stack):
            if frame.startswith(frame_prefix):
                found[' <- '.join(stack[i + 1:i + 1 + depth])] += 1
                break
    for chain, n in found.most_common(8):
        print(f'  {n:6d}  {chain}')


def control(path):
    """Samples of the stock parser and of its pass-through subclass (dev.pdfstyles.bench.SamplingControl)."""
    same = 'dev.pdfstyles.bench.SamplingControl$SameStockParser.parse'
    counts = collections.Counter()
    for thread, stack in samples(path):
        if thread != 'main' or not has(stack, 'org.apache.tika.parser.pdf.PDFParser.parse'):
            continue
        side = 'same stock' if has(stack, same) else 'stock'
        counts[side] += 1
        if has(stack, 'org.apache.tika.parser.pdf.AbstractPDF2XHTML.extractEmbeddedDocuments'):
            counts[side + ', extractEmbeddedDocuments'] += 1
    for key in ('stock', 'same stock', 'stock, extractEmbeddedDocuments', 'same stock, extractEmbeddedDocuments'):
        print(f'  {counts[key]:7d}  {key}')
    if counts['stock']:
        print(f'  samples, same stock over stock: {counts["same stock"] / counts["stock"]:.3f}')


if __name__ == '__main__':
    if len(sys.argv) > 2 and sys.argv[2] == '--control':
        control(sys.argv[1])
    elif len(sys.argv) > 3 and sys.argv[2] == '--callers':
        for prefix in sys.argv[3:]:
            print(f'callers of {prefix}:')
            callers(sys.argv[1], prefix)
    else:
        main(sys.argv[1])
