"""Ghostscript pdfwrite re-distillation of the weasyprint PDF (see redistill.py)."""
import gen_weasyprint
import redistill

globals().update(redistill.route(gen_weasyprint, redistill.GS_PDFWRITE))
