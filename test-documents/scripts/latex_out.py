"""Markup -> LaTeX for pdflatex: Computer Modern (or Courier for mono), ulem for underline and strike,
hyphenation off and ragged-right so that no word is ever split across lines."""

LATEX_SPECIALS = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
    "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
}


def escape(text):
    out = "".join(LATEX_SPECIALS.get(c, c) for c in text)
    # Straight double quotes: open/close TeX quotes, alternating.
    parts = out.split('"')
    return "".join(p + (("``" if i % 2 == 0 else "''") if i < len(parts) - 1 else "") for i, p in enumerate(parts))


def run_tex(run):
    t = escape(run.text)
    if not t.strip():
        return t
    # Keep leading/trailing spaces outside the ulem boxes so that they stay breakable.
    lead = " " if t[0] == " " else ""
    trail = " " if t[-1] == " " else ""
    t = t.strip()
    f = run.flags
    if "s" in f:
        t = r"\sout{%s}" % t
    if "d" in f:
        t = r"\uuline{%s}" % t
    elif "o" in f:
        t = r"\dashuline{%s}" % t
    elif "u" in f:
        t = r"\uline{%s}" % t
    if run.url:
        t = r"\href{%s}{%s}" % (run.url.replace("%", r"\%").replace("#", r"\#"), t)
    if "h" in f:
        t = r"\colorbox{yellow}{%s}" % t
    if "i" in f:
        t = r"\textit{%s}" % t
    if "b" in f:
        t = r"\textbf{%s}" % t
    return lead + t + trail


def ruled(tex, thickness):
    """A paragraph with a bottom border: the text, then a rule of the given thickness right under the
    strut of its last line (inside one minipage, so no paragraph skip comes between)."""
    return ("\\noindent\\begin{minipage}{\\linewidth}\\raggedright %s\\strut\\par\\nointerlineskip"
            "\\noindent\\rule{\\linewidth}{%s}\\end{minipage}\n" % (tex, thickness))


def runs_tex(runs):
    return "".join(run_tex(r) for r in runs)


FAMILY_SETUP = {
    "serif": "",
    "sans": r"\renewcommand{\familydefault}{\sfdefault}",
    "mono": r"\usepackage[T1]{fontenc}\usepackage{courier}\renewcommand{\familydefault}{\ttdefault}",
}


# XeLaTeX / LuaLaTeX: OpenType fonts through fontspec. serif is Latin Modern (fontspec's default, CFF
# OpenType); the Regular-only family gets fontspec's synthetic styles (FakeBold: fill+stroke text,
# FakeSlant: a slanted text matrix), as documents set in a one-face font do.
DOULOS = "/usr/share/fonts/truetype/doulos/"
FONTSPEC_SETUP = {
    "serif": r"\usepackage{fontspec}",
    "sans": r"\usepackage{fontspec}\setmainfont{TeX Gyre Heros}",
    "mono": r"\usepackage{fontspec}\setmainfont{TeX Gyre Cursor}",
    "regular-only": r"\usepackage{fontspec}\setmainfont{DoulosSIL-Regular.ttf}[Path=%s, AutoFakeBold=2.5, AutoFakeSlant=0.2]"
                    % DOULOS,
}
FONTSPEC_NAMES = {"serif": "Latin Modern Roman (OpenType CFF)", "sans": "TeX Gyre Heros (OpenType CFF)",
                  "mono": "TeX Gyre Cursor (OpenType CFF)",
                  "regular-only": "Doulos SIL Regular with fontspec AutoFakeBold/AutoFakeSlant"}


def to_latex(doc, engine="pdflatex"):
    body = []
    for b in doc.blocks:
        if b.kind == "heading" and b.border:
            size = "\\Large" if b.level == 1 else "\\large"
            body.append(ruled("%s\\bfseries %s" % (size, runs_tex(b.runs)), "0.4pt"))
        elif b.kind == "heading":
            cmd = "section*" if b.level == 1 else "subsection*"
            body.append("\\%s{%s}" % (cmd, runs_tex(b.runs)))
        elif b.kind == "field":
            # A LaTeX form line: the label, then \hrulefill on the baseline to the right margin.
            body.append("\\noindent %s\\ \\hrulefill\n" % runs_tex(b.runs))
        elif b.kind == "para" and b.letterhead:
            body.append(ruled("\\centering\\small %s" % runs_tex(b.runs), "1pt"))
        elif b.kind == "para" and b.border:
            body.append(ruled(runs_tex(b.runs), "0.4pt"))
        elif b.kind == "para" and b.box:
            body.append("\\noindent{\\setlength{\\fboxsep}{4pt}\\fbox{\\parbox{9cm}{\\raggedright %s}}}\n" % runs_tex(b.runs))
        elif b.kind == "para":
            text = runs_tex(b.runs)
            if b.small:
                text = "{\\footnotesize %s\\par}" % text
            if b.rotate:
                text = "\\noindent\\rotatebox{%d}{\\parbox{9cm}{\\raggedright %s}}" % (b.rotate, text)
            body.append(text + "\n")
        elif b.kind == "hr":
            body.append("\\noindent\\rule{\\linewidth}{0.4pt}\n")
        elif b.kind == "signature":
            body.append("\\vspace{1cm}\\noindent\\rule{7cm}{0.4pt}\n")
        elif b.kind == "table":
            ncol = max(len(r) for r in b.rows)
            rows = " \\\\ \\hline\n".join(" & ".join(runs_tex(c) for c in row) for row in b.rows)
            table = "\\begin{tabular}{|%s|}\\hline\n%s \\\\ \\hline\n\\end{tabular}\n" % ("|".join("l" * ncol), rows)
            if b.tight:
                # Borders touching the text: no column padding, rows squeezed to the letters' height.
                table = "{\\setlength{\\tabcolsep}{1pt}\\renewcommand{\\arraystretch}{0.75}%s}\n" % table
            body.append(table)
    content = "\n".join(body)
    if doc.landscape:
        content = "\\begin{landscape}\n%s\n\\end{landscape}" % content
    align = "\\emergencystretch=3em" if doc.justify else "\\raggedright"
    return r"""\documentclass[12pt]{article}
\usepackage[a4paper,margin=2cm]{geometry}
\usepackage[normalem]{ulem}
\usepackage{graphicx}
\usepackage{color}
%(lscape)s
\usepackage[hidelinks]{hyperref}
%(family)s
\pagestyle{empty}
\hyphenpenalty=10000
\exhyphenpenalty=10000
\setlength{\parindent}{0pt}
\setlength{\parskip}{6pt}
\setlength{\fboxsep}{1pt}
%(align)s
\begin{document}
%(content)s
\end{document}
""" % {"family": FONTSPEC_SETUP[doc.family] if engine in ("xelatex", "lualatex") else FAMILY_SETUP[doc.family],
       "content": content, "align": align,
       "lscape": "\\usepackage{pdflscape}" if engine == "pdflatex" or doc.landscape else ""}
