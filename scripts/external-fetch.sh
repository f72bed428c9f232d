#!/bin/sh
# Brings the PDFs of twelve public projects' test suites (test-documents/external/manifest.tsv: 1,751 distinct
# files) into a folder outside this repository, for the parity sweep (docs/robustness.md, "Other projects'
# PDFs"). Same sources, checks and options as scripts/realworld-fetch.sh.
# Usage: scripts/external-fetch.sh [--check] [--download] [DIR]
#   DIR   default $PDF_STYLES_EXTERNAL, else ~/.cache/pdf-styles/external
set -eu
dir=${PDF_STYLES_EXTERNAL:-$HOME/.cache/pdf-styles/external}
options=
for arg in "$@"; do
    case "$arg" in
        -*) options="$options $arg" ;;
        *) dir=$arg ;;
    esac
done
# shellcheck disable=SC2086 # the options are single words
exec "$(dirname "$0")/realworld-fetch.sh" $options --manifest test-documents/external/manifest.tsv "$dir"
