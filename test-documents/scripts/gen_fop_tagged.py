"""Apache FOP with its accessibility option (-a): a tagged PDF, structure tree and marked content (issue 26).
FOP's structure elements point at their marked content through MCR dictionaries, which Tika's marked-content
writer does not follow: in that mode Tika writes each page's sequences one paragraph each, in no order."""
import os

import build
import fo_out
import gen_fop

TOOLS = gen_fop.TOOLS
available = gen_fop.available
family_name = gen_fop.family_name


def version():
    return gen_fop.version() + " (tagged PDF)"


def notes(doc):
    yield "tagged PDF (fop -a)"
    yield from gen_fop.notes(doc)


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".fo")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fo_out.to_fo(doc))
    build.run(["fop", "-q", "-a", "-fo", src, "-pdf", pdf])
