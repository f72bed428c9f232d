#!/bin/sh
# Rebuilds the font fixtures in this directory. Run from the repository root on Debian 12 with:
#   apt-get install fonts-dejavu-core fonts-liberation fonts-urw-base35 fonts-lmodern texlive-base ghostscript
# The tests read only the committed PDFs; nothing here runs in CI.
set -eu
dir=src/test/resources/fonts
# Type 1C (CFF) subsets written by Ghostscript's pdfwrite from the URW base-35 fonts and from the
# AMS Computer Modern Type 1 and Latin Modern OpenType fonts.
gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -o "$dir/type1c-urw.pdf" "$dir/type1c-urw.ps"
gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite \
   -sFONTPATH=/usr/share/texlive/texmf-dist/fonts/type1/public/amsfonts/cm:/usr/share/texmf/fonts/opentype/public/lm \
   -o "$dir/type1c-tex.pdf" "$dir/type1c-tex.ps"
# TrueType (CIDFontType2 and simple), Type 1 and OpenType-CFF fixtures written with PDFBox.
mvn -B -q test-compile
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/fixture-classpath.txt -Dmdep.includeScope=test
java -cp "target/test-classes:$(cat target/fixture-classpath.txt)" \
   dev.pdfstyles.font.fixtures.FontFixtureRecipe "$dir"
