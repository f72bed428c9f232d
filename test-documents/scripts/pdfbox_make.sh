#!/usr/bin/env bash
# Rebuilds the hand-made edge-case PDFs in test-documents/pdfbox/ (PDFBox 3.0.8) with their truth files,
# checks their words against the truth (PDFBox text extraction as Tika reads it, and pdftotext when installed),
# renders each page to target/pdfbox-png/ for a look, and rebuilds their names-stripped / descriptors-stripped
# variants in test-documents/variants/pdfbox/.
#
# Needs: JDK 17+, Maven (for the PDFBox class path), and the Debian font packages
#   apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-urw-base35
# Optional: poppler-utils (pdftotext for a second text check, pdftoppm for the PNGs).
#
# Usage: test-documents/scripts/pdfbox_make.sh            (from anywhere inside the repository)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
scripts=test-documents/scripts
out=test-documents/pdfbox

missing=()
for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
         /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
         /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf \
         /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf \
         /usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf \
         /usr/share/fonts/opentype/urw-base35/NimbusRoman-Italic.otf; do
  [[ -f "$f" ]] || missing+=("$f")
done
if (( ${#missing[@]} )); then
  echo "missing fonts: ${missing[*]}" >&2
  echo "install: apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-urw-base35" >&2
  exit 1
fi

mkdir -p target
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/pdfbox-cp.txt
cp="$(cat target/pdfbox-cp.txt)"

java -cp "$cp" "$scripts/pdfbox_cases/BuildCases.java" "$out"
java -cp "$cp" "$scripts/pdfbox_cases/VerifyCases.java" "$out"/*.pdf

if command -v pdftoppm >/dev/null; then
  mkdir -p target/pdfbox-png
  for pdf in "$out"/*.pdf; do
    pdftoppm -png -r 60 -singlefile "$pdf" "target/pdfbox-png/$(basename "${pdf%.pdf}")"
  done
  echo "rendered pages: target/pdfbox-png/"
fi

"$scripts/variants_make.sh" "$out"/*.pdf
