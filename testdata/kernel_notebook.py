# Runs a notebook through nbclient with the kernel cgcalc (found on
# JUPYTER_PATH) and prints its cells' outputs as one JSON list, a list of
# outputs per cell. Used by kernel_cmd_test.go's TestKernelInJupyter.
#
# usage: python3 kernel_notebook.py CELLS.json
# CELLS.json: a list of {"source": TEXT, "timeout": SECONDS}; a cell that
# outlives its timeout is interrupted (interrupt_on_timeout), as a user's
# Interrupt button does.
import json
import sys

import nbformat
from nbclient import NotebookClient

cells = json.load(open(sys.argv[1]))
nb = nbformat.v4.new_notebook()
nb.metadata["kernelspec"] = {"name": "cgcalc", "display_name": "cgcalc", "language": "cgcalc"}
nb.cells = [nbformat.v4.new_code_cell(c["source"]) for c in cells]
timeouts = {c["source"]: c["timeout"] for c in cells}
client = NotebookClient(
    nb,
    kernel_name="cgcalc",
    allow_errors=True,
    interrupt_on_timeout=True,
    timeout_func=lambda cell: timeouts[cell.source],
    startup_timeout=60,
    # A loaded machine may be slow: wait for each cell's outputs, and
    # fail rather than lose them.
    iopub_timeout=60,
    raise_on_iopub_timeout=True,
)
client.execute()
nbformat.validate(nb)
json.dump({"language": nb.metadata["language_info"]["name"], "cells": [c.outputs for c in nb.cells]}, sys.stdout)
