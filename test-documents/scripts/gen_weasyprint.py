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
    return None


def unrendered_styles(doc):
    """WeasyPrint 57 does not synthesize bold or italic: with a Regular-only font the words come out
    regular, so a reader sees neither (checked on the rendered page)."""
    return "bi" if doc.family in families.REGULAR_ONLY else ""


def notes(doc):
    if doc.family in families.REGULAR_ONLY:
        yield ("source asks for bold/italic but WeasyPrint draws the Regular-only font unchanged: truth b=0 i=0, "
               "although the embedded subsets are NAMED ...-Bold, ...-Oblique, ...-Bold-Oblique (same Regular outlines)")
    if any(b.rtl for b in doc.blocks):
        yield "right-to-left glyphs stored in visual order: pdftotext returns the Hebrew words reversed"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    build.run(["weasyprint", src, pdf])
