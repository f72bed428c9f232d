"""groff -Tpdf (gropdf), raw troff requests, tbl for the table, base-35 fonts (URW)."""
import os
import re

import build
import families
import groff_out

TOOLS = ["groff", "gropdf"]


def available():
    return True


def version():
    out = build.run(["groff", "--version"])
    return "groff-" + re.search(r"version ([\d.]+)", out).group(1) + "-gropdf"


def family_name(doc):
    return families.GROFF_NAMES[doc.family]


def notes(doc):
    yield "standard-14 fonts referenced, not embedded"
    yield "underline/strike-through are stroked \\D'l' lines drawn per word (gaps at spaces)"
    if any("o" in r.flags for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "dotted underline drawn as a solid line; double underline as two lines"
    if any(r.url for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "hyperlinks rendered as plain text (no link annotation)"


def troff_to(doc, work, device, extra_args, ps_rotate=False):
    src = os.path.join(work, doc.name + ".tr")
    with open(src, "w", encoding="utf-8") as f:
        f.write(groff_out.to_troff(doc, ps_rotate))
    res = build.subprocess.run(["groff", "-t", "-T" + device] + extra_args + [src],
                               stdout=build.subprocess.PIPE, stderr=build.subprocess.PIPE, check=True)
    if res.stderr.strip():
        raise RuntimeError("groff: " + res.stderr.decode())
    return res.stdout


def make(doc, work, pdf):
    data = troff_to(doc, work, "pdf", ["-P-pa4"])
    with open(pdf, "wb") as f:
        f.write(data)
