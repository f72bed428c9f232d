"""Ghostscript pdfwrite re-distillation of the libreoffice PDF (see redistill.py)."""
import gen_libreoffice
import redistill

globals().update(redistill.route(gen_libreoffice, redistill.GS_PDFWRITE))
