#!/usr/bin/env bash
# Draws why: one page of a PDF rendered by PDFBox, with the pdf-styles plugin's decisions over it
# (bold, italic, underlined and struck glyphs outlined; every rule green when accepted, vermillion
# when rejected, tagged with the reason; each font's verdict in the legend). Runs the plugin jar
# on tika-app's class path (see docs/deploy.md), as styled-xhtml.sh does.
#
#   scripts/decision-picture.sh report.pdf                    # page 1 -> report-page1-decisions.png
#   scripts/decision-picture.sh report.pdf 3 why.png          # page 3 -> why.png
#   scripts/decision-picture.sh --dpi=200 report.pdf 3        # sharper (36 to 400 dpi, default 120)
#
# Needs what styled-xhtml.sh needs (Java, Maven). Builds the plugin jar (mvn package -DskipTests) when it is missing or
# older than the sources, and fetches tika-app through Maven the first time. Maven's output goes
# to stderr; stdout is one line: the PNG's path and what the page holds.
set -euo pipefail

project="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java_cmd="${JAVA_HOME:+$JAVA_HOME/bin/}java"

if [ "$#" -eq 0 ]; then
    echo "usage: $(basename "$0") [--dpi=N] file.pdf [page] [out.png]" >&2
    exit 2
fi

# shellcheck source=lib/tika-app-classpath.sh
source "$project/scripts/lib/tika-app-classpath.sh"

exec "$java_cmd" -Djava.awt.headless=true -cp "$tika_app_jar:$plugin_jar" dev.pdfstyles.picture.DecisionPicture "$@"
