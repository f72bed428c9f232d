"""Markup -> Pandoc Markdown. Pandoc's LaTeX writer turns [x]{.underline} into soul's \\ul and ~~x~~ into
soul's \\st (rules drawn by soul, not ulem); highlight is raw LaTeX \\colorbox. Headings, paragraphs, pipe
tables (booktabs-style rules in LaTeX), thematic breaks."""


def md_escape(text):
    return "".join("\\" + c if c in "\\*_[]`~#<>|$^" else c for c in text)


def run_md(run):
    t = md_escape(run.text)
    if not t.strip():
        return t
    lead = " " if t[0] == " " else ""
    trail = " " if t[-1] == " " else ""
    t = t.strip()
    f = run.flags
    if "h" in f:
        t = "`\\colorbox{yellow}{%s}`{=latex}" % run.text.strip()
    if "s" in f:
        t = "~~%s~~" % t
    if f & {"u", "d", "o"}:
        t = "[%s]{.underline}" % t
    if "i" in f:
        t = "*%s*" % t
    if "b" in f:
        t = "**%s**" % t
    if run.url:
        t = "[%s](%s)" % (t, run.url)
    return lead + t + trail


def runs_md(runs):
    return "".join(run_md(r) for r in runs)


def to_markdown(doc):
    out = []
    for b in doc.blocks:
        if b.kind == "heading":
            out.append("#" * b.level + " " + runs_md(b.runs))
        elif b.kind == "para":
            out.append(runs_md(b.runs))
        elif b.kind == "hr":
            out.append("* * *")
        elif b.kind == "table":
            rows = [[runs_md(c) for c in row] for row in b.rows]
            out.append("| " + " | ".join(rows[0]) + " |")
            out[-1] += "\n|" + "---|" * len(rows[0])
            for row in rows[1:]:
                out[-1] += "\n| " + " | ".join(row) + " |"
        else:
            raise ValueError("markdown has no %s block" % b.kind)
    return "\n\n".join(out) + "\n"
