"""Apache FOP (Debian fop) from XSL-FO (fo_out.py), base-14 fonts not embedded."""
import os
import re

import build
import fo_out

TOOLS = ["fop"]


def available():
    return True


def version():
    out = build.run(["fop", "-version"])
    return "fop-" + re.search(r"FOP Version ([\d.]+)", out).group(1)


def family_name(doc):
    return fo_out.NAMES[doc.family]


def notes(doc):
    yield "underline/strike-through are FOP text-decoration rules; form lines are fo:leader rules"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".fo")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fo_out.to_fo(doc))
    build.run(["fop", "-q", "-fo", src, "-pdf", pdf])
