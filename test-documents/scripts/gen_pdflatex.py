"""pdflatex (TeX Live) with ulem underline/strike-through rules."""
import os
import re
import shutil

import build
import families
import latex_out

TOOLS = ["pdflatex"]


def available():
    return True


def version():
    out = build.run(["pdflatex", "--version"])
    return "pdflatex-" + re.search(r"pdfTeX \S*?-([\d.]+)\s", out).group(1) + "-texlive-" + \
        re.search(r"TeX Live (\d+)", out).group(1)


def family_name(doc):
    return families.LATEX[doc.family]


def notes(doc):
    yield "underline/strike-through are ulem rules, one per word or per run piece"
    if any("o" in r.flags for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "dotted underline drawn as ulem dashed underline (\\dashuline)"
    if any(b.kind == "signature" for b in doc.blocks):
        yield "rules and signature lines are \\rule boxes; table grid is tabular \\hline and | rules"
    if doc.landscape:
        yield "pdflscape page: /Rotate 90"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".tex")
    with open(src, "w", encoding="utf-8") as f:
        f.write(latex_out.to_latex(doc))
    for _ in range(2):
        build.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.name + ".tex"], cwd=work)
    shutil.move(os.path.join(work, doc.name + ".pdf"), pdf)
