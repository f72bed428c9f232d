"""Ghostscript pdfwrite re-distillation of the chromium PDF (see redistill.py)."""
import gen_chromium
import redistill

globals().update(redistill.route(gen_chromium, redistill.GS_PDFWRITE))
