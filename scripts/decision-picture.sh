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

mvn_quiet() {
    mvn -q -B -Dstyle.color=never -f "$project/pom.xml" "$@" >&2
}

newest_plugin_jar() {
    ls -t "$project"/target/pdf-styles-*.jar 2>/dev/null \
        | grep -v -e '-sources\.jar$' -e '-javadoc\.jar$' -e '-tests\.jar$' \
        | head -n 1 || true
}

plugin_jar="$(newest_plugin_jar)"
if [ -z "$plugin_jar" ] \
        || [ -n "$(find "$project/src/main" "$project/META-INF-services" "$project/pom.xml" -newer "$plugin_jar" -print -quit)" ]; then
    echo "building the plugin jar..." >&2
    mvn_quiet package -DskipTests
    plugin_jar="$(newest_plugin_jar)"
fi
if [ -z "$plugin_jar" ]; then
    echo "no target/pdf-styles-*.jar after the build" >&2
    exit 1
fi

tika_app_version="$(sed -n 's:.*<tika-app.version>\(.*\)</tika-app.version>.*:\1:p' "$project/pom.xml")"
tika_app_jar="$project/target/e2e/tika-app-$tika_app_version.jar"
if [ ! -f "$tika_app_jar" ]; then
    echo "fetching tika-app $tika_app_version..." >&2
    mvn_quiet dependency:copy@copy-tika-app
fi

exec "$java_cmd" -Djava.awt.headless=true -cp "$tika_app_jar:$plugin_jar" dev.pdfstyles.picture.DecisionPicture "$@"
