"""Pieces of ``python -m torch_cdna demo`` (see ``torch_cdna/demo.py``)."""
