#!/usr/bin/python3
"""Render one markup source to PDF with ReportLab's Platypus (Debian python3-reportlab).

usage: reportlab_render.py SOURCE.smk OUT.pdf
Paragraph markup <b> <i> <u> <strike> <a>: ReportLab draws underline and strike-through as stroked lines
per line fragment; tables, bordered blocks, boxes and form lines are Table cell lines, rules HRFlowable."""
import os
import sys
from xml.sax.saxutils import escape, quoteattr

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import cm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import HRFlowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import smk  # noqa: E402

# Four real faces per family (TrueType, embedded as subsets).
FACES = {
    "serif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-%s.ttf",
              {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans%s.ttf",
             {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
    "mono": ("/usr/share/fonts/truetype/liberation/LiberationMono-%s.ttf",
             {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
}
LINK_COLOUR = "#1a4fb0"
HIGHLIGHT = "#ffe135"
WIDTH = A4[0] - 4 * cm


def register(family):
    pattern, faces = FACES[family]
    names = {}
    for key, face in faces.items():
        name = "F" + family + key
        pdfmetrics.registerFont(TTFont(name, pattern % face))
        names[key] = name
    pdfmetrics.registerFontFamily("F" + family, normal=names[""], bold=names["B"], italic=names["I"],
                                  boldItalic=names["BI"])
    return "F" + family


def run_markup(run):
    t = escape(run.text)
    if run.has("h"):
        t = '<span backColor="%s">%s</span>' % (HIGHLIGHT, t)
    if run.has("s"):
        t = "<strike>%s</strike>" % t
    if run.has("d"):
        t = '<u kind="double">%s</u>' % t
    elif run.underlined:
        t = "<u>%s</u>" % t
    if run.has("i"):
        t = "<i>%s</i>" % t
    if run.has("b"):
        t = "<b>%s</b>" % t
    if run.url:
        t = '<a href=%s color="%s">%s</a>' % (quoteattr(run.url), LINK_COLOUR, t)
    return t


def para(runs, style):
    return Paragraph("".join(run_markup(r) for r in runs), style)


def render(doc, out):
    font = register(doc.family)
    body = ParagraphStyle("body", fontName=font, fontSize=12, leading=15, spaceAfter=8)
    small = ParagraphStyle("small", parent=body, fontSize=8, leading=10)
    letter = ParagraphStyle("letter", parent=body, fontSize=10, leading=12, alignment=TA_CENTER, spaceAfter=1)
    cell = ParagraphStyle("cell", parent=body, spaceAfter=0)
    heads = {1: ParagraphStyle("h1", parent=body, fontSize=18, leading=22),
             2: ParagraphStyle("h2", parent=body, fontSize=14, leading=17, spaceBefore=6)}
    story = []
    for b in doc.blocks:
        if b.kind == "heading":
            p = Paragraph("<b>%s</b>" % "".join(run_markup(r) for r in b.runs), heads[b.level])
            story.append(ruled(p) if b.border else p)
        elif b.kind == "field":
            label = para(b.runs, cell)
            w = label.wrap(WIDTH, 100)[0]
            lw = min(WIDTH, pdfmetrics.stringWidth(" ".join(r.text for r in b.runs), font, 12) + 6)
            t = Table([[label, ""]], colWidths=[lw, WIDTH - lw])
            t.setStyle(TableStyle([("LINEBELOW", (1, 0), (1, 0), 0.5, colors.black),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
            story += [t, Spacer(1, 8)]
        elif b.kind == "para" and b.letterhead:
            story += [para(b.runs, letter), HRFlowable(width="100%", thickness=1.5, color=colors.black,
                                                       spaceBefore=0, spaceAfter=14)]
        elif b.kind == "para" and b.border:
            story.append(ruled(para(b.runs, cell)))
        elif b.kind == "para" and b.box:
            t = Table([[para(b.runs, cell)]], colWidths=[9 * cm])
            t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.75, colors.black)]))
            t.hAlign = "LEFT"
            story += [t, Spacer(1, 8)]
        elif b.kind == "para":
            story.append(para(b.runs, small if b.small else body))
        elif b.kind == "hr":
            story.append(HRFlowable(width="100%", thickness=0.5, color=colors.black, spaceBefore=4, spaceAfter=10))
        elif b.kind == "signature":
            story.append(HRFlowable(width=7 * cm, thickness=0.5, color=colors.black, spaceBefore=30,
                                    spaceAfter=10, hAlign="LEFT"))
        elif b.kind == "table":
            t = Table([[para(c, cell) for c in row] for row in b.rows])
            pad = 0 if b.tight else 4
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                                   ("TOPPADDING", (0, 0), (-1, -1), pad), ("BOTTOMPADDING", (0, 0), (-1, -1), pad),
                                   ("LEFTPADDING", (0, 0), (-1, -1), pad + 1),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), pad + 1)]))
            t.hAlign = "LEFT"
            story += [t, Spacer(1, 10)]
    pdf = SimpleDocTemplate(out, pagesize=A4, leftMargin=2 * cm, rightMargin=2 * cm, topMargin=2 * cm,
                            bottomMargin=2 * cm, title=doc.meta.get("title", doc.name), invariant=1)
    pdf.build(story)


def ruled(flowable):
    """A one-cell table with a line under it and no bottom padding: a paragraph's bottom border."""
    t = Table([[flowable]], colWidths=[WIDTH])
    t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.5, colors.black),
                           ("LEFTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return t


if __name__ == "__main__":
    render(smk.parse(sys.argv[1]), sys.argv[2])
