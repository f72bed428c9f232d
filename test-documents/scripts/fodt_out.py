"""Markup -> LibreOffice Writer flat ODT (.fodt)."""
from xml.sax.saxutils import escape, quoteattr

import families

NS = " ".join('xmlns:%s="%s"' % kv for kv in [
    ("office", "urn:oasis:names:tc:opendocument:xmlns:office:1.0"),
    ("style", "urn:oasis:names:tc:opendocument:xmlns:style:1.0"),
    ("text", "urn:oasis:names:tc:opendocument:xmlns:text:1.0"),
    ("table", "urn:oasis:names:tc:opendocument:xmlns:table:1.0"),
    ("fo", "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"),
    ("svg", "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"),
    ("xlink", "http://www.w3.org/1999/xlink"),
])

BODY_PT = 12
SMALL_PT = 8
HEADING_PT = {1: 18, 2: 14}


def sized(pt):
    return 'fo:font-size="%dpt" style:font-size-asian="%dpt" style:font-size-complex="%dpt"' % (pt, pt, pt)


def text_props(flags):
    p = []
    if "b" in flags:
        p.append('fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"')
    if "i" in flags:
        p.append('fo:font-style="italic" style:font-style-asian="italic" style:font-style-complex="italic"')
    if "d" in flags:
        p.append('style:text-underline-style="solid" style:text-underline-type="double" '
                 'style:text-underline-width="auto" style:text-underline-color="font-color"')
    elif "o" in flags:
        p.append('style:text-underline-style="dotted" style:text-underline-width="auto" '
                 'style:text-underline-color="font-color"')
    elif "u" in flags:
        p.append('style:text-underline-style="solid" style:text-underline-width="auto" '
                 'style:text-underline-color="font-color"')
    if "s" in flags:
        p.append('style:text-line-through-style="solid" style:text-line-through-type="single"')
    if "h" in flags:
        p.append('fo:background-color="#ffe135"')
    return " ".join(p)


def style_name(flags, rotate):
    return "T_" + "".join(sorted(flags)) + ("_rot" if rotate else "")


def run_xml(run, rotate):
    text = escape(run.text).replace("  ", " <text:s/>")
    if run.flags or rotate:
        text = '<text:span text:style-name="%s">%s</text:span>' % (style_name(run.flags, rotate), text)
    if run.url:
        text = ('<text:a xlink:type="simple" xlink:href=%s text:style-name="Link" text:visited-style-name="Link">'
                '%s</text:a>' % (quoteattr(run.url), text))
    return text


def to_fodt(doc):
    font = families.FONTCONFIG[doc.family]
    # Hebrew etc. ("complex" script) comes from DejaVu Sans, CJK from WenQuanYi, whatever the Latin family.
    complex_font = "DejaVu Sans"
    asian_font = families.FONTCONFIG["cjk"]
    if doc.landscape:
        w, h, orient = "29.7cm", "21cm", "landscape"
    else:
        w, h, orient = "21cm", "29.7cm", "portrait"

    span_styles = set()
    body = []
    for b in doc.blocks:
        if b.rotate not in (0, 90):
            raise ValueError("LibreOffice turns characters by 90 or 270 degrees only, not %d" % b.rotate)
        runs = b.runs
        for r in runs:
            span_styles.add((r.flags, b.rotate))
        inner = "".join(run_xml(r, b.rotate) for r in runs)
        if b.kind == "heading":
            body.append('<text:h text:style-name="H%d%s" text:outline-level="%d">%s</text:h>'
                        % (b.level, "B" if b.border else "", b.level, inner))
        elif b.kind == "field":
            # The word processor's form line: the label, then an underlined tab up to a right tab stop.
            span_styles.add((frozenset("u"), False))
            body.append('<text:p text:style-name="Pfield">%s <text:span text:style-name="%s"><text:tab/></text:span></text:p>'
                        % (inner, style_name(frozenset("u"), False)))
        elif b.kind == "para":
            st = ("Psmall" if b.small else "Prtl" if b.rtl else "Pletter" if b.letterhead else "Pborder" if b.border
                  else "Pbox" if b.box else "P")
            body.append('<text:p text:style-name="%s">%s</text:p>' % (st, inner))
        elif b.kind == "hr":
            body.append('<text:p text:style-name="Phr"/>')
        elif b.kind == "signature":
            body.append('<text:p text:style-name="Psig"/>')
        elif b.kind == "table":
            ncol = max(len(r) for r in b.rows)
            rows = []
            for row in b.rows:
                cells = []
                for cell in row:
                    for r in cell:
                        span_styles.add((r.flags, False))
                    cells.append('<table:table-cell table:style-name="%s" office:value-type="string">'
                                 '<text:p text:style-name="Pcell">%s</text:p></table:table-cell>'
                                 % ("CellTight" if b.tight else "Cell", "".join(run_xml(r, False) for r in cell)))
                rows.append("<table:table-row>%s</table:table-row>" % "".join(cells))
            body.append('<table:table table:name="Table%d" table:style-name="Tab">'
                        '<table:table-column table:number-columns-repeated="%d"/>%s</table:table>'
                        % (len(body), ncol, "".join(rows)))

    auto = []
    for flags, rot in sorted(span_styles, key=lambda x: (sorted(x[0]), x[1])):
        if not flags and not rot:
            continue
        props = text_props(flags) + (' style:text-rotation-angle="90"' if rot else "")
        auto.append('<style:style style:name="%s" style:family="text"><style:text-properties %s/></style:style>'
                    % (style_name(flags, rot), props))

    return """<?xml version="1.0" encoding="UTF-8"?>
<office:document %(ns)s office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
<style:font-face style:name="Main" svg:font-family="'%(font)s'"/>
<style:font-face style:name="Asian" svg:font-family="'%(asian)s'"/>
<style:font-face style:name="Complex" svg:font-family="'%(complex)s'"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph">
<style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
<style:text-properties style:font-name="Main" style:font-name-asian="Asian" style:font-name-complex="Complex"
 %(body_size)s fo:hyphenate="false" fo:language="en" fo:country="GB"/>
</style:default-style>
<style:style style:name="Link" style:family="text"><style:text-properties fo:color="#1a4fb0" style:text-underline-style="none"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="%(w)s" fo:page-height="%(h)s"
 style:print-orientation="%(orient)s" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.25cm" fo:text-align="%(align)s"/></style:style>
<style:style style:name="Pcell" style:family="paragraph"/>
<style:style style:name="Psmall" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.25cm"/><style:text-properties %(small_size)s/></style:style>
<style:style style:name="Prtl" style:family="paragraph"><style:paragraph-properties fo:text-align="end" style:writing-mode="rl-tb" fo:margin-bottom="0.25cm"/></style:style>
<style:style style:name="Phr" style:family="paragraph"><style:paragraph-properties fo:border-bottom="0.5pt solid #000000" fo:padding="0cm" fo:margin-top="0.2cm" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="4pt"/></style:style>
<style:style style:name="Psig" style:family="paragraph"><style:paragraph-properties fo:border-bottom="0.5pt solid #000000" fo:padding="0cm" fo:margin-right="10cm" fo:margin-top="0.8cm" fo:margin-bottom="0.4cm"/></style:style>
<style:style style:name="H1" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties %(h1)s fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/></style:style>
<style:style style:name="H2" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.2cm"/><style:text-properties %(h2)s fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/></style:style>
<style:style style:name="Tab" style:family="table"><style:table-properties style:width="10cm" table:align="left" fo:margin-bottom="0.3cm"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" fo:padding="0.1cm"/></style:style>
<style:style style:name="CellTight" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" fo:padding="0cm"/></style:style>
<style:style style:name="Pborder" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.25cm" fo:border-bottom="0.5pt solid #000000" fo:padding="0cm"/></style:style>
<style:style style:name="Pletter" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.5cm" fo:border-bottom="1.5pt solid #000000" fo:padding="0cm"/><style:text-properties %(letter_size)s/></style:style>
<style:style style:name="Pbox" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.25cm" fo:margin-right="7cm" fo:border="0.5pt solid #000000" fo:padding="0.15cm"/></style:style>
<style:style style:name="Pfield" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.3cm"><style:tab-stops><style:tab-stop style:position="16.9cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="H1B" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm" fo:border-bottom="0.5pt solid #000000" fo:padding="0cm"/><style:text-properties %(h1)s fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/></style:style>
<style:style style:name="H2B" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.2cm" fo:border-bottom="0.5pt solid #000000" fo:padding="0cm"/><style:text-properties %(h2)s fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/></style:style>
%(auto)s
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
%(body)s
</office:text></office:body>
</office:document>
""" % {"ns": NS, "font": font, "asian": asian_font, "complex": complex_font, "w": w, "h": h, "orient": orient,
       "body_size": sized(BODY_PT), "small_size": sized(SMALL_PT), "h1": sized(HEADING_PT[1]),
       "h2": sized(HEADING_PT[2]), "letter_size": sized(10), "align": "justify" if doc.justify else "start", "auto": "\n".join(auto), "body": "\n".join(body)}
