"""Markup -> HTML+CSS for the browser-like generators (Chromium, WeasyPrint, wkhtmltopdf)."""
import html
import math

import families

# Width of a paragraph turned by another angle than 90 degrees (issue 26: text at 30 degrees).
ROT_ANY_WIDTH_MM = 90

CSS = """
@page { size: %(page)s; margin: 20mm; }
body { font-family: '%(font)s'; font-size: 12pt; line-height: 1.35; }
h1 { font-size: 18pt; margin: 0 0 8pt 0; }
h2 { font-size: 14pt; margin: 12pt 0 6pt 0; }
p { margin: 0 0 8pt 0; text-align: %(align)s; }
p.small { font-size: 8pt; }
a { color: #1a4fb0; text-decoration: none; }
.b { font-weight: bold; }
.i { font-style: italic; }
.u { text-decoration: underline; }
.s { text-decoration: line-through; }
.us { text-decoration: underline line-through; }
.d { text-decoration: underline; text-decoration-style: double; }
.o { text-decoration: underline; text-decoration-style: dotted; }
.sd { text-decoration: underline line-through; text-decoration-style: double; }
.h { background-color: #ffe135; }
hr { border: 0; border-top: 1px solid #000; margin: 10pt 0; }
.sig { width: 70mm; height: 12mm; border-bottom: 1px solid #000; margin: 0 0 10pt 0; }
table { border-collapse: collapse; margin: 6pt 0 10pt 0; }
td, th { border: 1px solid #000; padding: 3pt 8pt; text-align: left; font-weight: normal; }
.border { border-bottom: 1px solid #000; padding-bottom: 0; line-height: 1.15; }
.letterhead { text-align: center; font-size: 10pt; line-height: 1.15; border-bottom: 1.5px solid #000;
              margin: 0 0 14pt 0; }
.box { border: 1px solid #000; padding: 4pt 6pt; width: 95mm; margin: 0 0 8pt 0; }
table.field { width: 100%%; border: 0; margin: 4pt 0 8pt 0; }
table.field td { border: 0; padding: 0; }
table.field td.fill { border-bottom: 1px solid #000; width: 100%%; }
table.field td.lab { white-space: nowrap; padding-right: 4pt; }
table.tight td { padding: 0 2pt; line-height: 1.0; }
.rot-any { width: %(rot_any_width)dmm; margin-left: 10mm; margin-bottom: 10mm; -webkit-transform-origin: left top;
           transform-origin: left top; }
.rot { width: 90mm; margin-top: 95mm; margin-left: 10mm;
       -webkit-transform: rotate(-90deg); -webkit-transform-origin: left top;
       transform: rotate(-90deg); transform-origin: left top; }
"""


def rot_any_margin_mm(degrees):
    """Room above a block turned about its top left corner: its width times the sine, and a little more."""
    return int(round(ROT_ANY_WIDTH_MM * math.sin(math.radians(degrees)))) + 5


def deco_class(flags):
    under = "d" if "d" in flags else "o" if "o" in flags else "u" if "u" in flags else ""
    strike = "s" in flags
    if under == "d" and strike:
        return "sd"
    if under and strike:
        return "us"
    if under:
        return under
    return "s" if strike else ""


def run_tags(run):
    """Plain HTML tags instead of CSS classes, for importers that ignore style sheets (AbiWord)."""
    text = html.escape(run.text)
    for flag, tag in (("b", "b"), ("i", "i"), ("s", "strike")):
        if run.has(flag):
            text = "<%s>%s</%s>" % (tag, text, tag)
    if run.underlined:
        text = "<u>%s</u>" % text
    if run.has("h"):
        text = '<span style="background-color: #ffe135">%s</span>' % text
    if run.url:
        text = '<a href="%s">%s</a>' % (html.escape(run.url), text)
    return text


def run_html(run):
    classes = [c for c in ("b", "i", "h") if run.has(c)]
    deco = deco_class(run.flags)
    if deco:
        classes.append(deco)
    text = html.escape(run.text)
    if classes:
        text = '<span class="%s">%s</span>' % (" ".join(classes), text)
    if run.url:
        text = '<a href="%s">%s</a>' % (html.escape(run.url), text)
    return text


def runs_html(runs):
    return "".join(RUN_WRITER[0](r) for r in runs)


RUN_WRITER = [run_html]


def to_html(doc, tags=False):
    RUN_WRITER[0] = run_tags if tags else run_html
    try:
        return _to_html(doc)
    finally:
        RUN_WRITER[0] = run_html


def _to_html(doc):
    page = "A4 landscape" if doc.landscape else "A4"
    css = CSS % {"page": page, "font": families.FONTCONFIG[doc.family], "align": "justify" if doc.justify else "start",
                 "rot_any_width": ROT_ANY_WIDTH_MM}
    body = []
    for b in doc.blocks:
        if b.kind == "heading":
            cls = ' class="border"' if b.border else ""
            body.append("<h%d%s>%s</h%d>" % (b.level, cls, runs_html(b.runs), b.level))
        elif b.kind == "field":
            body.append('<table class="field"><tr><td class="lab">%s</td><td class="fill">&#160;</td></tr></table>'
                        % runs_html(b.runs))
        elif b.kind == "para":
            classes = [c for c, on in (("small", b.small), ("border", b.border), ("letterhead", b.letterhead),
                                       ("box", b.box)) if on]
            attrs = ' class="%s"' % " ".join(classes) if classes else ""
            if b.rtl:
                attrs += ' dir="rtl"'
            p = "<p%s>%s</p>" % (attrs, runs_html(b.runs))
            if b.rotate == 90:
                p = '<div class="rot">%s</div>' % p
            elif b.rotate:
                p = ('<div class="rot-any" style="margin-top: %dmm; -webkit-transform: rotate(-%ddeg);'
                     ' transform: rotate(-%ddeg)">%s</div>' % (rot_any_margin_mm(b.rotate), b.rotate, b.rotate, p))
            body.append(p)
        elif b.kind == "hr":
            body.append("<hr>")
        elif b.kind == "signature":
            body.append('<div class="sig"></div>')
        elif b.kind == "table":
            rows = []
            for row in b.rows:
                rows.append("<tr>%s</tr>" % "".join("<td>%s</td>" % runs_html(c) for c in row))
            body.append("<table%s>%s</table>" % (' class="tight"' if b.tight else "", "".join(rows)))
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title>\n<style>%s</style></head>\n"
            "<body>\n%s\n</body></html>\n" % (html.escape(doc.meta.get("title", doc.name)), css, "\n".join(body)))
