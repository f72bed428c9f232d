"""Concrete fonts behind the markup's family names, per kind of generator."""

# Fonts resolved by fontconfig (Chromium, WeasyPrint, wkhtmltopdf, LibreOffice, Pango).
FONTCONFIG = {
    "serif": "Liberation Serif",
    "sans": "DejaVu Sans",
    "mono": "Liberation Mono",
    # Debian fonts-sil-doulos ships DoulosSIL-Regular.ttf only: bold and italic are synthesized.
    "regular-only": "Doulos SIL",
    # fonts-wqy-microhei ships a Regular face only as well.
    "cjk": "WenQuanYi Micro Hei",
}

# Families with only a Regular face, so any bold/italic a reader sees was synthesized.
REGULAR_ONLY = {"regular-only", "cjk"}

# pdflatex: Computer Modern roman/sans, Courier (psnfss) for mono because cmtt has no bold.
LATEX = {
    "serif": "Computer Modern Roman",
    "sans": "Computer Modern Sans",
    "mono": "Courier (URW Nimbus Mono via psnfss)",
}

# groff: the base-35 PostScript fonts (URW clones in Ghostscript / gropdf).
GROFF = {"serif": "T", "sans": "H", "mono": "C"}
GROFF_NAMES = {"serif": "Times (URW Nimbus Roman)", "sans": "Helvetica (URW Nimbus Sans)",
               "mono": "Courier (URW Nimbus Mono)"}
