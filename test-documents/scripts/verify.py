#!/usr/bin/env python3
"""Check every truth file's words (text only) against `pdftotext` output of its PDF.

Reports, per PDF, whether the word sequences are identical, and otherwise the first
differences (a split word, a ligature, a reordered block). Styles are not checked here:
they are checked by looking at rendered pages (pdftoppm)."""
import difflib
import glob
import json
import os
import re
import subprocess
import sys
import unicodedata

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# Bidi embedding/override/isolate controls that pdftotext adds around right-to-left text.
BIDI_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def norm(w):
    return BIDI_CONTROLS.sub("", unicodedata.normalize("NFKC", w))


def pdf_words(pdf, layout):
    args = ["pdftotext", "-enc", "UTF-8"] + (["-layout"] if layout else []) + [pdf, "-"]
    out = subprocess.run(args, stdout=subprocess.PIPE, check=True).stdout.decode("utf-8")
    return [n for n in (norm(w) for w in out.split()) if n]


def check(truth_path, verbose):
    pdf = truth_path[: -len(".truth.json")] + ".pdf"
    with open(truth_path, encoding="utf-8") as f:
        truth = [norm(w["t"]) for w in json.load(f)["words"]]
    best = None
    for layout in (False, True):
        got = pdf_words(pdf, layout)
        if got == truth:
            return True, "ok" + (" (-layout)" if layout else "")
        sm = difflib.SequenceMatcher(a=truth, b=got, autojunk=False)
        diffs = [(op, truth[i1:i2], got[j1:j2]) for op, i1, i2, j1, j2 in sm.get_opcodes() if op != "equal"]
        if best is None or len(diffs) < len(best):
            best = diffs
    lines = ["%s truth=%s pdf=%s" % (op, " ".join(a[:8]), " ".join(b[:8])) for op, a, b in best[: (20 if verbose else 4)]]
    return False, "; ".join(lines)


def main(argv):
    verbose = "-v" in argv
    pats = [a for a in argv if a != "-v"] or ["**"]
    bad = 0
    for pat in pats:
        for t in sorted(glob.glob(os.path.join(CORPUS, pat, "*.truth.json"), recursive=True)):
            if "/pdfbox/" in t:
                continue
            ok, msg = check(t, verbose)
            bad += not ok
            print("%-4s %s %s" % ("OK" if ok else "DIFF", os.path.relpath(t, CORPUS), msg if msg != "ok" else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
