"""Shared parts of the TeX routes other than pdflatex (XeLaTeX, LuaLaTeX, LaTeX + dvips + ps2pdf)."""
import os
import shutil

import build
import families
import latex_out


def notes(doc, engine):
    yield "underline/strike-through are ulem rules, one per word or per run piece"
    if any("o" in r.flags for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "dotted underline drawn as ulem dashed underline (\\dashuline)"
    if any(b.kind == "field" for b in doc.blocks):
        yield "form lines are \\hrulefill on the label's baseline; bordered headings/paragraphs are \\rule under a \\strut"


def family_name(doc, engine):
    if engine in ("xelatex", "lualatex"):
        return latex_out.FONTSPEC_NAMES[doc.family]
    return families.LATEX[doc.family]


def run_latex(doc, work, engine, runs=2):
    src = os.path.join(work, doc.name + ".tex")
    with open(src, "w", encoding="utf-8") as f:
        f.write(latex_out.to_latex(doc, engine))
    for _ in range(runs):
        build.run([engine, "-interaction=nonstopmode", "-halt-on-error", doc.name + ".tex"], cwd=work)
    return os.path.join(work, doc.name)


def move(src, pdf):
    shutil.move(src, pdf)
