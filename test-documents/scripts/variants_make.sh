#!/usr/bin/env bash
# Writes the names-stripped and descriptors-stripped variants of labelled PDFs into
# test-documents/variants/<folder of the original>/ (see variants_tool/MakeVariants.java for what changes),
# then checks that each variant renders exactly like its original (pdftoppm, first 3 pages, when poppler-utils
# is installed) and that its words still match the truth (variants_tool's sibling pdfbox_cases/VerifyCases.java).
#
# Usage: test-documents/scripts/variants_make.sh [file.pdf ...]
#   With no arguments: every *.pdf under test-documents/ that has a NAME.truth.json with "variant": "plain" and is
#   not itself a variant (nothing under test-documents/variants/).
# Needs: JDK 17+, Maven. Optional: poppler-utils.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scripts="$repo/test-documents/scripts"
corpus="$repo/test-documents"
variants="$corpus/variants"

inputs=()
if (( $# )); then
  for f in "$@"; do inputs+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"); done
else
  while IFS= read -r -d '' pdf; do
    truth="${pdf%.pdf}.truth.json"
    [[ -f "$truth" ]] || continue
    grep -Eq '"variant"[[:space:]]*:[[:space:]]*"plain"' "$truth" || continue
    inputs+=("$pdf")
  done < <(find "$corpus" -path "$variants" -prune -o -type f -name '*.pdf' \
             ! -name '*.names-stripped.pdf' ! -name '*.descriptors-stripped.pdf' -print0 | sort -z)
fi
if (( ${#inputs[@]} == 0 )); then
  echo "no labelled PDFs found" >&2
  exit 1
fi

cd "$repo"
if [[ ! -s target/pdfbox-cp.txt ]]; then
  mkdir -p target
  mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/pdfbox-cp.txt
fi
cp="$(cat target/pdfbox-cp.txt)"

java -cp "$cp" "$scripts/variants_tool/MakeVariants.java" "$corpus" "$variants" "${inputs[@]}"

outputs=()
for pdf in "${inputs[@]}"; do
  rel="${pdf#"$corpus"/}"
  for v in names-stripped descriptors-stripped; do
    out="$variants/${rel%.pdf}.$v.pdf"
    [[ -f "$out" ]] && outputs+=("$out")   # absent when the original needs a password
  done
done

java -cp "$cp" "$scripts/pdfbox_cases/VerifyCases.java" "${outputs[@]}"

if command -v pdftoppm >/dev/null; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  differ=0
  for pdf in "${inputs[@]}"; do
    rel="${pdf#"$corpus"/}"
    [[ -f "$variants/${rel%.pdf}.names-stripped.pdf" ]] || continue
    pdftoppm -r 50 -l 3 "$pdf" "$tmp/orig"
    for v in names-stripped descriptors-stripped; do
      pdftoppm -r 50 -l 3 "$variants/${rel%.pdf}.$v.pdf" "$tmp/var"
      for page in "$tmp"/orig-*.ppm; do
        if ! cmp -s "$page" "$tmp/var-${page#"$tmp"/orig-}"; then
          echo "RENDERS DIFFERENTLY: ${rel%.pdf}.$v.pdf page ${page#"$tmp"/orig-}"
          differ=1
        fi
      done
      rm -f "$tmp"/var-*.ppm
    done
    rm -f "$tmp"/orig-*.ppm
  done
  if (( differ )); then exit 1; fi
  echo "all variants render like their originals (pdftoppm, 50 dpi, first 3 pages)"
fi
