"""Markup -> XSL-FO for Apache FOP. Fonts are FOP's built-in base-14 (Times, Helvetica, Courier; not
embedded). text-decoration draws underline/line-through; bordered blocks, boxes, tables and form lines
(fo:leader leader-pattern="rule", FO's own form line) are FOP border and leader rules."""
from xml.sax.saxutils import escape, quoteattr

FONT = {"serif": "Times", "sans": "Helvetica", "mono": "Courier"}
NAMES = {"serif": "Times-Roman (base-14, not embedded)", "sans": "Helvetica (base-14, not embedded)",
         "mono": "Courier (base-14, not embedded)"}
LINK = "#1a4fb0"
HIGHLIGHT = "#ffe135"


def run_fo(run):
    t = escape(run.text)
    attrs = []
    if run.has("b"):
        attrs.append('font-weight="bold"')
    if run.has("i"):
        attrs.append('font-style="italic"')
    deco = []
    if run.underlined:
        deco.append("underline")
    if run.has("s"):
        deco.append("line-through")
    if deco:
        attrs.append('text-decoration="%s"' % " ".join(deco))
    if run.has("h"):
        attrs.append('background-color="%s"' % HIGHLIGHT)
    if run.url:
        attrs.append('color="%s"' % LINK)
    if attrs:
        t = "<fo:inline %s>%s</fo:inline>" % (" ".join(attrs), t)
    if run.url:
        t = "<fo:basic-link external-destination=%s>%s</fo:basic-link>" % (quoteattr("url(%s)" % run.url), t)
    return t


def runs_fo(runs):
    return "".join(run_fo(r) for r in runs)


BORDER = 'border-bottom="0.5pt solid black" padding-bottom="0pt"'


def to_fo(doc):
    body = []
    for b in doc.blocks:
        if b.kind == "heading":
            size = "18pt" if b.level == 1 else "14pt"
            body.append('<fo:block font-size="%s" font-weight="bold" space-before="6pt" space-after="6pt"%s>%s</fo:block>'
                        % (size, " " + BORDER if b.border else "", runs_fo(b.runs)))
        elif b.kind == "field":
            body.append('<fo:block space-before="6pt" space-after="8pt" text-align-last="justify">%s '
                        '<fo:leader leader-pattern="rule" rule-thickness="0.5pt" leader-length.optimum="100%%"/></fo:block>'
                        % runs_fo(b.runs))
        elif b.kind == "para" and b.letterhead:
            body.append('<fo:block font-size="10pt" text-align="center" border-bottom="1.5pt solid black" '
                        'padding-bottom="0pt" space-after="14pt">%s</fo:block>' % runs_fo(b.runs))
        elif b.kind == "para" and b.box:
            body.append('<fo:block-container width="9cm" border="0.75pt solid black" padding="4pt" space-after="8pt">'
                        '<fo:block>%s</fo:block></fo:block-container>' % runs_fo(b.runs))
        elif b.kind == "para":
            extra = (' font-size="8pt"' if b.small else "") + (" " + BORDER if b.border else "")
            body.append('<fo:block space-after="8pt"%s>%s</fo:block>' % (extra, runs_fo(b.runs)))
        elif b.kind == "hr":
            body.append('<fo:block space-after="8pt"><fo:leader leader-pattern="rule" rule-thickness="0.5pt" '
                        'leader-length.optimum="100%"/></fo:block>')
        elif b.kind == "signature":
            body.append('<fo:block space-before="24pt" space-after="8pt"><fo:leader leader-pattern="rule" '
                        'rule-thickness="0.5pt" leader-length="7cm"/></fo:block>')
        elif b.kind == "table":
            pad = "0pt" if b.tight else "3pt"
            ncol = max(len(r) for r in b.rows)
            rows = []
            for row in b.rows:
                cells = "".join('<fo:table-cell border="0.5pt solid black" padding="%s"><fo:block>%s</fo:block>'
                                '</fo:table-cell>' % (pad, runs_fo(c)) for c in row)
                rows.append("<fo:table-row>%s</fo:table-row>" % cells)
            body.append('<fo:table border-collapse="collapse" space-after="10pt" width="12cm">%s<fo:table-body>%s'
                        '</fo:table-body></fo:table>'
                        % ('<fo:table-column column-width="4cm"/>' * ncol, "".join(rows)))
    return """<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format">
<fo:layout-master-set>
<fo:simple-page-master master-name="A4" page-width="21cm" page-height="29.7cm" margin="2cm">
<fo:region-body/>
</fo:simple-page-master>
</fo:layout-master-set>
<fo:page-sequence master-reference="A4">
<fo:flow flow-name="xsl-region-body" font-family="%s" font-size="12pt" line-height="1.3">
%s
</fo:flow>
</fo:page-sequence>
</fo:root>
""" % (FONT[doc.family], "\n".join(body))
