"""LibreOffice Calc: a flat ODS spreadsheet (fods_out.py) converted with soffice --convert-to pdf."""
import os
import shutil

import build
import fods_out
import gen_libreoffice

TOOLS = ["soffice"]

available = gen_libreoffice.available
family_name = gen_libreoffice.family_name


def version():
    return gen_libreoffice.version() + " (Calc)"


def notes(doc):
    yield "spreadsheet cells with a border on every side; rich text spans inside cells; underline is Calc's text underline"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".fods")
    with open(src, "w", encoding="utf-8") as f:
        f.write(fods_out.to_fods(doc))
    profile = os.path.join(work, "lo-profile")
    build.run(["soffice", "-env:UserInstallation=file://" + profile, "--headless", "--convert-to", "pdf",
               "--outdir", work, src])
    shutil.move(os.path.join(work, doc.name + ".pdf"), pdf)
