"""AbiWord importing the HTML and exporting PDF (abiword --to=pdf, cairo underneath)."""
import os
import re
import shutil

import build
import families
import html_out
import smk

TOOLS = ["abiword"]


def available():
    return True


def version():
    return "abiword-" + re.search(r"([\d.]+)", build.run(["abiword", "--version"])).group(1)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def notes(doc):
    yield "AbiWord HTML import, PDF export through cairo"
    if any(undrawn_styles(w) for w in smk.truth_words(doc)):
        yield "a run both underlined and struck is drawn struck only: truth u=0 there"


def undrawn_styles(word):
    """AbiWord 3.0.5 keeps one text decoration per run: the HTML importer turns <u><s> into a struck run
    with no underline (checked on the rendered pages of combos and decorations)."""
    return "u" if word["u"] and word["s"] else ""


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc, tags=True))
    out = os.path.join(work, doc.name + ".pdf")
    build.run(["abiword", "--to=pdf", "--to-name=" + out, src], env=dict(os.environ, HOME=work))
    shutil.move(out, pdf)
