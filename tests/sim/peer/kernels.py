"""The peer-kernel suite: Triton kernels (compiled by Triton's AMD backend, not by this project) with their
torch references and launch specs, used to check ``torch_cdna.sim`` against foreign gfx942/gfx950 assembly.

``generate.py`` compiles every kernel here into ``asm/<arch>/<name>.s``; ``test_peer.py`` runs them.

Example::

    >>> from tests.sim.peer.kernels import KERNELS, by_name
    >>> len(KERNELS) >= 25
    True
    >>> by_name("softmax_f32_1000").kernel_name
    'softmax_rows'
"""

from __future__ import annotations

from pathlib import Path

from . import (k_atomic, k_convert, k_elementwise, k_extra, k_fmath, k_integer, k_matmul, k_misc, k_mx,
               k_narrow, k_reduce)
from .spec import ARCHS, PeerKernel

ASM_DIR = Path(__file__).with_name("asm")
MANIFEST = ASM_DIR / "manifest.json"

KERNELS: list[PeerKernel] = [*k_elementwise.KERNELS, *k_convert.KERNELS, *k_integer.KERNELS,
                             *k_reduce.KERNELS, *k_atomic.KERNELS, *k_matmul.KERNELS,
                             *k_misc.KERNELS, *k_extra.KERNELS, *k_narrow.KERNELS,
                             *k_fmath.KERNELS, *k_mx.KERNELS]

_BY_NAME = {k.name: k for k in KERNELS}
if len(_BY_NAME) != len(KERNELS):
    raise RuntimeError("peer kernel names must be unique: " + ", ".join(sorted(k.name for k in KERNELS)))


def by_name(name: str) -> PeerKernel:
    """The peer kernel called ``name``; raises KeyError listing the known names."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no peer kernel {name!r}; known: {', '.join(sorted(_BY_NAME))}") from None


def asm_path(arch: str, name: str) -> Path:
    """Where the checked-in assembly of kernel ``name`` for ``arch`` lives."""
    if arch not in ARCHS:
        raise ValueError(f"arch {arch!r} is not one of {ARCHS}")
    return ASM_DIR / arch / f"{name}.s"
