"""WeasyPrint (Debian package) rendering of the HTML+CSS."""
import os
import re

import build
import families
import html_out

TOOLS = ["weasyprint"]


def available():
    return True


def version():
    out = build.run(["weasyprint", "--version"])
    return "weasyprint-" + re.search(r"([\d.]+)", out).group(1)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def synthesized(doc):
    if doc.family in families.REGULAR_ONLY:
        return "bold and italic synthesized by WeasyPrint/fontconfig (font has only a Regular face)"
    return None


def notes(doc):
    if any(b.rtl for b in doc.blocks):
        yield "right-to-left glyphs stored in visual order: pdftotext returns the Hebrew words reversed"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    build.run(["weasyprint", src, pdf])
