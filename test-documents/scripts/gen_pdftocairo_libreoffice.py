"""The LibreOffice PDF redrawn through cairo by Poppler's pdftocairo -pdf (see redistill.py)."""
import gen_libreoffice
import redistill

globals().update(redistill.route(gen_libreoffice, redistill.PDFTOCAIRO))
