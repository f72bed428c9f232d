"""Hand-written PostScript (ps_out.py, URW base-35 fonts, stroked rules) through Ghostscript ps2pdf."""
import os
import re

import build
import ps_out

TOOLS = ["ps2pdf", "gs"]


def available():
    return os.path.isdir(ps_out.AFM_DIR)


def version():
    return "ghostscript-%s-ps2pdf (hand-written PostScript)" % build.run(["gs", "--version"]).strip()


def family_name(doc):
    return ps_out.FAMILY_NAMES[doc.family]


def synthesized(doc):
    if doc.family == "regular-only":
        return "bold: word printed twice, shifted %.3f em (double strike); italic: makefont skew %.2f" % (
            ps_out.DOUBLE_STRIKE_SHIFT_EM, ps_out.SYNTHETIC_SKEW)
    return None


def notes(doc):
    yield "underline/strike-through are stroked lines spanning the run (dotted: round-cap dash pattern)"
    if any(r.url for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "links are pdfmark /Link annotations"
    if doc.landscape:
        yield "landscape content drawn rotated on a portrait page: ps2pdf sets /Rotate"


def make(doc, work, pdf):
    ps = os.path.join(work, doc.name + ".ps")
    with open(ps, "w", encoding="ascii") as f:
        f.write(ps_out.to_ps(doc))
    build.run(["ps2pdf", "-dAutoRotatePages=/PageByPage" if doc.landscape else "-dAutoRotatePages=/None", ps, pdf])
