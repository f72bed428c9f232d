#!/usr/bin/python3
"""Render one markup source to PDF with cairo + Pango (Debian python3-cairo, python3-gi, gir1.2-pango-1.0).

usage: cairo_render.py SOURCE.smk OUT.pdf
Pango draws underline and strike-through as filled rectangles; rules, signature lines and table grid
are stroked cairo paths; the rotated paragraph is drawn under a -90 degree rotation."""
import math
import os
import sys
from xml.sax.saxutils import escape, quoteattr

import cairo
import gi

gi.require_foreign("cairo")
gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import families  # noqa: E402
import smk  # noqa: E402

A4 = (595.0, 842.0)       # points
MARGIN = 56.7             # 2 cm
BODY_PT, SMALL_PT = 12, 8
HEADING_PT = {1: 18, 2: 14}
PARA_GAP = 8.0
RULE_WIDTH = 0.75
HIGHLIGHT = "#ffe135"


def run_markup(run):
    t = escape(run.text)
    attrs = []
    if run.has("b"):
        attrs.append('weight="bold"')
    if run.has("i"):
        attrs.append('style="italic"')
    if run.has("d"):
        attrs.append('underline="double"')
    elif run.has("o"):
        # Pango 1.50 has no dotted underline: the "error" underline (a wavy line) stands in for it.
        attrs.append('underline="error"')
    elif run.has("u"):
        attrs.append('underline="single"')
    if run.has("s"):
        attrs.append('strikethrough="true"')
    if run.has("h"):
        attrs.append("background=%s" % quoteattr(HIGHLIGHT))
    if run.url and not run.flags & {"u", "d", "o"}:
        attrs.append('foreground="#1a4fb0"')
    elif run.url:
        attrs.append('foreground="#1a4fb0"')
    return "<span %s>%s</span>" % (" ".join(attrs), t) if attrs else t


def make_layout(cr, font, pt, runs, width, bold=False, justify=False):
    layout = PangoCairo.create_layout(cr)
    PangoCairo.context_set_resolution(layout.get_context(), 72)
    layout.context_changed()
    desc = Pango.FontDescription.from_string("%s %d" % (font, pt))
    if bold:
        desc.set_weight(Pango.Weight.BOLD)
    layout.set_font_description(desc)
    layout.set_width(int(width * Pango.SCALE))
    layout.set_wrap(Pango.WrapMode.WORD)
    layout.set_justify(justify)
    layout.set_markup("".join(run_markup(r) for r in runs), -1)
    return layout


def hline(cr, x, y, w):
    cr.set_line_width(RULE_WIDTH)
    cr.move_to(x, y)
    cr.line_to(x + w, y)
    cr.stroke()


def render(doc, out):
    pw, ph = (A4[1], A4[0]) if doc.landscape else A4
    # OUT.ps writes PostScript (the cairo-ps route distils it with ps2pdf), anything else PDF.
    surface = cairo.PSSurface(out, pw, ph) if out.endswith(".ps") else cairo.PDFSurface(out, pw, ph)
    cr = cairo.Context(surface)
    cr.set_source_rgb(0, 0, 0)
    font = families.FONTCONFIG[doc.family]
    width = pw - 2 * MARGIN
    y = MARGIN
    for b in doc.blocks:
        if b.kind == "heading":
            lay = make_layout(cr, font, HEADING_PT[b.level], b.runs, width, bold=True)
            y += 4
            cr.move_to(MARGIN, y)
            PangoCairo.show_layout(cr, lay)
            y += lay.get_pixel_size()[1]
            if b.border:
                hline(cr, MARGIN, y, width)
            y += PARA_GAP
        elif b.kind == "field":
            lay = make_layout(cr, font, BODY_PT, b.runs, width)
            cr.move_to(MARGIN, y)
            PangoCairo.show_layout(cr, lay)
            base = y + lay.get_baseline() / Pango.SCALE
            hline(cr, MARGIN + lay.get_pixel_size()[0] + 4, base, width - lay.get_pixel_size()[0] - 4)
            y += lay.get_pixel_size()[1] + PARA_GAP
        elif b.kind == "para" and (b.letterhead or b.border):
            lay = make_layout(cr, font, 10 if b.letterhead else BODY_PT, b.runs, width)
            if b.letterhead:
                lay.set_alignment(Pango.Alignment.CENTER)
            cr.move_to(MARGIN, y)
            PangoCairo.show_layout(cr, lay)
            y += lay.get_pixel_size()[1]
            cr.save()
            if b.letterhead:
                cr.set_line_width(1.5)
                cr.move_to(MARGIN, y)
                cr.line_to(MARGIN + width, y)
                cr.stroke()
            else:
                hline(cr, MARGIN, y, width)
            cr.restore()
            y += PARA_GAP + (6 if b.letterhead else 0)
        elif b.kind == "para" and b.box:
            pad = 5.0
            lay = make_layout(cr, font, BODY_PT, b.runs, 270)
            cr.move_to(MARGIN + pad, y + pad)
            PangoCairo.show_layout(cr, lay)
            h = lay.get_pixel_size()[1] + 2 * pad
            cr.set_line_width(RULE_WIDTH)
            cr.rectangle(MARGIN, y, 270 + 2 * pad, h)
            cr.stroke()
            y += h + PARA_GAP
        elif b.kind == "para" and b.rotate:
            lay = make_layout(cr, font, BODY_PT, b.runs, 260)
            lw, lh = lay.get_pixel_size()
            angle = math.radians(b.rotate)
            rise = lw * math.sin(angle)
            cr.save()
            cr.translate(MARGIN, y + rise + 20)
            cr.rotate(-angle)
            cr.move_to(0, 0)
            PangoCairo.show_layout(cr, lay)
            cr.restore()
            # a block at 90 degrees keeps its old advance; another angle also clears the block's own height
            y += rise + (0 if b.rotate == 90 else lh * math.cos(angle)) + 20 + PARA_GAP
        elif b.kind == "para":
            lay = make_layout(cr, font, SMALL_PT if b.small else BODY_PT, b.runs, width, justify=doc.justify)
            if y + lay.get_pixel_size()[1] > ph - MARGIN:
                cr.show_page()
                y = MARGIN
            cr.move_to(MARGIN, y)
            PangoCairo.show_layout(cr, lay)
            y += lay.get_pixel_size()[1] + PARA_GAP
        elif b.kind == "hr":
            hline(cr, MARGIN, y + 4, width)
            y += 8 + PARA_GAP
        elif b.kind == "signature":
            y += 24
            hline(cr, MARGIN, y, 200)
            y += PARA_GAP + 4
        elif b.kind == "table":
            y = draw_table(cr, font, b.rows, MARGIN, y, pad=1.5 if b.tight else 4.0) + PARA_GAP
    cr.show_page()
    surface.finish()


def draw_table(cr, font, rows, x0, y0, pad=4.0):
    layouts = [[make_layout(cr, font, BODY_PT, cell, 400) for cell in row] for row in rows]
    ncol = max(len(r) for r in rows)
    colw = [max(lays[c].get_pixel_size()[0] for lays in layouts if c < len(lays)) + 2 * pad for c in range(ncol)]
    rowh = [max(l.get_pixel_size()[1] for l in lays) + 2 * pad for lays in layouts]
    y = y0
    for lays, h in zip(layouts, rowh):
        x = x0
        for c, lay in enumerate(lays):
            cr.move_to(x + pad, y + pad)
            PangoCairo.show_layout(cr, lay)
            x += colw[c]
        y += h
    cr.set_line_width(RULE_WIDTH)
    total_w, total_h = sum(colw), sum(rowh)
    yy = y0
    for h in [0] + rowh:
        yy += h
        cr.move_to(x0, yy)
        cr.line_to(x0 + total_w, yy)
    xx = x0
    for w in [0] + colw:
        xx += w
        cr.move_to(xx, y0)
        cr.line_to(xx, y0 + total_h)
    cr.stroke()
    return y0 + total_h


if __name__ == "__main__":
    render(smk.parse(sys.argv[1]), sys.argv[2])
