"""Markup -> hand-written PostScript with URW base-35 fonts, laid out here with the fonts' AFM metrics.

Underline and strike-through are stroked lines (dotted: a dash pattern with round caps; double: two
lines), highlight a filled rectangle under the text, rules and the table grid stroked lines, links
pdfmark /Link annotations. For the regular-only family every style is synthesized the way old
drivers did it: bold by printing the word a second time shifted right (double strike), italic by a
makefont skew matrix. A landscape document is drawn rotated on a portrait page, so ps2pdf turns the
page with /Rotate."""
import os
import re

AFM_DIR = "/usr/share/fonts/type1/urw-base35"

# family -> (regular, bold, italic, bold italic) URW font names
FAMILIES = {
    "serif": ("P052-Roman", "P052-Bold", "P052-Italic", "P052-BoldItalic"),
    "sans": ("URWGothic-Book", "URWGothic-Demi", "URWGothic-BookOblique", "URWGothic-DemiOblique"),
    "mono": ("NimbusMonoPS-Regular", "NimbusMonoPS-Bold", "NimbusMonoPS-Italic", "NimbusMonoPS-BoldItalic"),
    "regular-only": ("C059-Roman",) * 4,
}
FAMILY_NAMES = {
    "serif": "URW P052 (Palatino clone)",
    "sans": "URW Gothic (Book/Demi: bold face named Demi)",
    "mono": "URW Nimbus Mono PS",
    "regular-only": "URW C059 Roman only (Century Schoolbook clone); bold and italic synthesized",
}

A4 = (595.0, 842.0)
MARGIN = 57.0
BODY, SMALL, H1, H2 = 12.0, 8.0, 18.0, 14.0
LEADING = 1.3
PARA_GAP = 7.0
RULE_WIDTH = 0.6
DOUBLE_STRIKE_SHIFT_EM = 0.035   # second print of a synthetic bold word, right of the first
SYNTHETIC_SKEW = 0.21            # tan(12 degrees) for a synthetic oblique
STRIKE_RISE_OF_XHEIGHT = 0.5
DOUBLE_GAP = 1.6                 # points between the two lines of a double underline
DOT_PATTERN = "[0.1 1.8] 0"      # with round caps: a row of dots


class Afm:
    def __init__(self, name):
        self.widths, self.upos, self.uthick, self.xheight = {}, -100, 50, 450
        with open(os.path.join(AFM_DIR, name + ".afm"), encoding="latin-1") as f:
            for line in f:
                if line.startswith("C "):
                    m = re.match(r"C (-?\d+) ; WX (\d+)", line)
                    if m and int(m.group(1)) >= 0:
                        self.widths[int(m.group(1))] = int(m.group(2))
                elif line.startswith("UnderlinePosition"):
                    self.upos = float(line.split()[1])
                elif line.startswith("UnderlineThickness"):
                    self.uthick = float(line.split()[1])
                elif line.startswith("XHeight"):
                    self.xheight = float(line.split()[1])

    def width(self, text, size):
        return sum(self.widths.get(ord(c), 500) for c in text) * size / 1000.0


def ps_string(text):
    if any(ord(c) > 126 for c in text):
        raise ValueError("hand-written PostScript handles ASCII only: %r" % text)
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


class Writer:
    def __init__(self, doc):
        self.doc = doc
        self.faces = FAMILIES[doc.family]
        self.synthetic = doc.family == "regular-only"
        self.afm = {n: Afm(n) for n in set(self.faces)}
        self.landscape = doc.landscape
        self.pw, self.ph = (A4[1], A4[0]) if self.landscape else A4
        self.width = self.pw - 2 * MARGIN
        self.y = self.ph - MARGIN
        self.out = []

    def face(self, flags):
        return self.faces[(1 if "b" in flags else 0) + (2 if "i" in flags else 0)]

    def font_cmd(self, flags, size):
        name = self.face(flags)
        if self.synthetic and "i" in flags:
            return "/%s findfont [%g 0 %g %g 0 0] makefont setfont" % (name, size, SYNTHETIC_SKEW * size, size)
        return "/%s findfont %g scalefont setfont" % (name, size)

    # -- layout ----------------------------------------------------------------------------------------
    def items(self, runs, size, extra_flags=""):
        """(kind, text, flags, url, width) for each word piece and space of a run list."""
        out = []
        for r in runs:
            flags = set(r.flags) | set(extra_flags)
            for m in re.finditer(r"\s+|\S+", r.text):
                t = m.group(0)
                kind = "space" if t.isspace() else "text"
                t = " " if kind == "space" else t
                out.append((kind, t, frozenset(flags), r.url, self.afm[self.face(flags)].width(t, size)))
        return out

    def lines(self, items, width):
        """Greedy line breaking at spaces."""
        words, cur = [], []
        for it in items:
            if it[0] == "space":
                if cur:
                    words.append(cur)
                    cur = []
                words.append([it])
            else:
                cur.append(it)
        if cur:
            words.append(cur)
        lines, line, w = [], [], 0.0
        for word in words:
            ww = sum(i[4] for i in word)
            if word[0][0] != "space" and line and w + ww > width:
                while line and line[-1][0] == "space":
                    w -= line.pop()[4]
                lines.append(line)
                line, w = [], 0.0
            if word[0][0] == "space" and not line:
                continue
            line.extend(word)
            w += ww
        while line and line[-1][0] == "space":
            line.pop()
        if line:
            lines.append(line)
        return lines

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_line(self, line, x0, y, size, rtl=False):
        x = x0
        spans = {"u": [], "d": [], "o": [], "s": [], "h": []}
        links = []
        for kind, text, flags, url, w in line:
            for k in spans:
                if k in flags:
                    spans[k].append((x, x + w))
            if url:
                links.append((x, x + w, url))
            if kind == "text":
                self.out.append("%s %s" % (self.font_cmd(flags, size), "%.2f %.2f moveto %s show" % (x, y, ps_string(text))))
                if self.synthetic and "b" in flags:
                    self.out.append("%.2f %.2f moveto %s show" % (x + DOUBLE_STRIKE_SHIFT_EM * size, y, ps_string(text)))
            x += w
        afm = self.afm[self.faces[0]]
        upos = y + afm.upos * size / 1000.0
        thick = max(afm.uthick * size / 1000.0, 0.4)
        for k, segs in spans.items():
            for a, b in merge(segs):
                if k == "h":
                    self.out.insert(self.mark, "gsave 1 0.88 0.2 setrgbcolor %.2f %.2f %.2f %.2f rectfill grestore"
                                    % (a, y - 0.25 * size, b - a, size * 1.05))
                elif k == "s":
                    self.stroke(a, b, y + afm.xheight * STRIKE_RISE_OF_XHEIGHT * size / 1000.0, thick)
                elif k == "o":
                    self.out.append("gsave 1 setlinecap %s setdash" % DOT_PATTERN)
                    self.stroke(a, b, upos, thick * 1.3)
                    self.out.append("grestore")
                else:
                    self.stroke(a, b, upos, thick)
                    if k == "d":
                        self.stroke(a, b, upos - DOUBLE_GAP, thick)
        for a, b, url in merge_links(links):
            self.out.append("[ /Rect [%.2f %.2f %.2f %.2f] /Border [0 0 0] /Action << /Subtype /URI /URI %s >> "
                            "/Subtype /Link /ANN pdfmark" % (a, y - 0.25 * size, b, y + 0.8 * size, ps_string(url)))

    def stroke(self, a, b, y, width):
        self.out.append("%.2f setlinewidth %.2f %.2f moveto %.2f %.2f lineto stroke" % (width, a, y, b, y))

    def paragraph(self, runs, size, extra_flags="", x0=MARGIN, width=None):
        width = width or self.width
        for line in self.lines(self.items(runs, size, extra_flags), width):
            self.y -= size * LEADING
            self.mark = len(self.out)
            self.draw_line(line, x0, self.y, size)
        self.y -= PARA_GAP

    def rule(self, x0, length):
        self.y -= 6
        self.stroke(x0, x0 + length, self.y, RULE_WIDTH)
        self.y -= 8

    def table(self, rows):
        pad = 4.0
        cells = [[self.items(c, BODY) for c in row] for row in rows]
        ncol = max(len(r) for r in rows)
        colw = [max(sum(i[4] for i in row[c]) for row in cells if c < len(row)) + 2 * pad for c in range(ncol)]
        rowh = BODY * LEADING + 2 * pad
        top = self.y
        for row in cells:
            x = MARGIN
            base = self.y - pad - BODY
            self.mark = len(self.out)
            for c, items in enumerate(row):
                self.draw_line(items, x + pad, base, BODY)
                x += colw[c]
            self.y -= rowh
        total = sum(colw)
        for i in range(len(rows) + 1):
            self.stroke(MARGIN, MARGIN + total, top - i * rowh, RULE_WIDTH)
        x = MARGIN
        for w in [0] + colw:
            x += w
            self.out.append("%.2f setlinewidth %.2f %.2f moveto %.2f %.2f lineto stroke"
                            % (RULE_WIDTH, x, top, x, top - len(rows) * rowh))
        self.y -= PARA_GAP

    def render(self):
        for b in self.doc.blocks:
            if b.kind == "heading":
                self.y -= 4
                self.paragraph(b.runs, H1 if b.level == 1 else H2, extra_flags="b")
            elif b.kind == "para" and b.rotate:
                lines = self.lines(self.items(b.runs, BODY), 250)
                self.out.append("gsave %.2f %.2f translate 90 rotate" % (MARGIN + BODY, self.y - 270))
                yy = 0.0
                for line in lines:
                    self.mark = len(self.out)
                    self.draw_line(line, 0, yy, BODY)
                    yy -= BODY * LEADING
                self.out.append("grestore")
                self.y -= 280
            elif b.kind == "para":
                self.paragraph(b.runs, SMALL if b.small else BODY)
            elif b.kind == "hr":
                self.rule(MARGIN, self.width)
            elif b.kind == "signature":
                self.y -= 24
                self.rule(MARGIN, 200)
            elif b.kind == "table":
                self.table(b.rows)
        page = ""
        if self.landscape:
            # Landscape content on a portrait sheet: turn the coordinate system; ps2pdf sets /Rotate.
            page = "%g 0 translate 90 rotate\n" % A4[0]
        return ("%%!PS-Adobe-3.0\n%%%%Title: %s\n%%%%Creator: corpus ps_out.py\n%%%%Pages: 1\n"
                "%%%%BoundingBox: 0 0 595 842\n%%%%EndComments\n"
                "/pdfmark where {pop} {userdict /pdfmark /cleartomark load put} ifelse\n"
                "<< /PageSize [595 842] >> setpagedevice\n%%%%Page: 1 1\n%s0 setgray\n%s\nshowpage\n%%%%EOF\n"
                % (self.doc.meta.get("title", self.doc.name), page, "\n".join(self.out)))


def merge(segs):
    out = []
    for a, b in segs:
        if out and abs(out[-1][1] - a) < 0.01:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def merge_links(links):
    out = []
    for a, b, url in links:
        if out and out[-1][2] == url and abs(out[-1][1] - a) < 0.01:
            out[-1] = (out[-1][0], b, url)
        else:
            out.append((a, b, url))
    return out


def to_ps(doc):
    return Writer(doc).render()
