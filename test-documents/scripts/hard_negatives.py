#!/usr/bin/env python3
"""Count the corpus' hard negatives: truth words that carry neither underline nor strike-through although
something that looks like one is next to them (a table grid, a paragraph border, a letterhead rule, a form
line, a box, a highlight, link colour). A detector that reads such a look-alike as a decoration loses
precision exactly there.

Where they come from:
- generated PDFs (truth from .smk): the truth word's "hn" key, the reason smk.py derives from the source;
  truth files written before the key existed are re-derived from their source (same words, same order);
- pdfbox/: hand-built negative-* cases (grid table, borderless table, rules/highlight/fraction/bullets):
  every word of them.
Variants (names/descriptors stripped) repeat their original's words in the same PDF and are counted apart.

usage: hard_negatives.py [--by-file]"""
import glob
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import smk  # noqa: E402

PDFBOX_NEGATIVE_PREFIX = "negative-"


def reasons(truth_path, truth):
    words = truth["words"]
    if any("hn" in w for w in words):
        return [w["hn"] for w in words if "hn" in w and not w["u"] and not w["s"]]
    rel = os.path.relpath(truth_path, CORPUS)
    base = os.path.basename(rel)
    if "/pdfbox/" in "/" + rel and base.startswith(PDFBOX_NEGATIVE_PREFIX):
        return ["pdfbox-" + base[len(PDFBOX_NEGATIVE_PREFIX):].split(".")[0]] * sum(
            1 for w in words if not w["u"] and not w["s"])
    src = truth.get("source", "")
    if src.endswith(".smk") and os.path.exists(os.path.join(CORPUS, src)):
        derived = smk.truth_words(smk.parse(os.path.join(CORPUS, src)))
        if [w["t"] for w in derived] == [w["t"] for w in words]:
            return [d["hn"] for d, w in zip(derived, words) if "hn" in d and not w["u"] and not w["s"]]
    return []


def main(argv):
    by_file = "--by-file" in argv
    totals = {"plain": Counter(), "variants": Counter()}
    for path in sorted(glob.glob(os.path.join(CORPUS, "**", "*.truth.json"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            truth = json.load(f)
        found = Counter(reasons(path, truth))
        kind = "variants" if truth.get("variant", "plain") != "plain" else "plain"
        totals[kind].update(found)
        if by_file and found:
            print("%-60s %4d  %s" % (os.path.relpath(path, CORPUS), sum(found.values()), dict(found)))
    for kind, c in totals.items():
        print("%s: %d hard negatives  %s" % (kind, sum(c.values()), dict(sorted(c.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
