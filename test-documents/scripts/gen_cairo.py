"""cairo + Pango (Debian python3-cairo and GObject introspection), via cairo_render.py under /usr/bin/python3."""
import os
import subprocess

import build
import families

TOOLS = []
DEBIAN_PYTHON = "/usr/bin/python3"
PROBE = ("import cairo, gi; gi.require_foreign('cairo'); gi.require_version('Pango', '1.0'); gi.require_version('PangoCairo', '1.0'); "
         "from gi.repository import Pango; print(cairo.cairo_version_string(), Pango.version_string())")


def available():
    if not os.path.exists(DEBIAN_PYTHON):
        return False
    return subprocess.run([DEBIAN_PYTHON, "-c", PROBE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def version():
    cairo_v, pango_v = build.run([DEBIAN_PYTHON, "-c", PROBE]).split()
    return "cairo-%s-pango-%s" % (cairo_v, pango_v)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def synthesized(doc):
    if doc.family in families.REGULAR_ONLY:
        return "bold and italic synthesized by cairo/fontconfig (font has only a Regular face)"
    return None


def notes(doc):
    yield "underline/strike-through are Pango filled rectangles"
    if any("o" in r.flags for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "dotted underline drawn as Pango's wavy 'error' underline"
    if any(b.rtl for b in doc.blocks):
        yield "pdftotext splits some Hebrew words at glyph clusters"
    if any(r.url for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "hyperlinks rendered as coloured text (no link annotation)"


def make(doc, work, pdf):
    src = os.path.join(build.CORPUS, "sources", doc.name + ".smk")
    build.run([DEBIAN_PYTHON, os.path.join(build.HERE, "cairo_render.py"), src, pdf])
