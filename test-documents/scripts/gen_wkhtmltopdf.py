"""wkhtmltopdf (Qt WebKit, Debian build without patched Qt) rendering of the HTML+CSS."""
import os
import re

import build
import families
import html_out

TOOLS = ["wkhtmltopdf"]


def available():
    return True


def version():
    out = build.run(["wkhtmltopdf", "--version"])
    return "wkhtmltopdf-" + re.search(r"([\d.]+)", out).group(1)


def family_name(doc):
    return families.FONTCONFIG[doc.family]


def synthesized(doc):
    if doc.family in families.REGULAR_ONLY:
        return "bold and italic synthesized by Qt WebKit (font has only a Regular face)"
    return None


def notes(doc):
    if any(r.flags & {"d", "o"} for runs in build.smk.block_run_lists(doc) for r in runs):
        yield "Qt WebKit ignores text-decoration-style: double and dotted underlines are drawn single and solid"


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    orient = ["-O", "Landscape"] if doc.landscape else []
    build.run(["wkhtmltopdf", "-q", "--enable-local-file-access", "-s", "A4"] + orient + [src, pdf], env=env)
