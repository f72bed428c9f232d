# Sourced by the scripts that run the plugin inside the real tika-app (styled-xhtml.sh, decision-picture.sh).
# Sets plugin_jar and tika_app_jar for a project folder: builds the plugin jar (mvn package -DskipTests) when it
# is missing or older than the sources, and fetches tika-app through Maven the first time. Maven's output goes
# to stderr, so the calling script's stdout stays its own.
#
#   project=...; source "$project/scripts/lib/tika-app-classpath.sh"

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
