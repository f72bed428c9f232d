"""Chromium headless print-to-pdf of the HTML+CSS rendering."""
import os
import re
import tempfile

import build
import families
import html_out

TOOLS = ["chromium"]


def available():
    return True


def version():
    out = build.run(["chromium", "--version"])
    return "chromium-" + re.search(r"Chromium ([\d.]+)", out).group(1)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def synthesized(doc):
    if doc.family in families.REGULAR_ONLY:
        return "bold and italic synthesized by Chromium/Skia (font has only a Regular face; the PDF carries Type 3 fonts beside it)"
    return None


def notes(doc):
    yield "underline with text-decoration-skip-ink:auto (segmented around descenders)"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    profile = tempfile.mkdtemp(prefix="chromium-profile-", dir=work)
    build.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + profile,
               "--print-to-pdf=" + pdf, "--no-pdf-header-footer", "file://" + src])
