"""Instruction semantics, registered by mnemonic, one module per instruction family.

A semantic function has the signature ``fn(b: WaveBatch, ins: Instr) -> None``: it reads operands through
``b`` (which applies EXEC, modifiers and the sanitizers), computes with numpy over the (waves x 64 lanes)
axis, and writes results back through ``b``. Modifiers an instruction accepts are declared at registration;
any other modifier makes decoding fail, so nothing is silently ignored.

Example:
    >>> from torch_cdna.sim.semantics import semantics_for
    >>> semantics_for("s_add_u32")[0].__name__
    '_run'
"""

from __future__ import annotations

import importlib
from typing import Callable

from ..._once import LoadOnce
from ...errors import UnsupportedInstruction

Semantic = Callable[..., None]

_REGISTRY: dict[str, tuple[Semantic, frozenset[str]]] = {}
# (DPP and SDWA are operand encodings, not instructions: sim/operand_mods.py transforms their operands)
FAMILY_MODULES = ("salu", "sopp", "smem", "valu", "vcmp", "vop3p", "lds", "vmem", "scratch", "mfma", "convert",
                  "pc", "flat", "smem_atomic", "modes")
_DROPPED: set[str] = set()  # registered for mnemonics the ISA table does not have (see _load)

# Modifiers any instruction may carry without changing what the simulator computes.
NEUTRAL_MODIFIERS = frozenset()


def semantic(*mnemonics: str, mods: tuple[str, ...] | frozenset[str] = ()) -> Callable[[Semantic], Semantic]:
    """Register ``fn`` as the semantics of each base mnemonic (no ``_e32``/``_e64`` suffix)."""
    def register(fn: Semantic) -> Semantic:
        for m in mnemonics:
            if m in _REGISTRY:
                raise ValueError(f"semantics for {m} registered twice ({_REGISTRY[m][0].__module__} and "
                                 f"{fn.__module__})")
            _REGISTRY[m] = (fn, frozenset(mods))
        return fn
    return register


def _import_families() -> None:
    for name in FAMILY_MODULES:
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
    # Families register semantics for generated mnemonic sets (every type of an operation); the ISA table
    # decides which of those exist on gfx942/gfx950, so the others are dropped here. The coverage test checks
    # the other direction: every ISA record has semantics.
    from ...isa import table
    known = table()
    for mnemonic in [m for m in _REGISTRY if m not in known]:
        _DROPPED.add(mnemonic)
        del _REGISTRY[mnemonic]


_load = LoadOnce(_import_families)  # every family module, imported once, thread-safely (torch_cdna/_once.py)


def semantics_for(mnemonic: str) -> tuple[Semantic, frozenset[str]]:
    """The (function, accepted modifiers) registered for a base mnemonic; raises UnsupportedInstruction."""
    _load()
    entry = _REGISTRY.get(mnemonic)
    if entry is None:
        raise UnsupportedInstruction(f"the simulator has no semantics for {mnemonic!r}")
    return entry


def registered() -> dict[str, tuple[Semantic, frozenset[str]]]:
    """Every registered mnemonic (for coverage tests)."""
    _load()
    return dict(_REGISTRY)
