#!/bin/sh
# Scores the plugin and the installed peer tools side by side (issues 3 and 23) and writes docs/accuracy-peers.md:
#   1. over test-documents/ with the accuracy command's word scorer: per style, and F1 per generator;
#   2. over the real-world set (test-documents/realworld/) with its phrase scorer: per style over the words of
#      the phrases found on their page, hard negatives, and F1 per producer. Each peer is read page by page.
# Full per-source reports go to target/accuracy-SOURCE.md and target/accuracy-realworld-SOURCE.md.
# Optional: not run by CI. It prints which peers it found and which it left out. Peers, where installed:
#   pdftohtml    poppler's pdftohtml -xml          apt-get install poppler-utils
#   pdfbox-html  PDFBox's PDFText2HTML             nothing to install (pdfbox-tools is on the test class path)
#   pymupdf      PyMuPDF span flags/char_flags     apt-get install python3-fitz
# The real-world PDFs must be present first: scripts/realworld-fetch.sh (else pass --no-realworld).
# Usage: scripts/compare-peers.sh [--corpus DIR] [--set DIR] [--pdfs DIR] [--no-realworld] [--out FILE|-] [SOURCE...]
#   SOURCE: tika pdftohtml pdfbox-html pymupdf (default: tika and every installed peer)
#   --pdfs  the real-world PDFs (default $PDF_STYLES_REALWORLD, else ~/.cache/pdf-styles/realworld)
#   --out   default docs/accuracy-peers.md; - for none
set -eu
cd "$(dirname "$0")/.."
mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.PeerComparison \
    -Dexec.classpathScope=test -Dexec.args="$*"
