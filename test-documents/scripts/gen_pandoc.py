"""Pandoc Markdown -> LaTeX -> pdflatex (pandoc's default template): underline and strike-through come
from the soul package (\\ul, \\st), tables have booktabs rules, links are hyperref."""
import os
import re

import build
import md_out

TOOLS = ["pandoc", "pdflatex"]


def available():
    return True


def version():
    pandoc = re.search(r"pandoc ([\d.]+)", build.run(["pandoc", "--version"])).group(1)
    tex = re.search(r"pdfTeX \S*?-([\d.]+)\s", build.run(["pdflatex", "--version"])).group(1)
    return "pandoc-%s-pdflatex-%s" % (pandoc, tex)


def family_name(doc):
    return "Latin Modern (pandoc's template loads lmodern, Type 1) whatever the source family"


def notes(doc):
    yield "underline = soul \\ul, strike-through = soul \\st; tables have booktabs rules (top, mid, bottom)"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".md")
    with open(src, "w", encoding="utf-8") as f:
        f.write(md_out.to_markdown(doc))
    head = os.path.join(work, "head.tex")
    with open(head, "w") as f:
        f.write("\\usepackage{xcolor}\\setlength{\\fboxsep}{1pt}\\pagestyle{empty}\\hyphenpenalty=10000\\raggedright\n")
    args = ["pandoc", src, "-o", pdf, "--pdf-engine=pdflatex", "-H", head, "-V", "geometry:margin=2cm",
            "-V", "papersize=a4", "-V", "fontsize=12pt"]
    build.run(args, cwd=work)
