#!/bin/sh
# Reports which PDFs of the real-world set (test-documents/realworld/manifest.tsv, issue 23) are present in their
# folder with the manifest's SHA-256; fetches nothing. Usage: scripts/realworld-check.sh [DIR]
exec "$(dirname "$0")/realworld-fetch.sh" --check "$@"
