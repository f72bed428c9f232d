"""Markup -> LibreOffice Calc flat ODS (.fods): every table of the source becomes cells of one sheet
(rich text inside cells: bold, italic, underline, strike-through and hyperlink spans), with a thin border
around every cell; headings and paragraphs become one-cell rows above. No page header or footer."""
from xml.sax.saxutils import escape, quoteattr

import families
import fodt_out

NS = fodt_out.NS + ' xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"'


def run_xml(run):
    """Calc drops a cell's text:a whose content is a text:span, so the span goes outside the link."""
    text = escape(run.text)
    if run.url:
        text = '<text:a xlink:type="simple" xlink:href=%s>%s</text:a>' % (quoteattr(run.url), text)
    if run.flags:
        text = '<text:span text:style-name="%s">%s</text:span>' % (fodt_out.style_name(run.flags, False), text)
    return text


def to_fods(doc):
    font = families.FONTCONFIG[doc.family]
    span_styles = set()
    rows = []
    ncol = max([len(r) for b in doc.blocks if b.kind == "table" for r in b.rows] or [1])

    def cell(runs, style):
        for r in runs:
            if r.flags:
                span_styles.add(r.flags)
        return ('<table:table-cell table:style-name="%s" office:value-type="string"><text:p>%s</text:p></table:table-cell>'
                % (style, "".join(run_xml(r) for r in runs)))

    for b in doc.blocks:
        if b.kind in ("heading", "para"):
            style = "ceHead" if b.kind == "heading" else "cePlain"
            rows.append("<table:table-row>%s<table:table-cell table:number-columns-repeated=\"%d\"/></table:table-row>"
                        % (cell(b.runs, style), ncol - 1))
            rows.append("<table:table-row><table:table-cell table:number-columns-repeated=\"%d\"/></table:table-row>" % ncol)
        elif b.kind == "table":
            for row in b.rows:
                rows.append("<table:table-row>%s</table:table-row>" % "".join(cell(c, "ceGrid") for c in row))
    auto = ['<style:style style:name="%s" style:family="text"><style:text-properties %s/></style:style>'
            % (fodt_out.style_name(f, False), fodt_out.text_props(f)) for f in sorted(span_styles, key=sorted)]
    return """<?xml version="1.0" encoding="UTF-8"?>
<office:document %(ns)s office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="Main" svg:font-family="'%(font)s'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="table-cell"><style:text-properties style:font-name="Main" fo:font-size="11pt" fo:language="en" fo:country="GB"/></style:default-style>
<style:style style:name="Link" style:family="text"><style:text-properties fo:color="#1a4fb0" style:text-underline-style="none"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm" style:print="objects charts drawings"/><style:header-style/><style:footer-style/></style:page-layout>
<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="3.3cm"/></style:style>
<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="0.6cm" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true"/></style:style>
<style:style style:name="ceGrid" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" style:vertical-align="bottom"/></style:style>
<style:style style:name="cePlain" style:family="table-cell"/>
<style:style style:name="ceHead" style:family="table-cell"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
%(auto)s
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page></office:master-styles>
<office:body><office:spreadsheet>
<table:table table:name="Sheet1" table:style-name="ta1"><table:table-column table:style-name="co1" table:number-columns-repeated="%(ncol)d"/>
%(rows)s
</table:table>
</office:spreadsheet></office:body>
</office:document>
""" % {"ns": NS, "font": font, "auto": "\n".join(auto), "ncol": ncol, "rows": "\n".join(rows)}
