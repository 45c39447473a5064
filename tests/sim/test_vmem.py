"""Vector memory semantics (GLOBAL, FLAT, MUBUF, atomics, LDS DMA) against values computed from the ISA's
definitions with numpy/torch, on kernels built by ``tests/sim/asmkit.py``."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import SanitizerError, SimFault
from tests.sim import asmkit

GEN = torch.Generator()  # reseeded for every test by _fresh_inputs


@pytest.fixture(autouse=True)
def _fresh_inputs(rng_seed: int) -> None:
    """Fresh inputs in every test; a failure's report names the seed (tests/conftest.py)."""
    GEN.manual_seed(rng_seed)


def _rand_i32(n: int) -> torch.Tensor:
    return torch.randint(-2**31, 2**31 - 1, (n,), generator=GEN, dtype=torch.int64).to(torch.int32)


def _addresses(t: torch.Tensor, byte_offsets) -> torch.Tensor:
    """Per-lane 64-bit addresses into ``t`` as an int32 tensor asmkit can load into a VGPR pair."""
    a = torch.tensor([t.data_ptr() + int(o) for o in byte_offsets], dtype=torch.int64)
    return a.view(torch.int32)


@pytest.mark.parametrize("suffix,n", [("dword", 1), ("dwordx2", 2), ("dwordx3", 3), ("dwordx4", 4)])
def test_global_load_vaddr_form(suffix, n):
    src = _rand_i32(64 * 4 + 16)
    perm = torch.randperm(64, generator=GEN)
    offs = perm * 16  # scattered, 16-byte spaced rows
    out = torch.full((64 * n,), -7, dtype=torch.int32)
    body = f"global_load_{suffix} v[10:{9 + n}], v[2:3], off offset:8\ns_waitcnt vmcnt(0)"
    asmkit.run(body, [src, _addresses(src, offs), out], loads={"v[2:3]": 1}, stores={f"v[10:{9 + n}]": 2})
    want = torch.stack([src[(offs // 4 + 2 + j)] for j in range(n)], dim=1).reshape(-1)
    assert torch.equal(out, want)


def test_global_load_saddr_form_and_store():
    src, dst = _rand_i32(256), torch.full((256,), -1, dtype=torch.int32)
    body = f"""
    global_load_dword v10, v1, {asmkit.ptr(0)} offset:-4
    s_waitcnt vmcnt(0)
    global_store_dword v1, v10, {asmkit.ptr(2)} offset:4
    s_waitcnt vmcnt(0)
    """
    src_off = torch.tensor(np.arange(64) * 12 + 4, dtype=torch.int32)  # unsigned offsets from the SGPR base
    asmkit.run(body, [src, src_off, dst], loads={"v1": 1})
    idx = (np.arange(64) * 12) // 4
    want = torch.full((256,), -1, dtype=torch.int32)
    want[torch.tensor(idx + 2)] = src[torch.tensor(idx)]
    assert torch.equal(dst, want)


def test_subdword_loads_extend_and_d16_halves():
    raw = torch.randint(0, 256, (64 * 4,), generator=GEN, dtype=torch.uint8)
    outs = {k: torch.zeros(64, dtype=torch.int32) for k in ("ub", "sb", "us", "ss", "d16")}
    body = """
    global_load_ubyte v10, v[2:3], off
    global_load_sbyte v11, v[2:3], off
    global_load_ushort v12, v[2:3], off
    global_load_sshort v13, v[2:3], off
    v_mov_b32_e32 v14, 0x12345678
    global_load_short_d16_hi v14, v[2:3], off offset:2
    global_load_ubyte_d16 v14, v[2:3], off offset:1
    s_waitcnt vmcnt(0)
    """
    args = [raw, _addresses(raw, np.arange(64) * 4), *outs.values()]
    asmkit.run(body, args, loads={"v[2:3]": 1}, stores={"v10": 2, "v11": 3, "v12": 4, "v13": 5, "v14": 6})
    b = raw.numpy().reshape(64, 4).astype(np.int64)
    u16 = b[:, 0] | (b[:, 1] << 8)
    assert outs["ub"].numpy().tolist() == b[:, 0].tolist()
    assert outs["sb"].numpy().tolist() == np.where(b[:, 0] > 127, b[:, 0] - 256, b[:, 0]).tolist()
    assert outs["us"].numpy().tolist() == u16.tolist()
    assert outs["ss"].numpy().tolist() == np.where(u16 > 32767, u16 - 65536, u16).tolist()
    hi = b[:, 2] | (b[:, 3] << 8)
    want = (hi << 16) | b[:, 1]
    assert (outs["d16"].numpy().astype(np.int64) & 0xFFFFFFFF).tolist() == want.tolist()


def test_subdword_stores():
    data = _rand_i32(64)
    out = torch.zeros(64 * 8, dtype=torch.uint8)
    body = """
    global_store_byte v[2:3], v10, off
    global_store_short v[2:3], v10, off offset:2
    global_store_byte_d16_hi v[2:3], v10, off offset:4
    global_store_short_d16_hi v[2:3], v10, off offset:6
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [data, _addresses(out, np.arange(64) * 8), out], loads={"v10": 0, "v[2:3]": 1})
    d = data.numpy().view(np.uint8).reshape(64, 4)
    want = np.stack([d[:, 0], np.zeros(64, np.uint8), d[:, 0], d[:, 1], d[:, 2], np.zeros(64, np.uint8),
                     d[:, 2], d[:, 3]], axis=1)
    assert out.numpy().reshape(64, 8).tolist() == want.tolist()


def test_exec_masked_lanes_do_not_store():
    out = torch.full((64,), -1, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v10, 5
    s_mov_b64 exec, 0xff00
    global_store_dword v[2:3], v10, off
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [_addresses(out, np.arange(64) * 4), out], loads={"v[2:3]": 0})
    assert out.tolist() == [-1] * 8 + [5] * 8 + [-1] * 48


def test_global_out_of_bounds_names_lane_and_address():
    src = torch.zeros(64, dtype=torch.int32)
    offs = np.arange(64) * 4
    offs[37] = 64 * 4  # one past the end
    bad = src.data_ptr() + 64 * 4
    with pytest.raises(SimFault) as info:
        asmkit.run("global_load_dword v10, v[2:3], off\ns_waitcnt vmcnt(0)", [src, _addresses(src, offs)],
                   loads={"v[2:3]": 1})
    err = info.value
    assert err.lane == 37 and err.address == bad and "global_load_dword" in str(err)
    assert f"{bad:#x}" in str(err)


def test_missing_waitcnt_before_using_a_global_load_is_an_error():
    src, out = _rand_i32(64), torch.zeros(64, dtype=torch.int32)
    body = """
    global_load_dword v10, v[2:3], off
    v_add_u32_e32 v11, 1, v10
    s_waitcnt vmcnt(0)
    """
    args = [src, _addresses(src, np.arange(64) * 4), out]
    with pytest.raises(SanitizerError, match="missing s_waitcnt: v10"):
        asmkit.run(body, args, loads={"v[2:3]": 1}, stores={"v11": 2})
    fixed = body.replace("v_add_u32_e32 v11, 1, v10\n    s_waitcnt vmcnt(0)",
                         "s_waitcnt vmcnt(0)\nv_add_u32_e32 v11, 1, v10")
    asmkit.run(fixed, args, loads={"v[2:3]": 1}, stores={"v11": 2})
    assert torch.equal(out, src + 1)


def test_vmcnt_counts_in_order():
    """vmcnt(1) after two loads guarantees the older one only."""
    src, out = _rand_i32(128), torch.zeros(64, dtype=torch.int32)
    body = """
    global_load_dword v10, v[2:3], off
    global_load_dword v11, v[2:3], off offset:256
    s_waitcnt vmcnt(1)
    v_mov_b32_e32 v12, v{}
    s_waitcnt vmcnt(0)
    """
    args = [src, _addresses(src, np.arange(64) * 4), out]
    asmkit.run(body.format(10), args, loads={"v[2:3]": 1}, stores={"v12": 2})
    assert torch.equal(out, src[:64])
    with pytest.raises(SanitizerError, match="v11"):
        asmkit.run(body.format(11), args, loads={"v[2:3]": 1}, stores={"v12": 2})


# ---------------------------------------------------------------------------------------------- buffers
def _vsharp(ptr_arg: int, stride: int, num_records: int, dst: int = 40) -> str:
    lo, hi = asmkit.ptr(ptr_arg)[2:-1].split(":")
    return f"""
    s_mov_b32 s{dst}, s{lo}
    s_and_b32 s{dst + 1}, s{hi}, 0xffff
    s_or_b32 s{dst + 1}, s{dst + 1}, {stride << 16:#x}
    s_mov_b32 s{dst + 2}, {num_records:#x}
    s_mov_b32 s{dst + 3}, 0x27000
    """


def test_buffer_load_raw_range_check_per_dword():
    src = _rand_i32(512)
    out = torch.full((64 * 4,), -5, dtype=torch.int32)
    num_records = 700  # bytes
    offs = torch.tensor(np.arange(64) * 12, dtype=torch.int32)  # lanes cross the 700-byte limit
    body = _vsharp(0, 0, num_records) + """
    s_movk_i32 s44, 0x40
    buffer_load_dwordx4 v[10:13], v1, s[40:43], s44 offen offset:4
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [src, offs, out], loads={"v1": 1}, stores={"v[10:13]": 2})
    got = out.numpy().reshape(64, 4)
    for lane in range(64):
        for j in range(4):
            checked = 12 * lane + 4 + 4 * j  # soffset (0x40) is not range checked
            want = src[(0x40 + checked) // 4].item() if checked + 4 <= num_records else 0
            assert got[lane, j] == want, (lane, j)


def test_buffer_store_out_of_range_is_dropped_and_ushort_load():
    dst = torch.full((128,), -1, dtype=torch.int32)
    data = _rand_i32(64)
    body = _vsharp(2, 0, 200) + """
    buffer_store_dword v10, v1, s[40:43], 0 offen
    s_waitcnt vmcnt(0)
    buffer_load_ushort v11, v1, s[40:43], 0 offen offset:2
    s_waitcnt vmcnt(0)
    """
    offs = torch.tensor(np.arange(64) * 4, dtype=torch.int32)
    out = torch.zeros(64, dtype=torch.int32)
    asmkit.run(body, [data, offs, dst, out], loads={"v10": 0, "v1": 1}, stores={"v11": 3})
    inside = 200 // 4
    assert torch.equal(dst[:inside], data[:inside]) and (dst[inside:] == -1).all()
    hi = (data.numpy().astype(np.int64) >> 16) & 0xFFFF
    want = np.where(np.arange(64) * 4 + 2 + 2 <= 200, hi, 0)
    assert out.numpy().tolist() == want.tolist()


def test_buffer_structured_index_range():
    src = _rand_i32(256)
    out = torch.full((64,), -3, dtype=torch.int32)
    stride, records = 12, 40
    idx = torch.tensor(np.arange(64), dtype=torch.int32)
    body = _vsharp(0, stride, records) + """
    buffer_load_dword v10, v1, s[40:43], 0 idxen offset:8
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [src, idx, out], loads={"v1": 1}, stores={"v10": 2})
    want = [src[(stride * i + 8) // 4].item() if i < records else 0 for i in range(64)]
    assert out.tolist() == want


# ---------------------------------------------------------------------------------------------- atomics
def test_global_atomic_add_conflicting_lanes_returns_prefix():
    counters = torch.zeros(4, dtype=torch.int32)
    vals = torch.randint(1, 1000, (64,), generator=GEN, dtype=torch.int32)
    slot = torch.randint(0, 4, (64,), generator=GEN)
    out = torch.zeros(64, dtype=torch.int32)
    body = "global_atomic_add v11, v[2:3], v10, off sc0\ns_waitcnt vmcnt(0)"
    asmkit.run(body, [vals, _addresses(counters, slot * 4), counters, out],
               loads={"v10": 0, "v[2:3]": 1}, stores={"v11": 3})
    want_old, run = [], [0, 0, 0, 0]
    for lane in range(64):  # lanes apply in lane order
        want_old.append(run[slot[lane]])
        run[slot[lane]] += int(vals[lane])
    assert out.tolist() == want_old and counters.tolist() == run


def test_global_atomic_minmax_cmpswap_and_x2():
    mem = _rand_i32(8)
    start = mem.clone()
    vals = _rand_i32(64)
    slot = torch.arange(64) % 8
    body = """
    global_atomic_smax v[2:3], v10, off
    global_atomic_umin v[4:5], v10, off
    s_waitcnt vmcnt(0)
    """
    mem2 = _rand_i32(8)
    start2 = mem2.clone()
    asmkit.run(body, [vals, _addresses(mem, slot * 4), _addresses(mem2, slot * 4), mem, mem2],
               loads={"v10": 0, "v[2:3]": 1, "v[4:5]": 2})
    v = vals.numpy().astype(np.int64)
    for s in range(8):
        lanes = v[slot.numpy() == s]
        assert mem[s].item() == max(start[s].item(), lanes.max())
        u = lambda x: np.int64(x) & 0xFFFFFFFF  # noqa: E731
        want = min(u(start2[s].item()), *(u(x) for x in lanes))
        assert u(mem2[s].item()) == want

    # cmpswap: only the lane whose compare value matches swaps; 64-bit add accumulates
    cell = torch.tensor([7, 0], dtype=torch.int32)
    data = torch.tensor([[100 + l, 7 if l == 13 else 8] for l in range(64)], dtype=torch.int32).reshape(-1)
    old = torch.zeros(64, dtype=torch.int32)
    body = "global_atomic_cmpswap v12, v[2:3], v[10:11], off sc0\ns_waitcnt vmcnt(0)"
    asmkit.run(body, [data, _addresses(cell, [0] * 64), cell, old], loads={"v[10:11]": 0, "v[2:3]": 1},
               stores={"v12": 3})
    assert cell[0].item() == 113 and old[:14].tolist() == [7] * 14 and (old[14:] == 113).all()

    acc = torch.tensor([2**32 - 10], dtype=torch.int64)
    inc = torch.tensor([3] * 64, dtype=torch.int64)
    asmkit.run("global_atomic_add_x2 v[2:3], v[10:11], off\ns_waitcnt vmcnt(0)",
               [inc.view(torch.int32), _addresses(acc, [0] * 64), acc], loads={"v[10:11]": 0, "v[2:3]": 1})
    assert acc.item() == 2**32 - 10 + 192


def test_global_atomic_add_f32_applies_in_lane_order():
    acc = torch.tensor([1e8], dtype=torch.float32)
    vals = torch.randn(64, generator=GEN) * 10
    asmkit.run("global_atomic_add_f32 v[2:3], v10, off\ns_waitcnt vmcnt(0)",
               [vals, _addresses(acc, [0] * 64), acc], loads={"v10": 0, "v[2:3]": 1})
    want = np.float32(1e8)
    for x in vals.numpy():
        want = np.float32(want + x)
    assert acc.item() == want


def test_buffer_atomic_out_of_range_dropped_with_return():
    mem = torch.zeros(16, dtype=torch.int32)
    out = torch.full((64,), -1, dtype=torch.int32)
    offs = torch.tensor((np.arange(64) % 32) * 4, dtype=torch.int32)  # half the lanes beyond 32 bytes
    body = _vsharp(1, 0, 32) + """
    v_mov_b32_e32 v10, 1
    buffer_atomic_add v10, v1, s[40:43], 0 offen sc0
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [offs, mem, out], loads={"v1": 0}, stores={"v10": 2})
    assert mem[:8].tolist() == [2] * 8 and (mem[8:] == 0).all()
    lanes = np.arange(64)
    want = np.where(lanes % 32 < 8, (lanes >= 32).astype(int), 0)  # OOB lanes return 0
    assert out.numpy().tolist() == want.tolist()


# ---------------------------------------------------------------------------------------------- LDS DMA
@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_global_load_lds_dword_writes_lds_at_m0(arch):
    src, out = _rand_i32(64), torch.zeros(64, dtype=torch.int32)
    body = """
    s_movk_i32 m0, 0x100
    s_nop 0
    global_load_lds_dword v[2:3], off offset:0
    s_waitcnt vmcnt(0)
    v_lshlrev_b32_e32 v4, 2, v0
    ds_read_b32 v10, v4 offset:0x100
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [src, _addresses(src, np.arange(64) * 4), out], loads={"v[2:3]": 1},
                       stores={"v10": 2}, lds_bytes=0x200, arch=arch)
    assert torch.equal(out, src)
    assert stats.lds_bytes == 2 * 256


def test_buffer_load_lds_form():
    src, out = _rand_i32(64), torch.zeros(64, dtype=torch.int32)
    offs = torch.tensor(np.arange(63, -1, -1) * 4, dtype=torch.int32)
    body = _vsharp(0, 0, 256) + """
    s_mov_b32 m0, 0
    s_nop 0
    buffer_load_dword v1, s[40:43], 0 offen lds
    s_waitcnt vmcnt(0)
    v_lshlrev_b32_e32 v4, 2, v0
    ds_read_b32 v10, v4
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [src, offs, out], loads={"v1": 1}, stores={"v10": 2}, lds_bytes=256)
    assert torch.equal(out, src.flip(0))


def test_flat_load_store_global_addresses():
    src, dst = _rand_i32(64), torch.zeros(64, dtype=torch.int32)
    body = """
    flat_load_dword v10, v[2:3]
    s_waitcnt vmcnt(0) lgkmcnt(0)
    flat_store_dword v[4:5], v10 offset:0
    s_waitcnt vmcnt(0) lgkmcnt(0)
    """
    asmkit.run(body, [_addresses(src, np.arange(64) * 4), _addresses(dst, np.arange(63, -1, -1) * 4), src, dst],
               loads={"v[2:3]": 0, "v[4:5]": 1})
    assert torch.equal(dst, src.flip(0))


def test_unsupported_modifier_is_rejected():
    from torch_cdna.errors import UnsupportedInstruction
    src = _rand_i32(64)
    with pytest.raises(UnsupportedInstruction, match="tfe"):
        asmkit.run("global_load_dword v10, v[2:3], off tfe\ns_waitcnt vmcnt(0)", [src, _addresses(src, range(64))],
                   loads={"v[2:3]": 1})
