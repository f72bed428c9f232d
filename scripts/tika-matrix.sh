#!/usr/bin/env bash
# Tika compatibility matrix (issue #24): the plugin as shipped, against every Tika 3.x that Maven Central
# serves, each with the PDFBox version that Tika pins.
#
#   scripts/tika-matrix.sh              # full: every version below (a release runs this)
#   scripts/tika-matrix.sh --short      # the oldest supported and the newest version (.ci/run runs this)
#   scripts/tika-matrix.sh 3.2.2 3.3.0  # just these (from the list below)
#   --no-table                          # leave docs/deploy.md alone
#
# For each version, in target/matrix/tika-<version>/ (so no version overwrites another's build):
#   compile  whether the plugin's sources compile against that Tika and PDFBox; if not, the members javac
#            cannot find. Information only: users run the jar, built against the pom's versions.
#   run      the plugin's classes as the jar ships them (compiled once against the pom's Tika and PDFBox),
#            with that Tika and PDFBox on the class path, and the test classes compiled against them:
#            parity (ParityTest, SinglePassContractTest, tika.compat.*), styles (AccuracyFloorsTest, the
#            accuracy ratchet), bad input (MalformedInputsTest; BadInputParityTest is in tika.compat), and
#            Tika's own PDF suite from that version's tests jar. PassInUseTest records which pass ran;
#            SinglePassLinkTest shows the fallback when the writer does not link; SpaceGlyphSettingTest
#            checks the one setting that Tika 3.0.0 and PDFBox 3.0.3 lack; AngleModeTest and
#            MarkedContentPiecesTest pin the two Tika details of the text modes (issue 26), and ParityTest
#            runs in each mode.
# Then the table between the tika-matrix markers in docs/deploy.md is rewritten: rows of the versions run
# now are replaced, the others kept. Exits non-zero when a supported version fails; a version listed as
# unsupported below is run and reported but does not fail the matrix.
# Needs Java 17+ and Maven with access to Maven Central (as `mvn -B verify`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Tika version, then the PDFBox version its tika-parent pom pins (<pdfbox.version>). Looked up on
# 2026-12-01 with `mvn dependency:get -Dartifact=org.apache.tika:tika-parser-pdf-module:<v>` (and the
# :jar:tests classifier, and tika-core:<v>:jar:tests): all of these resolve. 3.3.2 does not: its
# tika-core and tika-parent (PDFBox 3.0.8) are served, its tika-parser-pdf-module is not.
readonly VERSIONS=(
    "3.0.0 3.0.3"
    "3.1.0 3.0.4"
    "3.2.0 3.0.5"
    "3.2.1 3.0.5"
    "3.2.2 3.0.5"
    "3.2.3 3.0.5"
    "3.3.0 3.0.7"
    "3.3.1 3.0.7"
)
# --short: the oldest supported minor and the newest version.
readonly SHORT_VERSIONS=(3.1.0 3.3.1)

# Why the plugin does not support a version (empty: supported). Checked by this script's own runs.
unsupported_reason() {
    case "$1" in
        3.0.0) echo "parses without errors and with stock parity, but PDFBox 3.0.3 reads one WeasyPrint" \
                    "italic word differently, so the accuracy floors (set with PDFBox 3.0.8) are not met" ;;
        *) echo "" ;;
    esac
}

# Test sources that cannot compile against a version: javac would stop the whole test build, so they are
# left out of that version's build, and the table says which and why. Prints "pattern<TAB>reason" lines.
test_exclusions() {
    local tika="$1" pdfbox="$2"
    if version_lt "$pdfbox" 3.0.5; then
        printf '%s\t%s\n' "**/SharedResourcesPageTest.java" "SharedResourcesPageTest (not a matrix test)"\
" left out of the build: PDPage.removePageResourceFromCache is PDFBox 3.0.5+"
    fi
    if version_lt "$tika" 3.1.0; then
        printf '%s\t%s\n' "**/StockBehaviourParityTest.java" "StockBehaviourParityTest left out of the build:"\
" PDFParserConfig.setIgnoreContentStreamSpaceGlyphs is Tika 3.1.0+"
    fi
}

# The tests each version runs (Surefire -Dtest; Tika's suite comes from the tests jar, dependenciesToScan).
# PDFMarkedContent2XHTMLTest is left out as in the pom (restated as tika.compat.MarkedContentSuiteTest).
readonly TESTS="dev.pdfstyles.tika.ParityTest,dev.pdfstyles.tika.SinglePassContractTest"\
",dev.pdfstyles.tika.AngleModeTest,dev.pdfstyles.tika.marked.MarkedContentPiecesTest"\
",dev.pdfstyles.tika.SinglePassLinkTest,dev.pdfstyles.tika.fallback.SpaceGlyphSettingTest"\
",dev.pdfstyles.tika.compat.*Test,dev.pdfstyles.eval.AccuracyFloorsTest"\
",dev.pdfstyles.robustness.MalformedInputsTest,org.apache.tika.parser.pdf.*Test"\
",!org.apache.tika.parser.pdf.PDFMarkedContent2XHTMLTest"

# No test is run again: no verdict in the suite reads a clock (issue #24), so a failure is a failure.
# MATRIX_RERUNS=N lets a developer ask Surefire for reruns while diagnosing; the table then names the tests
# that failed first and passed on a rerun.
readonly RERUNS="${MATRIX_RERUNS:-0}"

readonly MATRIX_DIR=target/matrix
readonly SHIPPED_DIR="$MATRIX_DIR/shipped"
readonly DEPLOY_DOC=docs/deploy.md
readonly TABLE_BEGIN='<!-- tika-matrix:begin (scripts/tika-matrix.sh writes this table) -->'
readonly TABLE_END='<!-- tika-matrix:end -->'

version_lt() {
    [ "$1" != "$2" ] && [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n 1)" = "$1" ]
}

usage() {
    echo "usage: $(basename "$0") [--short] [--no-table] [tika-version...]" >&2
    exit 2
}

pdfbox_of() {
    local entry
    for entry in "${VERSIONS[@]}"; do
        if [ "${entry% *}" = "$1" ]; then
            echo "${entry#* }"
            return
        fi
    done
    echo "unknown Tika version $1 (known: ${VERSIONS[*]%% *})" >&2
    exit 2
}

mvn_run() {
    mvn -B -ntp -Dstyle.color=never "$@"
}

# One line per test class report, tab-separated: class, passed, failed, skipped, flaky, and the flaky
# tests with the message of their first failure. Counted from the <testcase> elements: after a rerun,
# Surefire writes the rerun's counts into the <testsuite> attributes.
class_tallies() {
    local reports="$1" report
    for report in "$reports"/TEST-*.xml; do
        [ -e "$report" ] || continue
        awk -v class="$(basename "$report" .xml | sed 's/^TEST-//')" '
            function end_case() {
                if (open) {
                    if (failed) f++; else if (skipped) s++; else p++
                    if (flaky && !failed) { k++; names = names (names ? "; " : "") name " (" message ")" }
                }
                open = 0
            }
            /<testcase / {
                end_case(); open = 1; failed = skipped = flaky = 0; message = ""
                name = $0; sub(/.*<testcase name="/, "", name); sub(/".*/, "", name)
                if ($0 ~ /<testcase [^>]*\/>/) end_case()
            }
            open && /<(failure|error)[ >\/]/ { failed = 1 }
            open && /<skipped[ >\/]/ { skipped = 1 }
            open && /<(flakyFailure|flakyError)[ >\/]/ && !flaky {
                flaky = 1; message = $0; sub(/.*<flaky(Failure|Error)[^>]* message="/, "", message); sub(/".*/, "", message)
            }
            open && /<\/testcase>/ { end_case() }
            END { end_case(); printf "%s\t%d\t%d\t%d\t%d\t%s\n", class, p, f, s, k, names }' "$report"
    done
}

# "passed / failed / skipped" (errors count as failed) over the classes whose names start with a prefix.
counts() {
    awk -F '\t' -v prefix="$2" 'index($1, prefix) == 1 { p += $2; f += $3; s += $4 }
                                END { printf "%d / %d / %d\n", p, f, s }' "$1"
}

# "Class (n failed), ..." and "Class.test (first failure), ..." (failed, then passed on Surefire's rerun).
failing_classes() {
    awk -F '\t' -v most=4 '$3 > 0 { n = split($1, parts, "."); count++
                                    if (count <= most) out = out (out ? ", " : "") parts[n] " (" $3 " failed)" }
                           END { if (count > most) out = out " and " (count - most) " more classes"; print out }' "$1"
}
flaky_tests() {
    awk -F '\t' '$5 > 0 { n = split($1, parts, "."); out = out (out ? "; " : "") parts[n] "." $6 }
                 END { print out }' "$1"
}

# The members javac could not find, as "Type.member" (from a compile log).
missing_members() {
    awk '/symbol: +(method|variable|class)/ { sub(/.*symbol: +(method|variable|class) +/, ""); sym = $0 }
         /location: / && sym != "" { loc = $0; sub(/.* of type /, "", loc); sub(/.*location: +(class|interface) +/, "", loc);
                                     n = split(loc, parts, "."); print parts[n] "." sym; sym = "" }' "$1" \
        | sed 's/^\[ERROR\] *//' | sort -u | paste -sd ',' - | sed 's/,/, /g'
}

# Runs one version; writes $dir/result (key=value lines). Returns 0 when the run passed.
run_version() {
    local tika="$1" pdfbox dir started compile_verdict excludes="" notes="" pattern reason status=0
    pdfbox="$(pdfbox_of "$tika")"
    dir="$MATRIX_DIR/tika-$tika"
    rm -rf "$dir"
    mkdir -p "$dir"
    started=$(date +%s)
    echo "== Tika $tika with PDFBox $pdfbox ($dir)"

    if mvn_run compile -Dtika.version="$tika" -Dpdfbox.version="$pdfbox" -Dbuild.dir="$dir/compile" \
            >"$dir/compile.log" 2>&1; then
        compile_verdict="yes"
    else
        compile_verdict="no: $(missing_members "$dir/compile.log")"
        [ "$compile_verdict" != "no: " ] || compile_verdict="no (see $dir/compile.log)"
    fi
    echo "   compiles against it: $compile_verdict"

    while IFS=$'\t' read -r pattern reason; do
        [ -n "$pattern" ] || continue
        excludes="${excludes:+$excludes,}$pattern"
        notes="${notes:+$notes; }$reason"
    done < <(test_exclusions "$tika" "$pdfbox")

    mkdir -p "$dir/run"
    cp -R "$SHIPPED_DIR/classes" "$dir/run/classes"
    if ! mvn_run test -Dmaven.main.skip=true -Dtika.version="$tika" -Dpdfbox.version="$pdfbox" \
            -Dbuild.dir="$dir/run" -Dmatrix.testExcludes="${excludes:-none}" -Dtest="$TESTS" \
            -Dsurefire.rerunFailingTestsCount="$RERUNS" \
            >"$dir/run.log" 2>&1; then
        status=1
    fi

    local reports="$dir/run/surefire-reports" pass="not recorded (PassInUseTest failed)" seen_tika="" seen_pdfbox=""
    if [ -f "$dir/run/pdf-styles-pass.txt" ]; then
        pass="$(sed -n 's/^pass=//p' "$dir/run/pdf-styles-pass.txt")"
        seen_tika="$(sed -n 's/^tika=//p' "$dir/run/pdf-styles-pass.txt")"
        seen_pdfbox="$(sed -n 's/^pdfbox=//p' "$dir/run/pdf-styles-pass.txt")"
        if [ "$seen_tika" != "$tika" ] || [ "$seen_pdfbox" != "$pdfbox" ]; then
            notes="${notes:+$notes; }ran with Tika $seen_tika and PDFBox $seen_pdfbox instead"
            status=1
        fi
    fi
    if ! ls "$reports"/TEST-*.xml >/dev/null 2>&1; then
        notes="${notes:+$notes; }no test reports (see $dir/run.log)"
        status=1
    fi
    class_tallies "$reports" >"$dir/tallies"
    local failing flaky
    failing="$(failing_classes "$dir/tallies")"
    flaky="$(flaky_tests "$dir/tallies")"
    [ -z "$failing" ] || notes="${notes:+$notes; }failing: $failing"
    [ -z "$flaky" ] || notes="${notes:+$notes; }failed once, passed on rerun: $flaky"

    local reason_unsupported
    reason_unsupported="$(unsupported_reason "$tika")"
    [ -z "$reason_unsupported" ] || notes="unsupported: $reason_unsupported${notes:+; $notes}"

    local elapsed=$(( $(date +%s) - started ))
    {
        echo "tika=$tika"
        echo "pdfbox=$pdfbox"
        echo "compiles=$compile_verdict"
        echo "pass=$pass"
        echo "ours=$(counts "$dir/tallies" dev.pdfstyles.)"
        echo "suite=$(counts "$dir/tallies" org.apache.tika.)"
        echo "seconds=$elapsed"
        echo "status=$status"
        echo "notes=$notes"
    } >"$dir/result"
    sed 's/^/   /' "$dir/result"
    return "$status"
}

field() {
    sed -n "s/^$2=//p" "$1"
}

table_row() {
    local result="$1" status checked
    status="$(field "$result" status)"
    checked="$(field "$result" checked)"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
        "$(field "$result" tika)" "$(field "$result" pdfbox)" "$(field "$result" compiles)" \
        "$(field "$result" pass)" "$(field "$result" ours)" "$(field "$result" suite)" \
        "$(( ($(field "$result" seconds) + 30) / 60 ))" "$checked" "$(field "$result" notes | sed 's/|/\\|/g')"
}

# Replaces the rows of the versions just run in docs/deploy.md's table, keeps the others, sorts by version.
write_table() {
    local commit="$1" rows version result
    grep -qF "$TABLE_BEGIN" "$DEPLOY_DOC" && grep -qF "$TABLE_END" "$DEPLOY_DOC" \
        || { echo "no tika-matrix markers in $DEPLOY_DOC" >&2; return 1; }
    rows="$(mktemp)"
    awk -v b="$TABLE_BEGIN" -v e="$TABLE_END" '$0 == b { on = 1; next } $0 == e { on = 0 } on && /^\| 3\./' \
        "$DEPLOY_DOC" >"$rows"
    for version in "${RUN_VERSIONS[@]}"; do
        result="$MATRIX_DIR/tika-$version/result"
        grep -v "^| $version |" "$rows" >"$rows.new" || true
        echo "checked=$commit" >>"$result"
        table_row "$result" >>"$rows.new"
        mv "$rows.new" "$rows"
    done
    sort -t '|' -k 2,2V "$rows" -o "$rows"
    {
        echo "$TABLE_BEGIN"
        echo "| Tika | PDFBox (its pin) | plugin compiles against it | pass | pdf-styles tests passed / failed / skipped | Tika's PDF suite passed / failed / skipped | minutes | checked at | notes |"
        echo "|---|---|---|---|---|---|---|---|---|"
        cat "$rows"
        echo "$TABLE_END"
    } >"$rows.table"
    awk -v b="$TABLE_BEGIN" -v e="$TABLE_END" -v table="$rows.table" '
        $0 == b { while ((getline line < table) > 0) print line; skip = 1; next }
        $0 == e { skip = 0; next }
        !skip' "$DEPLOY_DOC" >"$DEPLOY_DOC.new"
    mv "$DEPLOY_DOC.new" "$DEPLOY_DOC"
    rm -f "$rows" "$rows.table"
    echo "== table written to $DEPLOY_DOC"
}

write_table_flag=1
RUN_VERSIONS=()
for arg in "$@"; do
    case "$arg" in
        --short) RUN_VERSIONS+=("${SHORT_VERSIONS[@]}") ;;
        --no-table) write_table_flag=0 ;;
        -h|--help) usage ;;
        -*) usage ;;
        *) pdfbox_of "$arg" >/dev/null; RUN_VERSIONS+=("$arg") ;;
    esac
done
if [ "${#RUN_VERSIONS[@]}" -eq 0 ]; then
    for entry in "${VERSIONS[@]}"; do
        RUN_VERSIONS+=("${entry% *}")
    done
fi

# Read before anything is written, so a clean tree is labelled clean.
commit="$(git describe --always --dirty 2>/dev/null || echo unknown)"

echo "== the plugin's classes as shipped: compiled against the pom's Tika and PDFBox ($SHIPPED_DIR)"
rm -rf "$SHIPPED_DIR"
mkdir -p "$SHIPPED_DIR"
if ! mvn_run compile -Dbuild.dir="$SHIPPED_DIR" >"$SHIPPED_DIR/compile.log" 2>&1; then
    echo "the plugin does not compile with the pom's versions: see $SHIPPED_DIR/compile.log" >&2
    exit 1
fi

failed=()
for version in "${RUN_VERSIONS[@]}"; do
    if ! run_version "$version"; then
        if [ -n "$(unsupported_reason "$version")" ]; then
            echo "   (unsupported: not counted)"
        else
            failed+=("$version")
        fi
    elif [ -n "$(unsupported_reason "$version")" ]; then
        echo "   listed as unsupported but passed: remove it from unsupported_reason in $0"
        failed+=("$version")
    fi
done

if [ "$write_table_flag" -eq 1 ]; then
    write_table "$commit"
fi

if [ "${#failed[@]}" -gt 0 ]; then
    echo "== FAILED on Tika ${failed[*]} (logs under $MATRIX_DIR/tika-<version>/)"
    exit 1
fi
echo "== PASSED on Tika ${RUN_VERSIONS[*]}"
