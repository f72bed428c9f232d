"""ReportLab Platypus (Debian python3-reportlab), via reportlab_render.py under /usr/bin/python3."""
import os
import subprocess

import build

TOOLS = []
DEBIAN_PYTHON = "/usr/bin/python3"
PROBE = "import reportlab; print(reportlab.Version)"
NAMES = {"serif": "Liberation Serif", "sans": "DejaVu Sans", "mono": "Liberation Mono"}


def available():
    return os.path.exists(DEBIAN_PYTHON) and subprocess.run(
        [DEBIAN_PYTHON, "-c", PROBE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def version():
    return "reportlab-" + build.run([DEBIAN_PYTHON, "-c", PROBE]).strip()


def family_name(doc):
    return NAMES[doc.family]


def notes(doc):
    yield "underline/strike-through are stroked lines per line fragment; borders, boxes and form lines are table cell lines"


def make(doc, work, pdf):
    src = os.path.join(build.CORPUS, "sources", doc.name + ".smk")
    build.run([DEBIAN_PYTHON, os.path.join(build.HERE, "reportlab_render.py"), src, pdf])
