#!/usr/bin/env python3
"""Where the styled parser's time goes, from a JFR recording of the benchmark (issue 7), or from the
collapsed stacks of a ProfileWindow profile (issue 27).

Usage: jfr print --events jdk.ExecutionSample --stack-depth 256 rec.jfr > samples.txt
       python3 scripts/jfr-styled-breakdown.py samples.txt
       python3 scripts/jfr-styled-breakdown.py samples.txt --control    (a SamplingControl recording)
       python3 scripts/jfr-styled-breakdown.py profile.collapsed --collapsed    (a ProfileWindow profile)

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


def collapsed_samples(path):
    """(stack innermost first, weight) per line of async-profiler's collapsed stacks (root first there)."""
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            frames, _, count = line.rpartition(' ')
            stack = [re.sub(r'_\[.\]$', '', frame).replace('/', '.') for frame in frames.split(';')]
            yield stack[::-1], int(count)


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
    ('ours: splice (holding the page, StyledCharacterStream, style elements)',
     ('dev.pdfstyles.tika.PageSplicingHandler', 'dev.pdfstyles.tika.MarkedContentSplicingHandler', 'dev.pdfstyles.xhtml')),
    ('ours: other recorder hooks', 'dev.pdfstyles.page.PageStyleRecorder'),
]


# The splice sits in the handler chain of every event the writer sends, so the downstream handlers' work on
# the stock parser's own events (writing the XHTML, counting characters) runs under its frames. The stock parse
# does that work too, so it is not ours: a sample whose innermost frame of ours forwards an event (the splice's
# pass-through, the replay of a held page, the styled characters) and whose next frame inward is a SAX handler
# counts as stock work. The style elements' own events go downstream from StyleElementStack and stay ours.
DOWNSTREAM_LABEL = 'stock work reached through the splice (downstream handlers writing the stock events)'
FORWARDERS = ('dev.pdfstyles.tika.PageSplicingHandler.', 'dev.pdfstyles.tika.MarkedContentSplicingHandler.',
              'dev.pdfstyles.xhtml.SaxRecording', 'dev.pdfstyles.xhtml.StyledCharacterStream.')
SAX_HANDLERS = ('org.apache.tika.sax.', 'org.xml.sax.')


def is_our_frame(frame):
    """A frame of the plugin's code, not of the tools that drive it (the benchmark, the test harness)."""
    return frame.startswith('dev.pdfstyles') and '.bench.' not in frame and '.testsupport.' not in frame


def is_forwarded_downstream(stack):
    """Whether the innermost frame of ours (stack is innermost first) hands a stock event to a SAX handler."""
    for i, frame in enumerate(stack):
        if is_our_frame(frame):
            return i > 0 and frame.startswith(FORWARDERS) and stack[i - 1].startswith(SAX_HANDLERS)
    return False


def styled_bucket(stack):
    if is_forwarded_downstream(stack):
        return DOWNSTREAM_LABEL
    for label, prefix in BUCKETS:
        if has(stack, prefix):
            return label
    return None


def classify(stack):
    if not has(stack, 'dev.pdfstyles.StyledPdfParser.parse'):
        return 'stock parse' if has(stack, 'org.apache.tika.parser.pdf.PDFParser.parse') else None
    bucket = styled_bucket(stack)
    if bucket:
        return bucket
    if has(stack, SECOND_PASS):
        return 'fallback second pass: PDFBox text stripper'
    return 'stock work inside the styled parse (loading, metadata, the text writer itself)'


# ProfileWindow runs each parse in a frame of its own; everything under them is the parse (detection included).
STOCK_TURN = 'dev.pdfstyles.bench.ProfileWindow.stockTurn'
STYLED_TURN = 'dev.pdfstyles.bench.ProfileWindow.styledTurn'


def classify_turn(stack):
    if has(stack, STOCK_TURN):
        return 'stock parse'
    if not has(stack, STYLED_TURN):
        return None
    return (styled_bucket(stack)
            or 'stock work inside the styled parse (detection, loading, metadata, the text writer itself)')


def jfr_main_thread(path):
    """(stack, 1) per sample of the benchmark's thread in a JFR print; truncated stacks are counted apart."""
    for thread, stack in samples(path):
        if thread == 'main' and stack:
            yield stack, 1


def main(weighted_stacks, classify_stack):
    totals = collections.Counter()
    top_frames = collections.Counter()
    our_frames = collections.Counter()
    truncated = 0
    for stack, weight in weighted_stacks:
        if '<truncated>' in stack:
            truncated += weight
        bucket = classify_stack(stack)
        if bucket is None:
            continue
        totals[bucket] += weight
        if bucket != 'stock parse':
            totals['= styled parse, all'] += weight
            top_frames[stack[0]] += weight
            ours = next((f for f in stack if is_our_frame(f)), None)
            if ours and bucket.startswith('ours'):
                our_frames[ours] += weight
    stock = totals['stock parse']
    styled = totals['= styled parse, all']
    print(f'samples: stock parse {stock}, styled parse {styled}, ratio {styled / max(1, stock):.3f}'
          f' (truncated stacks: {truncated})')
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
    elif len(sys.argv) > 2 and sys.argv[2] == '--collapsed':
        main(collapsed_samples(sys.argv[1]), classify_turn)
    else:
        main(jfr_main_thread(sys.argv[1]), classify)
