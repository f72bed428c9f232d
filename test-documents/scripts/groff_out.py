"""Markup -> raw troff (no macro package; tbl for tables) for groff -Tpdf (gropdf) and groff -Tps (grops).

Underline and strike-through are drawn per word with \\D'l' (a stroked line), highlight as a filled
\\D'P' polygon behind the word; rules and signature lines are \\D'l' lines too."""
import families

# Distances from the baseline in ems (troff's vertical axis points down).
UNDERLINE_DROP_EM = 0.18   # just below the baseline, clear of most descender bodies
STRIKE_RISE_EM = 0.26      # about half the x-height of Times
DOUBLE_GAP_EM = 0.12       # second line of a double underline
LINE_WIDTH_PT = 0.6
BODY_PT, SMALL_PT, H1_PT, H2_PT = 12, 8, 18, 14
DELIM = "@"                # delimiter for \\Z and \\w arguments; never occurs in the sources


def escape(text):
    return text.replace("\\", "\\e").replace("'", "\\[aq]").replace(DELIM, "\\[at]")


def font_code(flags):
    if "b" in flags and "i" in flags:
        return "BI"
    return "B" if "b" in flags else "I" if "i" in flags else "R"


def hline(width_expr, dv_em):
    """A horizontal stroked line under/through the word just printed with \\Z, ending at its end."""
    return "\\v'%gm'\\D'l %s 0'\\v'%gm'" % (dv_em, width_expr, -dv_em)


def word_troff(word, flags):
    w = escape(word)
    width = "\\w%s%s%su" % (DELIM, w, DELIM)
    out = ""
    if "h" in flags:
        out += "\\Z%s\\v'0.25m'\\M[hl]\\D'P 0 -1m %s 0 0 1m'\\M[]%s" % (DELIM, width, DELIM)
    decos = []
    if flags & {"u", "d", "o"}:
        decos.append(UNDERLINE_DROP_EM)
    if "d" in flags:
        decos.append(UNDERLINE_DROP_EM + DOUBLE_GAP_EM)
    if "s" in flags:
        decos.append(-STRIKE_RISE_EM)
    if not decos:
        return out + w
    out += "\\Z%s%s%s" % (DELIM, w, DELIM)
    for i, dv in enumerate(decos):
        line = hline(width, dv)
        # Every line but the last goes back to the word start, so the last one leaves us at the word end.
        out += ("\\Z%s%s%s" % (DELIM, line, DELIM)) if i < len(decos) - 1 else line
    return out


def run_troff(run):
    f = font_code(run.flags)
    pieces = run.text.split(" ")
    out = []
    for p in pieces:
        out.append(word_troff(p, run.flags) if p else "")
    body = " ".join(out)
    return body if f == "R" else "\\f[%s]%s\\f[R]" % (f, body)


def runs_troff(runs):
    return "\\&" + "".join(run_troff(r) for r in runs)


def to_troff(doc, landscape_rotate_ps=False):
    fam = families.GROFF[doc.family]
    w, h = ("29.7c", "21c") if doc.landscape else ("21c", "29.7c")
    ll = "25.7c" if doc.landscape else "17c"
    out = [".pl %s" % h, ".po 2c", ".ll %s" % ll, ".nh", ".ad b" if doc.justify else ".ad l", ".fam %s" % fam,
           ".ps %d" % BODY_PT, ".vs %gp" % (BODY_PT * 1.25), ".defcolor hl rgb 1 0.88 0.2",
           "\\D't %gp'" % LINE_WIDTH_PT, ".sp -1", ".sp 1c"]
    for b in doc.blocks:
        if b.kind == "heading":
            pt = H1_PT if b.level == 1 else H2_PT
            out += [".sp 0.6", ".ps %d" % pt, ".vs %gp" % (pt * 1.25), "\\f[B]%s\\f[R]" % runs_troff(b.runs),
                    ".br", ".ps %d" % BODY_PT, ".vs %gp" % (BODY_PT * 1.25), ".sp 0.3"]
        elif b.kind == "para":
            if b.small:
                out += [".ps %d" % SMALL_PT, ".vs %gp" % (SMALL_PT * 1.25)]
            if b.rotate and landscape_rotate_ps:
                out += [".sp 8c", "\\X'ps: exec gsave currentpoint 2 copy translate -90 rotate neg exch neg exch translate'"]
            out += [runs_troff(b.runs), ".br"]
            if b.rotate and landscape_rotate_ps:
                out += ["\\X'ps: exec grestore'"]
            if b.small:
                out += [".ps %d" % BODY_PT, ".vs %gp" % (BODY_PT * 1.25)]
            out += [".sp 0.5"]
        elif b.kind == "hr":
            out += ["\\D'l %s 0'" % ll, ".br", ".sp 0.5"]
        elif b.kind == "signature":
            out += [".sp 1.5", "\\D'l 7c 0'", ".br", ".sp 0.5"]
        elif b.kind == "table":
            ncol = max(len(r) for r in b.rows)
            out += [".TS", "allbox;", " ".join("l" * ncol) + "."]
            for row in b.rows:
                out.append("\t".join(runs_troff(c) for c in row))
            out += [".TE", ".sp 0.5"]
    return "\n".join(out) + "\n"
