"""Probes of ``torch_cdna.sim`` fed hostile assembly: malformed descriptors, registers that do not exist,
truncated text, endless loops, out-of-bounds and wrapping stores, absurd grids. Each must end, quickly, in a
``CdnaError`` naming what was wrong (and for a fault, the instruction and the source line that emitted it)."""

from __future__ import annotations

import functools
import re
from typing import Any, Callable

import torch

import torch_cdna
from torch_cdna import sim
from torch_cdna.errors import CdnaError, SimFault

from .model import Ctx, FinishesWithin, Probe, Raises, in_subprocess
from .probes_dsl import line_of



@torch_cdna.asm.jit()
def scalar_store(J, out: "int*", n: "int"):
    s = J.gpr("su32", 0)
    s[0] = n
    J.s_store_dword(s, out, 0)  # MARK
    J.s_waitcnt(lgkmcnt=0)


@functools.cache
def base_text() -> str:
    """The assembly of a one-wave scalar store (descriptors, metadata and all), compiled once."""
    return scalar_store.compile(arch="gfx942").asm


def _launch(text: str, out_address: Any = None, **kwargs: Any) -> int:
    out = torch.zeros(4, dtype=torch.int32)
    sim.launch(text, "scalar_store", args=[out if out_address is None else out_address, 5], **kwargs)
    return int(out[0])


def _mutated(pattern: str, replacement: str, **kwargs: Any) -> Callable[[Ctx], Any]:
    def probe(ctx: Ctx) -> Any:
        text, count = re.subn(pattern, replacement, base_text(), count=1)
        assert count == 1, f"the base kernel has no {pattern!r}"
        return _launch(text, **kwargs)
    return probe


def _truncated(ctx: Ctx) -> Any:
    text = base_text()
    return _launch(text[: text.index(".end_amdhsa_kernel")])


def _endless_small_bound(ctx: Ctx) -> Any:
    text = base_text().replace("\ts_endpgm", ".Lspin:\n\ts_branch .Lspin\n\ts_endpgm", 1)
    return _launch(text, max_steps=2000)


def _oob_store(ctx: Ctx) -> Any:
    far = torch.zeros(4, dtype=torch.int32).data_ptr() + (64 << 20)
    return _launch(base_text(), out_address=far)


def _wrapping_store(ctx: Ctx) -> Any:
    return _launch(base_text(), out_address=2**64 - 2)


_CHILD_PRELUDE = """
import torch
from tests.probes.probes_sim import base_text, _launch
"""

_ENDLESS_MULTI_WAVE = _CHILD_PRELUDE + """
text = base_text().replace("\\ts_endpgm", ".Lspin:\\n\\ts_branch .Lspin\\n\\ts_endpgm", 1)
_launch(text, grid=(4,), block=(256,))
"""

_HUGE_GRIDS = _CHILD_PRELUDE + """
for grid in ((65535, 65535, 65535), (2**28,)):
    try:
        _launch(base_text(), grid=grid)
    except Exception as err:
        if "grid" not in str(err).lower():
            raise
        continue
    raise AssertionError(f"grid {grid} accepted")
raise ValueError("both grids refused naming the grid")
"""


def _endless_multi_wave(ctx: Ctx) -> Any:
    """An endless 16-wave kernel under a 1-second configured bound (item 12: the bound is settable)."""
    return in_subprocess(_ENDLESS_MULTI_WAVE, 25.0, env={"TORCH_CDNA_SIM_TIME_LIMIT": "1"})


def _huge_grids(ctx: Ctx) -> Any:
    # 25 s, like the bounded endless kernel: the subprocess's imports alone took 10-13 s on a 2-core machine at
    # load 5; a grid that was not refused would run for hours, so the bound still tells the two apart.
    return in_subprocess(_HUGE_GRIDS, 25.0)


def probes() -> list[Probe]:
    def p(pid: str, fn: Callable, expect: Any, xfail: str | None = None) -> Probe:
        return Probe(f"sim.{pid}", "hostile assembly", fn, expect, xfail=xfail)
    fault_at = Raises(SimFault, ("s_store_dword", line_of(scalar_store, "# MARK")))
    return [
        p("next_free_vgpr_1e8", _mutated(r"\.amdhsa_next_free_vgpr \d+", ".amdhsa_next_free_vgpr 100000000"),
          Raises(CdnaError, ("next_free_vgpr",))),
        p("user_sgpr_count_300", _mutated(r"\.amdhsa_user_sgpr_count \d+", ".amdhsa_user_sgpr_count 300"),
          Raises(CdnaError, ("user_sgpr_count",))),
        p("register_v100000", _mutated(r"\ts_waitcnt", "\tv_mov_b32 v100000, 0\n\ts_waitcnt"),
          Raises(CdnaError, ("v100000",))),
        p("unknown_mnemonic", _mutated(r"\ts_waitcnt", "\tv_frobnicate_b32 v1, v2\n\ts_waitcnt"),
          Raises(CdnaError, ("v_frobnicate_b32",))),
        p("truncated_text", _truncated, Raises(CdnaError, ("truncated",))),
        p("endless_loop_small_bound", _endless_small_bound, Raises(CdnaError, ("2000",))),
        p("endless_multi_wave_bounded", _endless_multi_wave,
          FinishesWithin(25.0, then=Raises(CdnaError, ("limit",)))),
        p("huge_grids", _huge_grids, FinishesWithin(25.0, then=Raises(ValueError, ("both grids refused",)))),
        p("out_of_bounds_scalar_store", _oob_store, fault_at),
        p("address_wrapping_2_64", _wrapping_store, fault_at),
    ]
