"""WeasyPrint's PDF/UA-1 variant (--pdf-variant pdf/ua-1, experimental in 57): a tagged PDF (issue 26). Every
sequence is nested in an outer /NonStruct one with no text of its own, and Tika's marked-content writer writes only
top-level sequences' text, so that mode writes none of WeasyPrint's text."""
import os

import build
import gen_weasyprint
import html_out

TOOLS = gen_weasyprint.TOOLS
available = gen_weasyprint.available
family_name = gen_weasyprint.family_name
synthesized = gen_weasyprint.synthesized
unrendered_styles = gen_weasyprint.unrendered_styles


def version():
    return gen_weasyprint.version() + " (PDF/UA-1)"


def notes(doc):
    yield "tagged PDF (--pdf-variant pdf/ua-1)"
    yield from gen_weasyprint.notes(doc)


def make(doc, work, pdf):
    src = os.path.join(work, doc.name + ".html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html_out.to_html(doc))
    build.run(["weasyprint", "--pdf-variant", "pdf/ua-1", src, pdf])
