"""XeLaTeX (TeX Live) with fontspec: OpenType CFF fonts (Latin Modern, TeX Gyre), xdvipdfmx writes the PDF;
the Regular-only family uses fontspec's AutoFakeBold/AutoFakeSlant."""
import re

import build
import tex_route

TOOLS = ["xelatex"]
ENGINE = "xelatex"


def available():
    return True


def version():
    out = build.run(["xelatex", "--version"])
    return "xelatex-" + re.search(r"XeTeX 3\.[\d]+-([\d.]+)", out).group(1) + "-texlive-" + \
        re.search(r"TeX Live (\d+)", out).group(1)


def family_name(doc):
    return tex_route.family_name(doc, ENGINE)


def synthesized(doc):
    if doc.family == "regular-only":
        return "bold and italic synthesized by fontspec AutoFakeBold=2.5 / AutoFakeSlant=0.2 (XeTeX embolden/slant)"
    return None


def notes(doc):
    return tex_route.notes(doc, ENGINE)


def make(doc, work, pdf):
    tex_route.move(tex_route.run_latex(doc, work, ENGINE) + ".pdf", pdf)
