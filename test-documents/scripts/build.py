#!/usr/bin/env python3
"""Build the labelled corpus: for each generator, convert each planned source and write
<generator>/<name>.pdf plus <name>.truth.json (truth comes from the SOURCE, never from the PDF).

usage: build.py GENERATOR [SOURCE_NAME ...]      (make_corpus.sh calls it once per generator)
       build.py --truth-only GENERATOR           rewrite truth files of the committed PDFs from the sources
       build.py --list
A generator whose program is missing is skipped with a warning (exit 0).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import families  # noqa: E402
import smk  # noqa: E402

# Which sources each generator renders (not every generator can do every feature).
ALL_LATIN = ["combos", "contract", "mono", "decorations", "rotated"]
PLAN = {
    "chromium": ALL_LATIN + ["regular-only", "cjk", "rtl", "long"],
    "weasyprint": ALL_LATIN + ["regular-only", "cjk", "rtl"],
    "wkhtmltopdf": ALL_LATIN + ["regular-only", "cjk", "rtl"],
    "libreoffice": ALL_LATIN + ["regular-only", "cjk", "rtl", "long"],
    "pdflatex": ["combos", "contract", "mono", "decorations", "rotated", "long"],
    "groff": ["combos", "contract", "mono", "decorations", "long"],
    "ps2pdf": ["combos", "contract", "mono", "decorations", "rotated"],
    "cairo": ALL_LATIN + ["cjk", "rtl", "long"],
    "handps": ALL_LATIN + ["regular-only"],
    # Routes added for issue 23 (a corpus that discriminates again): other producers, and PDFs sent through a
    # second program. forms/links/sheet are the look-alike sources (borders, form lines, boxes, grids, links).
    "gs-chromium": ["combos", "regular-only", "decorations", "links", "forms"],
    "gs-libreoffice": ["combos", "regular-only", "contract", "forms"],
    "gs-weasyprint": ["decorations", "links", "forms"],
    "gs-wkhtmltopdf": ["regular-only", "combos", "forms"],
    "pdftocairo-libreoffice": ["combos", "decorations", "forms"],
    "xelatex": ["combos", "regular-only", "forms", "links"],
    "lualatex": ["combos", "regular-only", "decorations", "mono"],
    "dvips": ["combos", "decorations", "contract", "forms"],
    "cairo-ps": ["combos", "regular-only", "decorations", "forms"],
    "lo-tagged": ["forms", "links", "contract"],
    "calc": ["sheet"],
    "reportlab": ["combos", "forms", "links", "contract"],
    "fop": ["combos", "forms", "links", "contract"],
    "pandoc": ["combos", "sheet", "decorations"],
    "mupdf": ["combos", "mono"],
    "abiword": ["combos", "decorations"],
}
# Sources added to generators that were already in the corpus (same programs, new look-alikes).
PLAN["chromium"] += ["forms", "links"]
PLAN["weasyprint"] += ["forms", "links"]
PLAN["wkhtmltopdf"] += ["forms", "links"]
PLAN["libreoffice"] += ["forms", "links"]
# Issue 26 (styles in Tika's marked-content and angle-detection modes): text turned by 30 and 90 degrees, and more
# tagged PDFs (LibreOffice with its tagged export, FOP with its accessibility option, WeasyPrint's PDF/UA).
for turned in ("chromium", "weasyprint", "wkhtmltopdf", "pdflatex", "cairo"):
    PLAN[turned] += ["angles"]
PLAN["lo-tagged"] += ["combos", "decorations", "rotated"]
PLAN["fop-tagged"] = ["combos", "links", "contract"]
PLAN["weasyprint-ua"] = ["combos", "links"]


def run(cmd, **kw):
    kw.setdefault("stdout", subprocess.PIPE)
    kw.setdefault("stderr", subprocess.STDOUT)
    res = subprocess.run(cmd, **kw)
    if res.returncode != 0:
        sys.stderr.write(res.stdout.decode("utf-8", "replace") if res.stdout else "")
        raise subprocess.CalledProcessError(res.returncode, cmd)
    return res.stdout.decode("utf-8", "replace") if res.stdout else ""


def load_generator(name):
    mod = __import__("gen_" + name.replace("-", "_"))
    return mod


def write_truth(doc, src_rel, gen_mod, version, pdf_path):
    truth = {
        "generator": version,
        "variant": "plain",
        "source": src_rel,
        "family": gen_mod.family_name(doc),
    }
    synth = gen_mod.synthesized(doc) if hasattr(gen_mod, "synthesized") else None
    if synth:
        truth["synthesized"] = synth
    notes = list(gen_mod.notes(doc)) if hasattr(gen_mod, "notes") else []
    # Styles the source asks for but the generator does not draw: a reader does not see them, so truth is 0.
    if doc.landscape:
        notes.append("landscape page")
    angles = [b.rotate for b in doc.blocks if b.rotate]
    if angles == [90]:
        notes.append("last paragraph rotated 90 degrees")
    elif angles:
        notes.append("paragraphs rotated %s degrees counter-clockwise" % " and ".join(str(a) for a in angles))
    if notes:
        truth["notes"] = "; ".join(notes)
    words = smk.truth_words(doc)
    unrendered = gen_mod.unrendered_styles(doc) if hasattr(gen_mod, "unrendered_styles") else ""
    for w in words:
        for k in unrendered:
            w[k] = 0
        # Styles the generator drops from some words only (see the generator's undrawn_styles).
        for k in (gen_mod.undrawn_styles(w) if hasattr(gen_mod, "undrawn_styles") else ""):
            w[k] = 0
    truth["words"] = words
    with open(pdf_path[:-4] + ".truth.json", "w", encoding="utf-8") as f:
        f.write(format_truth(truth))


def format_truth(truth):
    """JSON with one word per line, so that a diff of a truth file shows which words changed."""
    head = ",\n".join("  %s: %s" % (json.dumps(k), json.dumps(v, ensure_ascii=False))
                      for k, v in truth.items() if k != "words")
    words = ",\n".join("    " + json.dumps(w, ensure_ascii=False) for w in truth["words"])
    return "{\n%s,\n  \"words\": [\n%s\n  ]\n}\n" % (head, words)


def build(gen_name, only):
    mod = load_generator(gen_name)
    missing = [t for t in mod.TOOLS if shutil.which(t) is None]
    if missing or not mod.available():
        print("WARNING: %s skipped: %s not installed" % (gen_name, ", ".join(missing) or "a module"),
              file=sys.stderr)
        return 0
    version = mod.version()
    outdir = os.path.join(CORPUS, gen_name)
    os.makedirs(outdir, exist_ok=True)
    for name in PLAN[gen_name]:
        if only and name not in only:
            continue
        src_rel = "sources/%s.smk" % name
        doc = smk.parse(os.path.join(CORPUS, src_rel))
        pdf = os.path.join(outdir, name + ".pdf")
        with tempfile.TemporaryDirectory(prefix="corpus-") as work:
            mod.make(doc, work, pdf)
        write_truth(doc, src_rel, mod, version, pdf)
        print("%s: %s (%d bytes)" % (gen_name, os.path.relpath(pdf, CORPUS), os.path.getsize(pdf)))
    return 0


def rewrite_truth(gen_name):
    """Truth from the sources for PDFs already built; keeps each file's recorded generator version."""
    mod = load_generator(gen_name)
    for name in PLAN[gen_name]:
        pdf = os.path.join(CORPUS, gen_name, name + ".pdf")
        truth_path = pdf[:-4] + ".truth.json"
        if not os.path.exists(pdf) or not os.path.exists(truth_path):
            continue
        with open(truth_path, encoding="utf-8") as f:
            version = json.load(f)["generator"]
        src_rel = "sources/%s.smk" % name
        write_truth(smk.parse(os.path.join(CORPUS, src_rel)), src_rel, mod, version, pdf)
    return 0


def main(argv):
    if not argv or argv[0] == "--list":
        print(" ".join(PLAN))
        return 0
    if argv[0] == "--truth-only":
        return rewrite_truth(argv[1])
    return build(argv[0], set(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
