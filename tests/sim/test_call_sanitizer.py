"""The uninitialised-read sanitizer across calls: inside a call every SGPR and every VGPR from 32 on counts as
written (a callee saves and restores callee-saved registers whatever they hold); at the matching return a
callee-saved register holding its value from the call counts as written exactly when it did before the call,
so a caller's read of a never-written one after the call is reported again (``Sanitizer.on_return``)."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config, sim
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import SanitizerError

from .test_calls import SENTINEL, _kernel

# `keep` copies v40 and s40 aside, clobbers them, returns v1 + 7 in v1 and restores v40/s40 (their values at
# the call); `clobber` leaves 9 in v40 and s40, as a callee that breaks the ABI (or whose result lands there).
CALLEES = """.text
.p2align 2
.type keep,@function
keep:
  v_mov_b32_e32 v41, v40
  s_mov_b32 s41, s40
  v_mov_b32_e32 v40, 3
  s_mov_b32 s40, 3
  v_add_u32_e32 v1, 7, v1
  v_mov_b32_e32 v40, v41
  s_mov_b32 s40, s41
  s_setpc_b64 s[30:31]
.Lfunc_end1:
.size keep, .Lfunc_end1-keep
.type clobber,@function
clobber:
  v_mov_b32_e32 v40, 9
  s_mov_b32 s40, 9
  s_setpc_b64 s[30:31]
.Lfunc_end2:
.size clobber, .Lfunc_end2-clobber"""


def _caller(callee: str, before: str, after: str) -> str:
    body = f"""  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_getpc_b64 s[6:7]
  s_add_u32 s8, s6, {callee}@rel32@lo+4
  s_addc_u32 s9, s7, {callee}@rel32@hi+12
  v_mov_b32_e32 v1, 5
{before}
  s_swappc_b64 s[30:31], s[8:9]
{after}
  v_mov_b32_e32 v0, 0
  s_waitcnt lgkmcnt(0)
  global_store_dword v0, v1, s[4:5]
  global_store_dword v0, v2, s[4:5] offset:4
  s_endpgm"""
    text = _kernel(body, "gfx942", CALLEES)
    return (text.replace(".amdhsa_next_free_vgpr 4", ".amdhsa_next_free_vgpr 64")
            .replace(".amdhsa_accum_offset 4", ".amdhsa_accum_offset 64")
            .replace(".amdhsa_next_free_sgpr 16", ".amdhsa_next_free_sgpr 48"))


def _run(src: str, fastpath: bool) -> torch.Tensor:
    out = torch.full((2,), SENTINEL, dtype=torch.int32)
    with _config.override(sim_fastpath=fastpath):
        sim.launch(src, "k", [1], [64], [out], strict=True)
    return out


@pytest.mark.parametrize("fastpath", [True, False])
@pytest.mark.parametrize("read", ["v_mov_b32_e32 v2, v40", "v_mov_b32_e32 v2, s40"])
def test_a_never_written_register_the_callee_preserved_is_reported_after_the_return(fastpath, read):
    src = _caller("keep", "", read)
    find_toolchain("gfx942").assemble(src, "gfx942")  # valid assembly, no diagnostics
    with pytest.raises(SanitizerError, match="never-written register.*(v40|s40)"):
        _run(src, fastpath)


@pytest.mark.parametrize("fastpath", [True, False])
@pytest.mark.parametrize("reg", ["v40", "s40"])
def test_a_register_written_before_the_call_stays_written(fastpath, reg):
    write = f"v_mov_b32_e32 {reg}, 11" if reg[0] == "v" else f"s_mov_b32 {reg}, 11"
    out = _run(_caller("keep", write, f"v_mov_b32_e32 v2, {reg}"), fastpath)
    assert out.tolist() == [12, 11]


@pytest.mark.parametrize("fastpath", [True, False])
def test_a_register_the_callee_changed_counts_as_written(fastpath):
    out = _run(_caller("clobber", "", "v_mov_b32_e32 v2, v40\n  v_add_u32_e32 v2, s40, v2"), fastpath)
    assert out.tolist() == [5, 18]


@pytest.mark.parametrize("fastpath", [True, False])
def test_repeated_calls_in_a_loop_report_the_read_after_the_last_return(fastpath):
    """A loop calling `keep` three times (the fast path marks and re-checks its blocks' rows between returns)
    and then reading v40: reported; with v40 written inside the loop before the call: not."""
    loop = """  s_mov_b32 s20, 3
.Lagain:
{write}
  s_swappc_b64 s[30:31], s[8:9]
  s_sub_u32 s20, s20, 1
  s_cmp_lg_u32 s20, 0
  s_cbranch_scc1 .Lagain"""
    src = _caller("keep", "", "v_mov_b32_e32 v2, v40").replace("  s_swappc_b64 s[30:31], s[8:9]\n",
                                                               loop.format(write="") + "\n", 1)
    with pytest.raises(SanitizerError, match="never-written register.*v40"):
        _run(src, fastpath)
    src = _caller("keep", "", "v_mov_b32_e32 v2, v40").replace(
        "  s_swappc_b64 s[30:31], s[8:9]\n", loop.format(write="  v_mov_b32_e32 v40, 4") + "\n", 1)
    assert _run(src, fastpath).tolist() == [26, 4]
