"""LibreOffice Writer: flat ODT converted with soffice --headless --convert-to pdf."""
import os
import re
import shutil

import build
import families
import fodt_out

TOOLS = ["soffice"]


def available():
    return True


def version():
    out = build.run(["soffice", "--version"])
    return "libreoffice-" + re.search(r"LibreOffice ([\d.]+)", out).group(1)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def synthesized(doc):
    if doc.family in families.REGULAR_ONLY:
        return "bold and italic synthesized by LibreOffice (font has only a Regular face)"
    return None


def notes(doc):
    yield "underline and strike-through drawn as filled rectangles"
    if any(b.kind == "hr" for b in doc.blocks):
        yield "horizontal rules and signature lines are paragraph bottom borders"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".fodt")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fodt_out.to_fodt(doc))
    profile = os.path.join(work, "lo-profile")
    build.run(["soffice", "-env:UserInstallation=file://" + profile, "--headless", "--convert-to", "pdf",
               "--outdir", work, src])
    shutil.move(os.path.join(work, doc.name + ".pdf"), pdf)
