"""The CDNA instruction table for gfx942 (CDNA3) and gfx950 (CDNA4).

Each family module declares its instructions as a text table (see ``records.parse_table``); this package
collects them into one dictionary keyed by mnemonic. Encoding suffixes (``_e32``, ``_e64``, ``_sdwa``,
``_dpp``) are not part of the mnemonic: ``split_encoding`` separates them.

Example:
    >>> from torch_cdna import isa
    >>> isa.lookup("v_add_f32_e32", "gfx942").fmt
    'VOP2'
"""

from __future__ import annotations

import functools
import importlib

from ..errors import UnsupportedInstruction
from .records import ARCHS, InstrRecord, OperandSpec, parse_table

# Family modules, each exporting RECORDS: list[InstrRecord].
FAMILY_MODULES = ("sop", "smem", "vop", "vopc", "vop3p", "ds", "vmem", "mfma")

ENCODING_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")

_TABLE: dict[str, InstrRecord] | None = None


def table() -> dict[str, InstrRecord]:
    """All records by mnemonic (built on first use)."""
    global _TABLE
    if _TABLE is None:
        built: dict[str, InstrRecord] = {}
        for name in FAMILY_MODULES:
            module = importlib.import_module(f"{__name__}.{name}")
            for rec in module.RECORDS:
                if rec.mnemonic in built:
                    raise ValueError(f"ISA table: {rec.mnemonic} declared twice (second time in {name})")
                built[rec.mnemonic] = rec
        _TABLE = built
    return _TABLE


@functools.lru_cache(maxsize=8192)  # called for every instruction a program loads: a few hundred distinct names
def split_encoding(mnemonic: str) -> tuple[str, str | None]:
    """``'v_add_f32_e64'`` -> ``('v_add_f32', 'e64')``; no suffix -> ``(mnemonic, None)``."""
    for suffix in ENCODING_SUFFIXES:
        if mnemonic.endswith(suffix):
            return mnemonic[: -len(suffix)], suffix[1:]
    return mnemonic, None


def lookup(mnemonic: str, arch: str) -> InstrRecord:
    """The record for ``mnemonic`` (encoding suffix allowed) on ``arch``; raises UnsupportedInstruction."""
    if arch not in ARCHS:
        raise UnsupportedInstruction(f"unknown arch {arch!r}; supported: {', '.join(ARCHS)}")
    base, _ = split_encoding(mnemonic)
    rec = table().get(base)
    if rec is None:
        raise UnsupportedInstruction(f"unknown instruction {mnemonic!r} (not in torch_cdna's ISA table)")
    if arch not in rec.archs:
        raise UnsupportedInstruction(f"{mnemonic} is not available on {arch} (only on {', '.join(sorted(rec.archs))})")
    return rec


def has(mnemonic: str, arch: str) -> bool:
    """Whether ``arch`` has the instruction ``mnemonic`` (encoding suffix allowed): kernels choose between
    instruction sequences by asking the ISA table, not by comparing arch names.

    Example:
        >>> has("v_cvt_pk_bf16_f32", "gfx950"), has("v_cvt_pk_bf16_f32", "gfx942")
        (True, False)
    """
    rec = table().get(split_encoding(mnemonic)[0])
    return rec is not None and arch in rec.archs


__all__ = ["ARCHS", "InstrRecord", "OperandSpec", "has", "lookup", "parse_table", "split_encoding", "table"]
