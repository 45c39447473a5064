"""Hostile or broken input to the simulator is refused with an error naming what is wrong (issue 15, item 14):
descriptors and registers beyond the hardware, grids beyond the dispatch packet, truncated files, and accesses
that wrap past 2**64. Before, these reached numpy as MemoryError/IndexError/OverflowError, ran with default
launch state, or blamed the dispatch packet."""

import random
import re

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import InvalidKernel, LaunchError, SimFault

from tests.asm.helpers import build
from tests.sim.asmkit import pointer_kernel

def source(body: str = "s_nop 0", *, nv: int = 8, extra: str = "", arch: str = "gfx942", kernarg: str = "s[0:1]"
           ) -> str:
    """A complete file: loads the pointer argument into s[2:3] (the kernarg pointer is in ``kernarg``), runs
    ``body``, ends."""
    code = [f"s_load_dwordx2 s[2:3], {kernarg}, 0x0", "s_waitcnt lgkmcnt(0)", *body.strip().splitlines(), "s_endpgm"]
    return pointer_kernel(code, arch=arch, nv=nv, extra="\n".join(f"  {e}" for e in extra.splitlines()))


def launch(text: str, grid=(1,), block=(64,), arch: str = "gfx942", out: torch.Tensor | None = None):
    out = out if out is not None else torch.full((64,), -1, dtype=torch.int32)
    return sim.launch(text, "k", grid, block, [out], arch=arch)


# ------------------------------------------------------------------------------------------ descriptors
@pytest.mark.parametrize("directive, value, words", [
    ("next_free_vgpr", 100_000_000, "at most 512"),
    ("next_free_vgpr", 513, "at most 512"),
    ("next_free_sgpr", 103, "at most 102"),
    ("user_sgpr_count", 300, "at most 16"),
    ("user_sgpr_count", 17, "at most 16"),
    ("accum_offset", 6, "multiple of 4"),
    ("system_vgpr_workitem_id", 3, "0 (x)"),
])
def test_descriptor_values_beyond_the_hardware_are_refused(directive, value, words):
    extra = f".amdhsa_{directive} {value}"
    text = source(extra=extra) if directive != "next_free_vgpr" else source(nv=value)
    with pytest.raises(InvalidKernel, match=re.escape(f".amdhsa_{directive} {value}")) as info:
        launch(text)
    assert words in str(info.value)


def test_descriptor_limits_themselves_are_accepted():
    out = torch.full((64,), -1, dtype=torch.int32)
    launch(source("v_mov_b32 v0, 5\nglobal_store_dword v1, v0, s[2:3]", nv=512,
                  extra=".amdhsa_user_sgpr_count 16\n.amdhsa_accum_offset 256"), out=out)
    assert int(out[0]) == 5


def test_enabled_user_sgprs_must_fit():
    many = "\n".join(f".amdhsa_user_sgpr_{n} 1" for n in (
        "private_segment_buffer", "dispatch_ptr", "queue_ptr", "dispatch_id", "flat_scratch_init",
        "private_segment_size"))  # 4 + 2 + 2 + 2 + 2 + 1 + the kernarg pointer's 2 = 15
    out = torch.full((64,), -1, dtype=torch.int32)
    launch(source("v_mov_b32 v0, 9\nv_mov_b32 v1, 0\nglobal_store_dword v1, v0, s[2:3]", kernarg="s[8:9]",
                  extra=many + "\n.amdhsa_user_sgpr_count 15"), out=out)
    assert int(out[0]) == 9
    with pytest.raises(InvalidKernel, match="enables 17 user SGPRs"):
        launch(source(extra=many + "\n.amdhsa_user_sgpr_kernarg_preload_length 2\n.amdhsa_user_sgpr_count 16"))
    with pytest.raises(InvalidKernel, match="user_sgpr_count 3 is smaller than the 15"):
        launch(source(extra=many + "\n.amdhsa_user_sgpr_count 3"))


@pytest.mark.parametrize("arch, size, ok", [("gfx942", 65536, True), ("gfx942", 65537, False),
                                            ("gfx950", 65537, True), ("gfx950", 163841, False)])
def test_static_lds_beyond_the_arch_is_refused(arch, size, ok):
    text = source(extra=f".amdhsa_group_segment_fixed_size {size}", arch=arch)
    if ok:
        launch(text, arch=arch)
    else:
        with pytest.raises(InvalidKernel, match=f"group_segment_fixed_size {size}"):
            launch(text, arch=arch)


@pytest.mark.parametrize("register", ["v100000", "v256", "v[250:257]", "a256", "s102", "s[100:103]", "ttmp16",
                                      "s[5:4]"])
def test_registers_the_hardware_lacks_are_refused_with_their_line(register):
    mnemonic = "v_mov_b32" if register[0] in "va" else "s_mov_b32"
    if register.startswith("a"):
        mnemonic = "v_accvgpr_write_b32"
    text = source(f"{mnemonic} {register}, 0")
    line = text.splitlines().index(f"  {mnemonic} {register}, 0") + 1
    with pytest.raises(InvalidKernel, match=re.escape(repr(register))) as info:
        launch(text)
    assert f"line {line}:" in str(info.value)


def test_highest_registers_run():
    out = torch.full((64,), -1, dtype=torch.int32)
    launch(source("v_mov_b32 v255, 3\ns_mov_b32 s101, 4\nv_add_u32 v255, s101, v255\nv_mov_b32 v1, 0\n"
                  "global_store_dword v1, v255, s[2:3]", nv=256), out=out)
    assert int(out[0]) == 7


def test_private_memory_beyond_this_machine_is_refused():
    text = source(extra=".amdhsa_private_segment_fixed_size 1099511627776\n.amdhsa_enable_private_segment 1")
    with pytest.raises(LaunchError, match="simulating one workgroup needs"):
        launch(text)


# ------------------------------------------------------------------------------------------ grids
@pytest.mark.parametrize("grid, block", [((2**28,), (64,)), ((1, 2**33), (1,)), ((1, 1, 2**26), (1, 1, 64))])
def test_grid_beyond_the_dispatch_packet_is_refused(grid, block):
    axis = "xyz"[len(grid) - 1]
    with pytest.raises(LaunchError, match=f"grid dimension {axis}: .* at most 2\\*\\*32-1"):
        launch(source(), grid, block)


@pytest.mark.parametrize("grid", [1.5, (2, 0.5), (True,), "4", (1, 2, 3, 4), (0,)])
def test_grid_that_is_not_positive_integers_is_refused(grid):
    with pytest.raises(LaunchError, match=re.escape(f"grid must be 1 to 3 positive integers, got {grid!r}")):
        launch(source(), grid)


def test_huge_grid_starts_without_allocating_per_workgroup(rng_seed):
    """65536 x 65535 workgroups (just under the simulator's 2**32) used to allocate 32 GiB of workgroup ids
    up front; now the first wave runs, and here it traps."""
    with pytest.raises(SimFault, match=r"s_trap 2 executed .*workgroup \(0, 0, 0\), wave 0"):
        launch(source("s_trap 2"), (65536, 65535))


def test_more_workgroups_than_the_simulator_could_run_is_refused():
    """65535**3 workgroups fit the dispatch packet, but no simulator run could finish them."""
    with pytest.raises(LaunchError, match=r"grid \(65535, 65535, 65535\) is 281462092005375 workgroups"):
        launch(source(), (65535, 65535, 65535))


# ------------------------------------------------------------------------------------------ truncated files
def _store_seven(J, out: "int*"):
    v = J.gpr("vi32", 7)
    J.global_store(out + J.threadIdx.x * 4, v)


def _cut_points(text: str) -> dict[str, list[int]]:
    """Line counts at which to cut ``text``: inside the descriptor, between code and descriptor, inside the
    metadata, between descriptor and metadata."""
    lines = text.splitlines()
    d0 = next(i for i, ln in enumerate(lines) if ln.strip().startswith(".amdhsa_kernel "))
    d1 = next(i for i, ln in enumerate(lines) if ln.strip() == ".end_amdhsa_kernel")
    m0 = next(i for i, ln in enumerate(lines) if ln.strip() == ".amdgpu_metadata")
    m1 = next(i for i, ln in enumerate(lines) if ln.strip() == ".end_amdgpu_metadata")
    end = next(i for i, ln in enumerate(lines) if ln.strip().startswith("s_endpgm"))
    return {"inside the descriptor": list(range(d0 + 1, d1)), "before the descriptor": list(range(end + 1, d0)),
            "inside the metadata": list(range(m0 + 1, m1)), "before the metadata": list(range(d1 + 1, m0))}


@pytest.mark.parametrize("where, words", [
    ("inside the descriptor", "ends inside the .amdhsa_kernel block opened at line"),
    ("before the descriptor", "no .amdhsa_kernel descriptor"),
    ("inside the metadata", "ends inside the .amdgpu_metadata block opened at line"),
    ("before the metadata", "no .amdgpu_metadata entry"),
])
def test_truncated_file_is_refused_saying_what_is_missing(where, words, rng_seed):
    text = build(_store_seven).asm
    out = torch.full((64,), -1, dtype=torch.int32)
    sim.launch(text, "k", (1,), (64,), [out])
    assert (out == 7).all()
    cuts = _cut_points(text)[where]
    assert cuts, f"the DSL's file has no line {where}: the emitted layout changed"
    cut = random.Random(rng_seed).choice(cuts)
    truncated = "\n".join(text.splitlines()[:cut]) + "\n"
    with pytest.raises(InvalidKernel, match=re.escape(words)) as info:
        sim.launch(truncated, "k", (1,), (64,), [out])
    assert "truncated" in str(info.value)


def test_bare_instruction_listing_still_runs_with_defaults():
    out = torch.zeros(1, dtype=torch.int32)
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\nk:\n  s_endpgm\n')
    assert sim.launch(text, "k", (1,), (64,), []).waves == 1
    assert int(out[0]) == 0


# ------------------------------------------------------------------------------------------ 2**64 wrap
WRAP_BODIES = {
    "global store": "v_mov_b32 v1, -2\nv_mov_b32 v2, -1\nv_mov_b32 v3, 5\nglobal_store_dword v[1:2], v3, off",
    "global load": "v_mov_b32 v1, -2\nv_mov_b32 v2, -1\nglobal_load_dword v3, v[1:2], off\ns_waitcnt vmcnt(0)",
    "global load x4": "v_mov_b32 v1, -8\nv_mov_b32 v2, -1\nglobal_load_dwordx4 v[4:7], v[1:2], off\n"
                      "s_waitcnt vmcnt(0)",
    "flat load": "v_mov_b32 v1, -2\nv_mov_b32 v2, -1\nflat_load_dword v3, v[1:2]\ns_waitcnt vmcnt(0) lgkmcnt(0)",
    "global atomic": "v_mov_b32 v1, -2\nv_mov_b32 v2, -1\nv_mov_b32 v3, 1\nglobal_atomic_add v[1:2], v3, off",
}


@pytest.mark.parametrize("what", sorted(WRAP_BODIES))
def test_access_wrapping_past_2_64_is_named_as_such(what):
    body = WRAP_BODIES[what]
    with pytest.raises(SimFault, match="wraps past the end of the 64-bit address space") as info:
        launch(source(body))
    fault = info.value
    assert "dispatch packet" not in fault.message
    assert fault.address >= 2**64 - 16 and fault.lane == 0 and fault.wave == 0
    assert fault.line.split()[0] == body.splitlines()[-2 if "waitcnt" in body else -1].split()[0]


@pytest.mark.parametrize("kind", ["load", "store"])
def test_scalar_base_plus_vector_offset_wraps_to_a_low_address(kind):
    """saddr + voffset is a 64-bit add: 2**64 - 8 + 16 reaches address 8, which no tensor holds."""
    op = "global_load_dword v3, v1, s[4:5]\ns_waitcnt vmcnt(0)" if kind == "load" else \
        "global_store_dword v1, v1, s[4:5]"
    with pytest.raises(SimFault, match=f"out-of-bounds {kind} of 4 bytes at 0x8;") as info:
        launch(source(f"s_mov_b32 s4, -8\ns_mov_b32 s5, -1\nv_mov_b32 v1, 16\n{op}"))
    assert info.value.address == 8 and info.value.line.startswith(f"global_{kind}_dword")
