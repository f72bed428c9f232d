"""cairo + Pango drawing to a PostScript surface (cairo_render.py OUT.ps), distilled by Ghostscript ps2pdf:
what a GTK application's "print to file (PostScript)" followed by a PDF printer gives. cairo's PS output
carries the synthetic bold/italic of a Regular-only font and the decorations in its own PostScript."""
import os

import build
import gen_cairo

TOOLS = ["ps2pdf", "gs"]


def available():
    return gen_cairo.available()


def version():
    gs = build.run(["gs", "--version"]).strip()
    return "ghostscript-%s-ps2pdf (from %s-ps)" % (gs, gen_cairo.version())


family_name = gen_cairo.family_name
synthesized = gen_cairo.synthesized


def notes(doc):
    yield "cairo PostScript surface distilled by ps2pdf"
    yield from gen_cairo.notes(doc)


def make(doc, work, pdf):
    src = os.path.join(build.CORPUS, "sources", doc.name + ".smk")
    ps = os.path.join(work, doc.name + ".ps")
    build.run([gen_cairo.DEBIAN_PYTHON, os.path.join(build.HERE, "cairo_render.py"), src, ps])
    build.run(["ps2pdf", "-dAutoRotatePages=/None", ps, pdf])
