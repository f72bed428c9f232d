"""Ghostscript ps2pdf of PostScript written by groff -Tps (grops); fonts become embedded URW base-35
subsets. The rotated paragraph uses grops' \\X'ps: exec' with a PostScript rotate."""
import os
import re

import build
import families
import gen_groff

TOOLS = ["groff", "grops", "ps2pdf", "gs"]


def available():
    return True


def version():
    gs = build.run(["gs", "--version"]).strip()
    groff = re.search(r"version ([\d.]+)", build.run(["groff", "--version"])).group(1)
    return "ghostscript-%s-ps2pdf (from groff-%s-grops)" % (gs, groff)


def family_name(doc):
    return families.GROFF_NAMES[doc.family]


def notes(doc):
    yield "underline/strike-through are stroked lines drawn per word (gaps at spaces)"
    if any("o" in r.flags for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "dotted underline drawn as a solid line; double underline as two lines"
    if any(r.url for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "hyperlinks rendered as plain text (no link annotation)"


def make(doc, work, pdf):
    ps = os.path.join(work, doc.name + ".ps")
    with open(ps, "wb") as f:
        f.write(gen_groff.troff_to(doc, work, "ps", ["-P-pa4"] + (["-P-l"] if doc.landscape else []),
                                   ps_rotate=True))
    build.run(["ps2pdf", "-sPAPERSIZE=a4", "-dAutoRotatePages=/None" if not doc.landscape else "-dAutoRotatePages=/PageByPage",
               ps, pdf])
