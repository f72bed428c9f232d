#!/usr/bin/env python3
"""Print a PDF's text spans with PyMuPDF's style flags as JSON, for the accuracy command's peer comparison.

Usage: python3 scripts/pymupdf-words.py FILE.pdf
       python3 scripts/pymupdf-words.py --describe
Output: {"pymupdf": VERSION, "styles": "bi[u][s]",
         "pages": [[{"t": TEXT, "b": 0|1, "i": 0|1, "u": 0|1, "s": 0|1}, ..., {"t": "\\n"}, ...], ...]}
one list of spans per page, first page first; --describe prints only "pymupdf" and "styles", the styles this
PyMuPDF can report at all. Read by dev.pdfstyles.eval.PeerSources (issues 3 and 23). Not used by the plugin or by CI.

Span "flags" (all versions): bit 1 (2) italic, bit 4 (16) bold, from the font.
Span "char_flags" (newer PyMuPDF only, with TEXT_COLLECT_STYLES): MuPDF's FZ_STEXT_STRIKEOUT / FZ_STEXT_UNDERLINE
from drawn rules, and FZ_STEXT_BOLD for synthetic bold. Older versions (Debian 12 ships 1.21) have none of these:
u and s are then always 0.
"""
import json
import sys

try:
    import pymupdf as fitz
except ImportError:
    import fitz

# PyMuPDF documentation, "Text extraction flags" / span dictionary: flags bit 1 italic, bit 4 bold.
FLAG_ITALIC = 2
FLAG_BOLD = 16


def mupdf_constant(name):
    """A MuPDF stext constant if this PyMuPDF exposes it, else 0 (the style is then never reported)."""
    low_level = getattr(fitz, "mupdf", None)
    return getattr(low_level, name, 0) if low_level is not None else 0


STRIKEOUT = mupdf_constant("FZ_STEXT_STRIKEOUT")
UNDERLINE = mupdf_constant("FZ_STEXT_UNDERLINE")
SYNTHETIC_BOLD = mupdf_constant("FZ_STEXT_BOLD")
COLLECT_STYLES = getattr(fitz, "TEXT_COLLECT_STYLES", 0)


def styles_reported():
    """The styles this PyMuPDF can report: b and i always, u and s only where MuPDF's stext flags are exposed."""
    can_decorate = COLLECT_STYLES != 0
    return "bi" + ("u" if can_decorate and UNDERLINE else "") + ("s" if can_decorate and STRIKEOUT else "")


def pages(path):
    out = []
    with fitz.open(path) as document:
        for page in document:
            out.append(spans(page))
    return out


def spans(page):
    out = []
    flags = fitz.TEXTFLAGS_DICT | COLLECT_STYLES
    for block in page.get_text("dict", flags=flags)["blocks"]:
        for line in block.get("lines", []):
            for span in line["spans"]:
                char_flags = span.get("char_flags", 0)
                out.append({
                    "t": span["text"],
                    "b": int(bool(span["flags"] & FLAG_BOLD or char_flags & SYNTHETIC_BOLD)),
                    "i": int(bool(span["flags"] & FLAG_ITALIC)),
                    "u": int(bool(char_flags & UNDERLINE)),
                    "s": int(bool(char_flags & STRIKEOUT)),
                })
            out.append({"t": "\n"})
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: pymupdf-words.py FILE.pdf | --describe")
    result = {"pymupdf": getattr(fitz, "VersionBind", getattr(fitz, "pymupdf_version", "?")),
              "styles": styles_reported()}
    if sys.argv[1] != "--describe":
        result["pages"] = pages(sys.argv[1])
    # ASCII with \u escapes: PyMuPDF can return lone surrogates, which no UTF-8 encoder writes.
    json.dump(result, sys.stdout, ensure_ascii=True)
