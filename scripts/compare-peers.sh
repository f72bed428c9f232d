#!/bin/sh
# Scores the plugin and the installed peer tools over test-documents/ with the accuracy command's scorer
# (issue 3) and prints one comparison table; full per-source reports go to target/accuracy-SOURCE.md.
# Optional: not run by CI. Peers, where installed:
#   pdftohtml    poppler's pdftohtml -xml          apt-get install poppler-utils
#   pdfbox-html  PDFBox's PDFText2HTML             nothing to install (pdfbox-tools is on the test class path)
#   pymupdf      PyMuPDF span flags/char_flags     apt-get install python3-fitz
# Usage: scripts/compare-peers.sh [--corpus DIR] [SOURCE...]   (SOURCE: tika pdftohtml pdfbox-html pymupdf)
set -eu
cd "$(dirname "$0")/.."
mvn -B -q test-compile exec:java -Dexec.mainClass=dev.pdfstyles.eval.PeerComparison \
    -Dexec.classpathScope=test -Dexec.args="$*"
