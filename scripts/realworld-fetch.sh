#!/bin/sh
# Brings the real-world PDFs of test-documents/realworld/manifest.tsv (issue 23) into a folder outside this
# repository and checks each against the manifest's SHA-256. Other projects' PDFs are never committed here.
#
# Where the PDFs come from, first that works:
#   1. a git mirror of the repository: $PDF_STYLES_MIRRORS/OWNER+NAME/repo (a bare git directory, as the
#      workspace's fetch tool leaves them; default /work/.mirror), at the manifest's commit, else at its HEAD;
#   2. with --download only: https://raw.githubusercontent.com/OWNER/NAME/COMMIT/PATH (needs curl and network;
#      off by default, and never used by CI).
# A file already in the folder with the right SHA-256 is kept as it is.
#
# Usage: scripts/realworld-fetch.sh [--check] [--download] [--manifest FILE] [DIR]
#   DIR         default $PDF_STYLES_REALWORLD, else ~/.cache/pdf-styles/realworld
#   --check     fetch nothing: report which PDFs are present, absent or altered (scripts/realworld-check.sh)
#   --manifest  another manifest with the same first five columns (scripts/external-fetch.sh); an id may
#               hold slashes, and the PDF then goes into the sub-folders they name
# Exit status: 0 when every PDF of the manifest is present with its SHA-256, 1 otherwise.
set -eu
cd "$(dirname "$0")/.."
manifest=test-documents/realworld/manifest.tsv
mirrors=${PDF_STYLES_MIRRORS:-/work/.mirror}
check=no
download=no
dir=
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=yes ;;
        --download) download=yes ;;
        --manifest) [ $# -ge 2 ] || { echo "--manifest needs a file" >&2; exit 2; }; manifest=$2; shift ;;
        -*) echo "unknown option $1; usage: $0 [--check] [--download] [--manifest FILE] [DIR]" >&2; exit 2 ;;
        *) dir=$1 ;;
    esac
    shift
done
[ -n "$dir" ] || dir=${PDF_STYLES_REALWORLD:-$HOME/.cache/pdf-styles/realworld}
[ "$check" = yes ] || mkdir -p "$dir"

sha256_of() { sha256sum "$1" | cut -d' ' -f1; }

present=0 absent=0 altered=0 fetched=0
# Columns: id repository path commit sha256 bytes producer creator family licence pages
while IFS="$(printf '\t')" read -r id repository path commit sha256 _rest; do
    case "$id" in id|'#'*|'') continue ;; esac
    target=$dir/$id
    if [ -f "$target" ]; then
        if [ "$(sha256_of "$target")" = "$sha256" ]; then
            present=$((present + 1))
            [ "$check" = no ] || echo "present  $id"
            continue
        fi
        if [ "$check" = yes ]; then
            altered=$((altered + 1))
            echo "ALTERED  $id (SHA-256 differs from the manifest)"
            continue
        fi
    fi
    if [ "$check" = yes ]; then
        absent=$((absent + 1))
        echo "absent   $id ($repository $path)"
        continue
    fi
    mkdir -p "$(dirname "$target")"
    tmp=$target.part
    rm -f "$tmp"
    git_dir=$mirrors/$(echo "$repository" | tr / +)/repo
    if [ -d "$git_dir" ]; then
        git --git-dir="$git_dir" cat-file blob "$commit:$path" >"$tmp" 2>/dev/null \
            || git --git-dir="$git_dir" cat-file blob "HEAD:$path" >"$tmp" 2>/dev/null \
            || rm -f "$tmp"
    fi
    if [ ! -s "$tmp" ] && [ "$download" = yes ]; then
        curl -fsSL -o "$tmp" "https://raw.githubusercontent.com/$repository/$commit/$path" || rm -f "$tmp"
    fi
    if [ -s "$tmp" ] && [ "$(sha256_of "$tmp")" = "$sha256" ]; then
        mv "$tmp" "$target"
        fetched=$((fetched + 1))
        present=$((present + 1))
        echo "fetched  $id"
    else
        rm -f "$tmp"
        absent=$((absent + 1))
        echo "absent   $id (no mirror at $git_dir with this file and SHA-256$( [ "$download" = yes ] || echo '; --download not given'))" >&2
    fi
done <"$manifest"

echo "$present present ($fetched fetched now), $absent absent, $altered altered; folder: $dir"
[ "$absent" -eq 0 ] && [ "$altered" -eq 0 ]
