"""Routes that send another generator's PDF through a second program: Ghostscript's pdfwrite
(re-distillation, as print servers and "optimise PDF" tools do), Poppler's pdftops followed by ps2pdf
(a PDF printed to PostScript and distilled again) and Poppler's pdftocairo (a PDF redrawn through cairo).

A route module calls route(upstream_module, KIND) and exposes what it returns; build.py sees an ordinary
generator. Truth is the upstream's (same source, same styles): a second program must not change what a
reader sees, and the rendered pages are checked for that."""
import os
import re

import build

GS_PDFWRITE = "gs-pdfwrite"
PDFTOPS_PS2PDF = "pdftops-ps2pdf"
PDFTOCAIRO = "pdftocairo"

TOOLS_OF = {GS_PDFWRITE: ["gs"], PDFTOPS_PS2PDF: ["pdftops", "ps2pdf", "gs"], PDFTOCAIRO: ["pdftocairo"]}


def gs_version():
    return build.run(["gs", "--version"]).strip()


def poppler_version(tool):
    return re.search(r"version ([\d.]+)", build.run([tool, "-v"])).group(1)


def second_stage(kind):
    if kind == GS_PDFWRITE:
        return "ghostscript-%s-pdfwrite" % gs_version()
    if kind == PDFTOPS_PS2PDF:
        return "ghostscript-%s-ps2pdf (from poppler-%s-pdftops" % (gs_version(), poppler_version("pdftops"))
    return "poppler-%s-pdftocairo" % poppler_version("pdftocairo")


def convert(kind, src, work, pdf):
    if kind == GS_PDFWRITE:
        build.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-o", pdf, src])
    elif kind == PDFTOPS_PS2PDF:
        ps = os.path.join(work, "printed.ps")
        build.run(["pdftops", "-level3", src, ps])
        build.run(["ps2pdf", "-dAutoRotatePages=/None", ps, pdf])
    else:
        build.run(["pdftocairo", "-pdf", src, pdf])


def route(upstream, kind):
    """The generator-module attributes of `upstream` followed by `kind`."""

    def available():
        return upstream.available()

    def version():
        stage = second_stage(kind)
        if stage.endswith("-pdftops"):
            return "%s of %s)" % (stage, upstream.version())
        return "%s (from %s)" % (stage, upstream.version())

    def notes(doc):
        yield "%s of the upstream PDF" % kind
        if hasattr(upstream, "notes"):
            yield from upstream.notes(doc)

    def make(doc, work, pdf):
        first = os.path.join(work, "upstream.pdf")
        upstream.make(doc, work, first)
        convert(kind, first, work, pdf)

    attrs = {"TOOLS": list(upstream.TOOLS) + TOOLS_OF[kind], "available": available, "version": version,
             "family_name": upstream.family_name, "notes": notes, "make": make}
    for optional in ("synthesized", "unrendered_styles"):
        if hasattr(upstream, optional):
            attrs[optional] = getattr(upstream, optional)
    return attrs
