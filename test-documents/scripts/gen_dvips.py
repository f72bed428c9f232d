"""LaTeX in DVI mode, dvips to PostScript, Ghostscript ps2pdf to PDF: the classic TeX route of journals and
arXiv. Same LaTeX as pdflatex (Computer Modern Type 1, ulem); dvips draws every rule (ulem's underline and
strike, \\rule, \\hrule, table lines) with its `rule` procedure, which Ghostscript turns into whatever it
judges best (paths or images)."""
import os
import re

import build
import tex_route

TOOLS = ["latex", "dvips", "ps2pdf", "gs"]
ENGINE = "latex"


def available():
    return True


def version():
    dvips = re.search(r"dvips\(k\) ([\d.]+)", build.run(["dvips", "--version"])).group(1)
    gs = build.run(["gs", "--version"]).strip()
    tl = re.search(r"TeX Live (\d+)", build.run(["latex", "--version"])).group(1)
    return "ghostscript-%s-ps2pdf (from dvips-%s-texlive-%s)" % (gs, dvips, tl)


def family_name(doc):
    return tex_route.family_name(doc, ENGINE)


def notes(doc):
    yield from tex_route.notes(doc, ENGINE)
    yield "hyperref with the dvips driver (pdfmark link annotations)"


def make(doc, work, pdf):
    base = tex_route.run_latex(doc, work, ENGINE)
    build.run(["dvips", "-q", "-Ppdf", "-t", "a4", "-o", base + ".ps", base + ".dvi"], cwd=work)
    build.run(["ps2pdf", "-sPAPERSIZE=a4", "-dAutoRotatePages=/None", base + ".ps", pdf], cwd=work)
