"""Ghostscript pdfwrite re-distillation of the wkhtmltopdf PDF (see redistill.py)."""
import gen_wkhtmltopdf
import redistill

globals().update(redistill.route(gen_wkhtmltopdf, redistill.GS_PDFWRITE))
