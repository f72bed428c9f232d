"""Markup -> HTML+CSS for the browser-like generators (Chromium, WeasyPrint, wkhtmltopdf)."""
import html

import families

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
.rot { width: 90mm; margin-top: 95mm; margin-left: 10mm;
       -webkit-transform: rotate(-90deg); -webkit-transform-origin: left top;
       transform: rotate(-90deg); transform-origin: left top; }
"""


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
    return "".join(run_html(r) for r in runs)


def to_html(doc):
    page = "A4 landscape" if doc.landscape else "A4"
    css = CSS % {"page": page, "font": families.FONTCONFIG[doc.family], "align": "justify" if doc.justify else "start"}
    body = []
    for b in doc.blocks:
        if b.kind == "heading":
            body.append("<h%d>%s</h%d>" % (b.level, runs_html(b.runs), b.level))
        elif b.kind == "para":
            attrs = ' class="small"' if b.small else ""
            if b.rtl:
                attrs += ' dir="rtl"'
            p = "<p%s>%s</p>" % (attrs, runs_html(b.runs))
            if b.rotate:
                p = '<div class="rot">%s</div>' % p
            body.append(p)
        elif b.kind == "hr":
            body.append("<hr>")
        elif b.kind == "signature":
            body.append('<div class="sig"></div>')
        elif b.kind == "table":
            rows = []
            for row in b.rows:
                rows.append("<tr>%s</tr>" % "".join("<td>%s</td>" % runs_html(c) for c in row))
            body.append("<table>%s</table>" % "".join(rows))
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title>\n<style>%s</style></head>\n"
            "<body>\n%s\n</body></html>\n" % (html.escape(doc.meta.get("title", doc.name)), css, "\n".join(body)))
