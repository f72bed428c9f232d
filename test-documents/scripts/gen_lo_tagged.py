"""LibreOffice Writer with the tagged-PDF export filter option (structure tree, marked content around
every text run and artifact: what accessibility settings or PDF/UA workflows give)."""
import os
import shutil

import build
import fodt_out
import gen_libreoffice

TOOLS = ["soffice"]
FILTER = 'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"}}'

available = gen_libreoffice.available
family_name = gen_libreoffice.family_name
synthesized = gen_libreoffice.synthesized


def version():
    return gen_libreoffice.version() + " (tagged PDF)"


def notes(doc):
    yield "tagged PDF (UseTaggedPDF=true)"
    yield from gen_libreoffice.notes(doc)


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".fodt")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fodt_out.to_fodt(doc))
    profile = os.path.join(work, "lo-profile")
    build.run(["soffice", "-env:UserInstallation=file://" + profile, "--headless", "--convert-to", FILTER,
               "--outdir", work, src])
    shutil.move(os.path.join(work, doc.name + ".pdf"), pdf)
