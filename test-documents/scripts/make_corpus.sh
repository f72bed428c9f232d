#!/bin/sh
# Regenerate the whole generated corpus (PDFs + truth files), check reading order, write INDEX.md.
# A generator whose program is not installed is skipped with a warning; its committed PDFs stay.
# Usage: test-documents/scripts/make_corpus.sh [GENERATOR...]
set -e
# Fixed dates where a generator honours them (pdfTeX, Ghostscript...), so a rebuild changes less.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1767225600} FORCE_SOURCE_DATE=1
HERE=$(cd "$(dirname "$0")" && pwd)
PY=${PYTHON:-python3}
GENS=${*:-$($PY "$HERE/build.py" --list)}
for g in $GENS; do
    echo "== $g"
    $PY "$HERE/build.py" "$g"
done
if command -v pdftotext >/dev/null 2>&1; then
    $PY "$HERE/verify.py" || echo "WARNING: some PDFs differ from their truth words (see above; known cases are in the truth notes)"
else
    echo "WARNING: pdftotext (poppler-utils) not installed: reading order not checked" >&2
fi
$PY "$HERE/make_index.py"
