"""MuPDF's own HTML/CSS layout engine: mutool convert of the HTML+CSS to PDF (no browser involved)."""
import os
import re

import build
import families
import html_out

TOOLS = ["mutool"]


def available():
    return True


def version():
    out = build.run(["mutool", "-v"])
    return "mupdf-" + re.search(r"version ([\d.]+)", out).group(1) + "-html"


def unrendered_styles(doc):
    """MuPDF 1.21's HTML engine ignores text-decoration (no underline, no strike-through drawn) and its
    highlight; checked on the rendered pages. It also lays out neither fonts by fontconfig nor tables well,
    so only table-free sources are planned."""
    return "us"


def family_name(doc):
    return "MuPDF's built-in fonts (it does not resolve %s through fontconfig)" % families.FONTCONFIG[doc.family]


def notes(doc):
    yield "MuPDF HTML layout (mutool convert); text-decoration not drawn, so truth u=0 s=0"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    build.run(["mutool", "convert", "-F", "pdf", "-O", "compress", "-o", pdf, src])
