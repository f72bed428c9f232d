#!/usr/bin/env bash
# Prints the styled XHTML of PDF files: the real tika-app with the pdf-styles plugin on its
# class path (see docs/deploy.md).
#
#   scripts/styled-xhtml.sh report.pdf > report.xhtml
#   scripts/styled-xhtml.sh --config=tika-config.xml report.pdf
#   scripts/styled-xhtml.sh -m report.pdf        # any TikaCLI option; the last output option wins
#
# Needs Java 17+ and Maven. Builds the plugin jar (mvn package -DskipTests) when it is missing or
# older than the sources, and fetches tika-app through Maven the first time. Maven's output goes
# to stderr, so stdout is only what tika-app writes.
set -euo pipefail

project="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java_cmd="${JAVA_HOME:+$JAVA_HOME/bin/}java"

usage() {
    echo "usage: $(basename "$0") [TikaCLI options] file.pdf..." >&2
}

if [ "$#" -eq 0 ]; then
    usage
    exit 2
fi

# shellcheck source=lib/tika-app-classpath.sh
source "$project/scripts/lib/tika-app-classpath.sh"

exec "$java_cmd" -cp "$tika_app_jar:$plugin_jar" org.apache.tika.cli.TikaCLI -x "$@"
