#!/usr/bin/env bash
# Runs every unit-test class of the project on its own, each in a fresh JVM, and prints one line per class:
# PASS or FAIL, its test count and its wall time. A class that passes in the suite but not alone (or the other
# way round) leans on another class's state or on the JIT warmed up by it: issue #24 asks for neither.
#
#   scripts/test-classes-alone.sh [CLASS_NAME_REGEX]     e.g. 'robustness' or 'DecorationFinderTest'
#
# The classes are the compiled *Test classes of src/test (end-to-end *IT classes need `mvn verify`; Tika's own
# suite runs from its jar in `mvn verify`). Jazzer's fuzz tests run in the suite's own fuzz execution, not here.
# Needs Java 11+ and Maven; fetches the JUnit console launcher from Maven Central the first time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

readonly JUNIT_PLATFORM_VERSION=1.14.1   # the platform of junit-bom 5.14.1 in pom.xml
filter="${1:-.}"

mvn -B -q -ntp test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt \
    -Dmdep.includeScope=test >&2
mvn -B -q -ntp dependency:get -Dartifact="org.junit.platform:junit-platform-console-standalone:$JUNIT_PLATFORM_VERSION" >&2
repo="$(mvn -B -q -ntp help:evaluate -Dexpression=settings.localRepository -DforceStdout | sed 's/\x1b\[[0-9;]*m//g')"
launcher="$repo/org/junit/platform/junit-platform-console-standalone/$JUNIT_PLATFORM_VERSION/junit-platform-console-standalone-$JUNIT_PLATFORM_VERSION.jar"
classpath="target/test-classes:target/classes:$(cat target/test-classpath.txt)"
reports="target/alone-reports"
rm -rf "$reports" && mkdir -p "$reports"

mapfile -t classes < <(cd target/test-classes && find . -name '*Test.class' ! -name '*$*' \
    | sed 's|^\./||; s|\.class$||; s|/|.|g' | grep -E -- "$filter" | sort)
failed=0 total=0
for class in "${classes[@]}"; do
    started=$(date +%s%N)
    # On the JVM's own class path (not --class-path): tests that fork a JVM pass java.class.path on.
    if java -cp "$classpath:$launcher" org.junit.platform.console.ConsoleLauncher execute \
            --select-class "$class" --exclude-tag jazzer \
            --disable-banner --details=summary --reports-dir "$reports/$class" > "$reports/$class.log" 2>&1; then
        verdict=PASS
    else
        verdict=FAIL
        failed=$((failed + 1))
    fi
    total=$((total + 1))
    tests="$(sed -n 's/.*\[ *\([0-9]*\) tests successful *\].*/\1/p' "$reports/$class.log" | head -1)"
    printf '%s %5s tests %7.1f s  %s\n' "$verdict" "${tests:-?}" "$(( ($(date +%s%N) - started) / 1000000 ))e-3" "$class"
done
echo "$((total - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
