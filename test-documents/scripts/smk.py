"""Parser for the corpus' small neutral markup (.smk) and the truth words it implies.

The format (one source, many generators):

  % comment line                      ignored
  @family serif|sans|mono|regular-only|cjk   document font family (first lines)
  @page landscape                     whole document on a landscape page
  @align justify                      paragraphs set justified (default: ragged right)
  # Heading / ## Subheading           headings (one line); every generator sets them in bold,
                                      so their words are bold in the truth
  a paragraph is consecutive text lines; a blank line ends it
  @small                              the next paragraph is small print
  @rotate [DEGREES]                   the next paragraph is rotated 90 (or DEGREES) degrees counter-clockwise
  @rtl                                the next paragraph is right-to-left
  @hr                                 a horizontal rule (no text)
  @signature                          a signature line: a rule with no text
  @table ... @endtable                a table with grid lines; one row a line, cells split by ' | '
  @table tight                        the same, with no cell padding: the borders touch the text
  @border                             the next heading or paragraph has a bottom border (a paragraph
                                      rule under one line of text: NOT an underline)
  @letterhead                         the next paragraph is a centred letterhead line with a rule under it
  @box                                the next paragraph is drawn inside a frame (a box in a diagram)
  @field LABEL                        a form line: LABEL, then an empty fill-in line to the right

Inline runs: {FLAGS:text} or {FLAGS:text|url}. FLAGS is a subset of
  b bold, i italic, u underline, s strike-through,
  d double underline, o dotted underline (both are underline for a reader),
  h highlighted background (NOT an underline).
With |url the run is a hyperlink; it is drawn underlined only when FLAGS says so.
Braces do not nest.

Truth: a word is a maximal run of non-whitespace characters; it gets a style when at least
half of its characters carry it (the scoring rule of shared/eval/FORMAT.md).
"""
import re

FLAG_LETTERS = set("biusdoh")
UNDERLINE_FLAGS = set("udo")
RUN_RE = re.compile(r"\{([a-z]*):([^{}|]*)(?:\|([^{}]*))?\}")


class Run:
    def __init__(self, text, flags="", url=None):
        bad = set(flags) - FLAG_LETTERS
        if bad:
            raise ValueError("unknown flags %r in run %r" % ("".join(sorted(bad)), text))
        self.text = text
        self.flags = frozenset(flags)
        self.url = url

    def has(self, letter):
        return letter in self.flags

    @property
    def underlined(self):
        return bool(self.flags & UNDERLINE_FLAGS)

    def __repr__(self):
        return "Run(%r,%r,%r)" % (self.text, "".join(sorted(self.flags)), self.url)


class Block:
    """kind: heading | para | hr | signature | table | field (runs = the label)."""

    def __init__(self, kind, runs=None, level=0, small=False, rotate=0, rtl=False, rows=None,
                 border=False, letterhead=False, box=False, tight=False):
        self.kind = kind
        self.border = border
        self.letterhead = letterhead
        self.box = box
        self.tight = tight
        self.runs = runs or []
        self.level = level
        self.small = small
        self.rotate = rotate  # degrees counter-clockwise, 0 for upright
        self.rtl = rtl
        self.rows = rows or []


class Doc:
    def __init__(self, name, meta, blocks):
        self.name = name
        self.meta = meta
        self.blocks = blocks

    @property
    def family(self):
        return self.meta.get("family", "serif")

    @property
    def justify(self):
        return self.meta.get("align") == "justify"

    @property
    def landscape(self):
        return self.meta.get("page") == "landscape"


def parse_runs(text):
    runs = []
    pos = 0
    for m in RUN_RE.finditer(text):
        if m.start() > pos:
            runs.append(Run(text[pos:m.start()]))
        runs.append(Run(m.group(2), m.group(1), m.group(3)))
        pos = m.end()
    if pos < len(text):
        runs.append(Run(text[pos:]))
    for r in runs:
        if "{" in r.text or "}" in r.text:
            raise ValueError("unbalanced brace near %r" % r.text)
    return runs


def parse(path):
    name = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    meta, blocks = {}, []
    pending = {}
    para = []
    table = None
    table_tight = False

    def flush():
        if para:
            blocks.append(Block("para", parse_runs(" ".join(para)), **pending))
            pending.clear()
            del para[:]

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n").strip()
            if table is not None:
                if line == "@endtable":
                    blocks.append(Block("table", rows=table, tight=table_tight))
                    table = None
                elif line:
                    table.append([parse_runs(c.strip()) for c in line.split(" | ")])
                continue
            if line.startswith("%"):
                continue
            if not line:
                flush()
                continue
            if line.startswith("@"):
                flush()
                word, _, arg = line[1:].partition(" ")
                if word in ("family", "page", "title", "align"):
                    meta[word] = arg.strip()
                elif word == "rotate":
                    pending[word] = int(arg) if arg.strip() else 90
                elif word in ("small", "rtl", "border", "letterhead", "box"):
                    pending[word] = True
                elif word in ("hr", "signature"):
                    blocks.append(Block(word))
                elif word == "field":
                    blocks.append(Block("field", parse_runs(arg.strip())))
                elif word == "table":
                    table = []
                    table_tight = arg.strip() == "tight"
                else:
                    raise ValueError("%s: unknown directive @%s" % (path, word))
                continue
            if line.startswith("#"):
                flush()
                level = len(line) - len(line.lstrip("#"))
                blocks.append(Block("heading", parse_runs(line[level:].strip()), level=level,
                                    border=pending.pop("border", False)))
                continue
            para.append(line)
    flush()
    if table is not None:
        raise ValueError("%s: @table without @endtable" % path)
    return Doc(name, meta, blocks)


def block_run_lists(doc):
    """Every list of runs in reading order (table cells row by row)."""
    for b in doc.blocks:
        if b.kind in ("heading", "para", "field"):
            yield b.runs
        elif b.kind == "table":
            for row in b.rows:
                for cell in row:
                    yield cell


def styled_chars(runs, bold=False):
    """(char, {b,i,u,s}) for each character of a run list; bold=True for a heading."""
    for r in runs:
        st = {"b": bold or r.has("b"), "i": r.has("i"), "u": r.underlined, "s": r.has("s")}
        for ch in r.text:
            yield ch, st


def run_near(run):
    """Why a run's text sits next to something that looks like a decoration but is none, or None."""
    if run.has("h"):
        return "highlight"
    if run.url and not run.underlined:
        return "link"
    return None


def words_of(runs, bold=False, near=None):
    """Truth words; near names the look-alike next to the whole list (a border, a grid...), if any.
    A word that must carry neither u nor s although a look-alike is next to it gets "hn": REASON
    (a hard negative: see hard_negatives.py)."""
    words, cur = [], []
    chars = [(ch, st, run_near(r)) for r in runs for ch, st in styled_chars([r], bold)]
    for ch, st, why in chars + [(" ", None, None)]:
        if ch.isspace():
            if cur:
                text = "".join(c for c, _, _ in cur)
                w = {"t": text}
                for k in "bius":
                    n = sum(1 for _, s, _ in cur if s[k])
                    w[k] = 1 if 2 * n >= len(cur) else 0
                reason = near or next((y for _, _, y in cur if y), None)
                if reason and not w["u"] and not w["s"]:
                    w["hn"] = reason
                words.append(w)
                cur = []
        else:
            cur.append((ch, st, why))
    return words


def block_near(b):
    """The look-alike a whole block's words sit next to."""
    if b.kind == "table":
        return "grid-tight" if b.tight else "grid"
    if b.kind == "field":
        return "field"
    if b.letterhead:
        return "letterhead"
    if b.border:
        return "border"
    if b.box:
        return "box"
    return None


def truth_words(doc):
    out = []
    for b in doc.blocks:
        if b.kind in ("heading", "para", "field"):
            out.extend(words_of(b.runs, bold=b.kind == "heading", near=block_near(b)))
        elif b.kind == "table":
            for row in b.rows:
                for cell in row:
                    out.extend(words_of(cell, near=block_near(b)))
    return out


LIGATURE_RE = re.compile(r"ff|fi|fl|-")


def lint(doc):
    """Problems that would make extracted words differ from the source words."""
    probs = []
    for w in truth_words(doc):
        if LIGATURE_RE.search(w["t"]):
            probs.append("word %r may ligate or hyphen-split" % w["t"])
    return probs
